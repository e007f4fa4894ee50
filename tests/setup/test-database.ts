import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { crossTenant } from "../../server/db/tenant-scope.ts";

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated data folder of tests/setup/migrated-database.ts, read once per worker. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject("pgliteSnapshot");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (started from the run's
 * migrated snapshot), or a throw-away database on a real PostgreSQL server when TEST_DATABASE_URL is
 * set (the second pass of `npm test`: copied from the run's migrated template) or `serverUrl` is
 * given (migrated here).
 */
export async function openTestDatabase({
  serverUrl = process.env.TEST_DATABASE_URL,
}: { serverUrl?: string } = {}): Promise<Database & { drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = openDatabase({ snapshot: await pgliteSnapshot() });
    // Nothing to do on the snapshot; it still checks that every migration is applied.
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const name = `tessera_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = serverUrl === process.env.TEST_DATABASE_URL ? inject("postgresTemplate") : "";
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ""}`);
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

/**
 * A test's own handle for fixtures and checks in any organization: the database's one bypass
 * (crossTenant). Code under test gets `database.db`, whose statements run for the organization of
 * their request (row-level security, decision 054).
 */
export function fixturesOf(database: Pick<Database, "db">): Database["db"] {
  return crossTenant(database.db, "test fixtures set up and inspect rows of several organizations");
}
