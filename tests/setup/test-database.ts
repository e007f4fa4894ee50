import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type Database } from "../../server/db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on a real PostgreSQL server when TEST_DATABASE_URL is set (the second pass of `npm test`).
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `tessera_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), max: 4 });
  await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
