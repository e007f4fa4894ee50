import { eq, getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-database.ts";
import type { Database } from "./client.ts";
import * as schema from "./schema/index.ts";
import { faqs, organizations, users } from "./schema/index.ts";
import { asOrganization, asSystem } from "./tenant-context.ts";
import { crossTenant } from "./tenant-scope.ts";

/**
 * Tenancy enforced by the database (decision 054): every tenant table has row-level security forced
 * and its two policies, and a statement sees the rows of the organization it runs for, no other's,
 * and none at all when it runs for no organization. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

let database: Database & { drop(): Promise<void> };
let orgA: number;
let orgB: number;

/** Drizzle wraps the driver's error: the database's refusal is its cause. */
async function refusedByPolicy(query: PromiseLike<unknown>) {
  const error = await Promise.resolve(query).then(
    () => null,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(error, "the database should have refused the write").not.toBeNull();
  expect(String(error!.cause?.message ?? error!.message)).toMatch(/row-level security/);
}

/** The rows of `db.execute`: an array on postgres.js, `{ rows }` on PGlite. */
const rowsOf = <R>(result: unknown): R[] => (Array.isArray(result) ? result : (result as { rows: R[] }).rows) as R[];
const count = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0]!.n);

beforeAll(async () => {
  database = await openTestDatabase();
  await asSystem("the test sets up rows in two organizations", async () => {
    const [a] = await database.db.insert(organizations).values({ name: "A" }).returning();
    const [b] = await database.db.insert(organizations).values({ name: "B" }).returning();
    orgA = a!.id;
    orgB = b!.id;
    await database.db.insert(faqs).values([
      { organization_id: orgA, question: "a1" },
      { organization_id: orgA, question: "a2" },
      { organization_id: orgB, question: "b1" },
    ]);
    const now = new Date();
    await database.db.insert(users).values([
      { id: "user-a", organizationId: orgA, name: "A", email: "x@example.com", createdAt: now, updatedAt: now },
      { id: "user-b", organizationId: orgB, name: "B", email: "x@example.com", createdAt: now, updatedAt: now },
    ]);
  });
});

afterAll(() => database.drop());

describe("row-level security", () => {
  it("is forced, with both policies, on every table with an organization column (the schema's and the database's)", async () => {
    const { db } = database;
    const tables = await asSystem("the test reads the catalogue", () =>
      db.execute<{ table: string; rls: boolean; forced: boolean; policies: string[] | null }>(sql`
        select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          (select array_agg(p.policyname || ':' || array_to_string(p.roles, ',') order by p.policyname)
             from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and not a.attisdropped
                      and a.attname in ('organization_id', 'organizationId'))
        order by 1`),
    );
    const rows = rowsOf<{ table: string; rls: boolean; forced: boolean; policies: string[] | null }>(tables);
    // Every tenant table of the schema is one of them (Better Auth's camelCase ones included).
    const schemaTables = (Object.values(schema) as unknown[])
      .filter((table): table is PgTable => is(table, PgTable))
      .filter((table) =>
        Object.values(getTableColumns(table)).some((column) =>
          ["organization_id", "organizationId"].includes(column.name),
        ),
      )
      .map((table) => getTableName(table));
    expect(schemaTables).toEqual(expect.arrayContaining(["faqs", "users", "sessions", "verifications", "domains"]));
    expect(rows.map((row) => row.table)).toEqual(expect.arrayContaining(schemaTables));
    const unprotected = rows
      .filter(
        (row) =>
          !row.rls ||
          !row.forced ||
          !(row.policies ?? []).includes("tenant_isolation:tessera_app") ||
          !(row.policies ?? []).includes("system_access:tessera_system"),
      )
      .map((row) => `${row.table} (rls ${row.rls}, forced ${row.forced}, policies ${row.policies?.join(" ")})`);
    expect(unprotected, "add `SELECT tessera_tenant_table('<table>');` to the migration that creates it").toEqual([]);
  });

  it("a query run for no organization sees no tenant row, and may write none", async () => {
    const { db } = database;
    expect(await db.select().from(faqs)).toEqual([]);
    expect(await db.select().from(users)).toEqual([]);
    expect(count(await db.execute<{ n: number }>(sql`select count(*)::int as n from faqs`))).toBe(0);
    // Not a tenant table: the registry of organizations stays readable.
    expect((await db.select().from(organizations)).length).toBeGreaterThanOrEqual(2);
    await refusedByPolicy(db.insert(faqs).values({ organization_id: orgA, question: "nobody's" }));
    await expect(db.transaction((tx) => tx.select().from(faqs))).resolves.toEqual([]);
  });

  it("a query run for an organization sees that organization's rows only, even unscoped or in raw SQL", async () => {
    const { db } = database;
    await asOrganization(orgA, async () => {
      expect((await db.select().from(faqs)).map((row) => row.question).sort()).toEqual(["a1", "a2"]);
      expect(count(await db.execute<{ n: number }>(sql`select count(*)::int as n from faqs`))).toBe(2);
      expect((await db.select().from(users)).map((row) => row.id)).toEqual(["user-a"]);
      // Another organization's rows can be neither written nor changed nor removed.
      await refusedByPolicy(db.insert(faqs).values({ organization_id: orgB, question: "planted" }));
      expect(
        await db.update(faqs).set({ question: "changed" }).where(eq(faqs.organization_id, orgB)).returning(),
      ).toEqual([]);
      expect(await db.delete(faqs).where(eq(faqs.organization_id, orgB)).returning()).toEqual([]);
    });
    await asOrganization(orgB, async () => {
      expect((await db.select().from(faqs)).map((row) => row.question)).toEqual(["b1"]);
    });
  });

  it("holds inside transactions, where crossTenant and asSystem reach every organization for one query", async () => {
    const { db } = database;
    await asOrganization(orgA, () =>
      db.transaction(async (tx) => {
        expect(await tx.select().from(faqs)).toHaveLength(2);
        const all = await crossTenant(tx, "the test reads every organization's rows").select().from(faqs);
        expect(all).toHaveLength(3);
        expect(await asSystem("the test counts every organization's rows", () => tx.select().from(faqs))).toHaveLength(
          3,
        );
        // Back to the organization for the next statement of the same transaction.
        expect(await tx.select().from(faqs)).toHaveLength(2);
        await refusedByPolicy(
          tx.transaction((nested) => nested.insert(faqs).values({ organization_id: orgB, question: "planted" })),
        );
        expect(await tx.select().from(faqs)).toHaveLength(2);
      }),
    );
    expect(await crossTenant(db, "the test reads every organization's rows").select().from(faqs)).toHaveLength(3);
  });

  it("a statement on the database handle inside a transaction of the same code does not wait for it", async () => {
    const { db } = database;
    const rows = await asOrganization(orgA, () => db.transaction(async () => db.select().from(faqs)));
    expect(rows).toHaveLength(2);
  });

  it("a subquery built on a crossTenant handle carries it into the outer query", async () => {
    const { db } = database;
    const ids = crossTenant(db, "the test reads every organization's rows").select({ id: faqs.id }).from(faqs);
    const rows = await crossTenant(db, "the test reads every organization's rows")
      .select({ question: faqs.question })
      .from(faqs)
      .where(sql`${faqs.id} in (${ids})`);
    expect(rows).toHaveLength(3);
  });
});
