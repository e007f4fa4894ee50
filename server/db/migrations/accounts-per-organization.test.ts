import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../client.ts";

/** Migration 0002 on data written under the platform-wide account model of 0001. */
const run = async (db: PGlite, file: string) => {
  const sql = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
};

describe("migration 0002: accounts per organization", () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    await run(db, "0000_init.sql");
    await run(db, "0001_accounts.sql");
    await db.exec(`
      insert into organizations (id, name, type, settings) overriding system value values
        (1, 'A', 'services', '{}'), (2, 'B', 'services', '{}');
      insert into users (id, name, email, email_verified) values
        ('both', 'Both', 'both@example.com', true),
        ('only-b', 'Only B', 'b@example.com', false),
        ('orphan', 'Orphan', 'orphan@example.com', false);
      insert into accounts (id, account_id, provider_id, user_id, password) values
        ('acc-both', 'both', 'credential', 'both', '$argon2id$hash-both'),
        ('acc-b', 'only-b', 'credential', 'only-b', '$argon2id$hash-b'),
        ('acc-orphan', 'orphan', 'credential', 'orphan', '$argon2id$hash-o');
      insert into memberships (organization_id, user_id, role, created_at) values
        (1, 'both', 'admin', now() - interval '2 days'),
        (2, 'both', 'user', now() - interval '1 day'),
        (2, 'only-b', 'user', now());
      insert into profiles (organization_id, user_id, username, email) values
        (1, 'both', 'both-a', 'both@example.com'),
        (2, 'both', 'both-b', 'both@example.com'),
        (2, 'only-b', 'only-b', 'b@example.com');
      insert into sessions (id, token, user_id, expires_at) values ('s1', 'token-1', 'both', now() + interval '1 day');
      insert into verifications (id, identifier, value, expires_at) values ('v1', 'reset-password:x', 'both', now() + interval '1 hour');
    `);
    await run(db, "0002_accounts_per_organization.sql");
  });
  afterAll(() => db.close());

  it("keeps an account in the organization it joined first and copies it into each other one", async () => {
    const { rows } = await db.query<{ id: string; organization_id: number; email: string; email_verified: boolean }>(
      "select id, organization_id, email, email_verified from users where email = 'both@example.com' order by organization_id",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: "both", organization_id: 1, email_verified: true });
    expect(rows[1]).toMatchObject({ organization_id: 2, email_verified: true });
    const copy = rows[1]!.id;
    const membership = await db.query<{ role: string }>(
      "select role from memberships where organization_id = 2 and user_id = $1",
      [copy],
    );
    expect(membership.rows).toEqual([{ role: "user" }]);
    const profile = await db.query<{ username: string }>(
      "select username from profiles where organization_id = 2 and user_id = $1",
      [copy],
    );
    expect(profile.rows).toEqual([{ username: "both-b" }]);
    const credential = await db.query<{ password: string; account_id: string }>(
      "select password, account_id from accounts where user_id = $1",
      [copy],
    );
    expect(credential.rows).toEqual([{ password: "$argon2id$hash-both", account_id: copy }]);
    const original = await db.query("select * from memberships where user_id = 'both'");
    expect(original.rows).toHaveLength(1);
  });

  it("binds sessions to their account's organization, drops pending tokens and orphan accounts", async () => {
    expect((await db.query("select organization_id from sessions where id = 's1'")).rows).toEqual([
      { organization_id: 1 },
    ]);
    expect((await db.query("select * from verifications")).rows).toEqual([]);
    expect((await db.query("select * from users where id = 'orphan'")).rows).toEqual([]);
    expect((await db.query("select organization_id from users where id = 'only-b'")).rows).toEqual([
      { organization_id: 2 },
    ]);
  });

  it("allows the same address once per organization", async () => {
    await expect(
      db.exec(
        "insert into users (id, organization_id, name, email) values ('dup', 1, 'Dup', 'both@example.com')",
      ),
    ).rejects.toThrow(/users_organization_email_uq/);
  });
});
