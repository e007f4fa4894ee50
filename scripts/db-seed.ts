/** `npm run db:seed`: applies migrations and creates the demo content when the database is empty. */
import { openDatabase } from "../server/db/client.ts";
import { seedDemoContentIfEmpty } from "../server/db/seed/demo.ts";
import { parseEnv } from "../server/env.ts";

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await database.migrate();
const seeded = await seedDemoContentIfEmpty({ db: database.db });
console.log(seeded ? "Demo content created." : "The database already has organizations; nothing to do.");
await database.close();
