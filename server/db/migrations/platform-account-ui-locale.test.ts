import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../client.ts";

/**
 * Migration 0029 on data written before it: a platform account takes the language its person chose
 * on a profile of theirs (same address, a site they are a member of; the newest), which the console
 * read at every request until then (decision 083). On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
type Runner = { exec(sql: string): Promise<void>; rows<R>(sql: string): Promise<R[]>; close(): Promise<void> };

async function pgliteRunner(): Promise<Runner> {
  // The extensions the earlier migrations load, as server/db/client.ts gives them.
  const db = new PGlite({ extensions: { btree_gist, pg_trgm } });
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async <R>(sql: string) => (await db.query<R>(sql)).rows,
    close: () => db.close(),
  };
}

async function postgresRunner(serverUrl: string): Promise<Runner> {
  const name = `tessera_migration_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return {
    exec: async (sql) => void (await db.unsafe(sql)),
    rows: async <R>(sql: string) => (await db.unsafe(sql)) as unknown as R[],
    close: async () => {
      await db.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};

async function run(db: Runner, tag: string) {
  const sql = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe("migration 0029: a platform account's own language", () => {
  let db: Runner;

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    db = serverUrl ? await postgresRunner(serverUrl) : await pgliteRunner();
    for (const { tag } of journal.entries.filter((entry) => entry.idx < 29)) await run(db, tag);
    await db.exec(`
      insert into organizations (id, name) overriding system value values (1, 'A'), (2, 'B');
      insert into users (id, organization_id, name, email) values
        ('both-a', 1, 'Both', 'both@example.test'), ('both-b', 2, 'Both', 'both@example.test'),
        ('stranger', 1, 'Stranger', 'stranger@example.test'), ('other', 1, 'Other', 'someone-else@example.test'),
        ('unset', 1, 'Unset', 'unset@example.test');
      insert into profiles (organization_id, user_id, username, email, ui_locale, updated_at) values
        (1, 'both-a', 'both', 'Both@Example.test', 'de', now() - interval '2 days'),
        (2, 'both-b', 'both', 'both@example.test', 'es', now() - interval '1 day'),
        (1, 'stranger', 'stranger', 'stranger@example.test', 'fr', now()),
        (1, 'other', 'other', 'someone-else@example.test', 'it', now()),
        (1, 'unset', 'unset', 'unset@example.test', null, now());
      insert into platform_accounts (id, email, password_hash) overriding system value values
        (1, 'both@example.test', 'x'), (2, 'stranger@example.test', 'x'), (3, 'member@example.test', 'x'),
        (4, 'unset@example.test', 'x');
      insert into site_members (organization_id, account_id, role) values
        (1, 1, 'owner'), (2, 1, 'admin'), (1, 3, 'admin'), (1, 4, 'admin');
    `);
    await run(db, journal.entries.find((entry) => entry.idx === 29)!.tag);
  }, 120_000);
  afterAll(() => db.close());

  it("copies the newest language the person chose on a profile of a site they are a member of", async () => {
    const rows = await db.rows<{ email: string; ui_locale: string | null }>(
      "select email, ui_locale from platform_accounts order by id",
    );
    expect(rows).toEqual([
      { email: "both@example.test", ui_locale: "es" },
      // A profile on a site the account is no member of, another address's, or none chosen: nothing.
      { email: "stranger@example.test", ui_locale: null },
      { email: "member@example.test", ui_locale: null },
      { email: "unset@example.test", ui_locale: null },
    ]);
  });

  it("leaves the connection's own role as it found it", async () => {
    const [row] = await db.rows<{ current_user: string }>("select current_user");
    expect(row!.current_user).not.toBe("tessera_system");
  });
});
