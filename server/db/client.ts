import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { rowSecurityPglite, rowSecurityPostgres } from "./row-security.ts";
import * as schema from "./schema/index.ts";

/** One type for both engines: everything above this file speaks the PostgreSQL dialect only. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The handle a transaction callback receives. It is a `Db` too (Drizzle's transaction extends the
 * database), so functions that take `Db` run inside the caller's transaction when given one: no cast.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string; max?: number }
  /**
   * Embedded PGlite persisted in a folder, or in memory when `dataDir` is omitted. `snapshot` starts
   * it from a data folder dumped by `dumpDataDir` (the tests start each database from one migrated
   * snapshot instead of running initdb and the migrations again).
   */
  | { dataDir?: string; snapshot?: Blob };

export function openDatabase(options: DatabaseOptions): Database {
  if ("url" in options) {
    const client = postgres(options.url, {
      max: options.max ?? 10,
      onnotice: () => {},
      // Postgres `bigint`/`numeric` stay strings; counts are cast in SQL where needed.
    });
    // The app's handle runs every statement as the request's actor (row-security.ts); migrations and
    // the health check use the connection's own role (the tables' owner), untouched.
    const db = drizzlePostgres({ client: rowSecurityPostgres(client), schema }) as unknown as Db;
    const owner = drizzlePostgres({ client, schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(owner, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => void (await owner.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  // btree_gist backs the exclusion constraint that forbids double bookings; pg_trgm the typo-tolerant
  // site search. Both ship with PGlite but are loaded on request.
  const client = new PGlite({ dataDir, loadDataDir: options.snapshot, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite({ client: rowSecurityPglite(client), schema }) as unknown as Db;
  const owner = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(owner, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => void (await owner.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
