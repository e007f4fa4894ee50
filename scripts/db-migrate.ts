/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite data folder. */
import { openDatabase } from "../server/db/client.ts";
import { parseEnv } from "../server/env.ts";

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await database.migrate();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
