import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { asSystemQuietly, auditBypass } from "./tenant-context.ts";

/**
 * THE way into a tenant table (docs/decisions/032-tenancy-links-and-round-trips.md): every query on
 * a table with an `organization_id` column is scoped by a `TenantScope` bound to the request's
 * organization, so no query names the organization by hand and none can forget it.
 *
 *   const tenant = scoped(ctx.organizationId);
 *   db.select().from(faqs).where(tenant.where(faqs, eq(faqs.id, id)));
 *   db.update(faqs).set(values).where(tenant.where(faqs, eq(faqs.id, id)));
 *   db.insert(faqs).values(tenant.values(faqs, { question: "…" }));
 *   db.select().from(a).innerJoin(b, tenant.where(b, eq(b.a_id, a.id))).where(tenant.where(a));
 *
 * `server/db/tenant-scope.test.ts` reads every source file and fails on a query of a tenant table
 * that does not go through `where`/`values` of a scope. Work that spans organizations on purpose
 * (the job runner, the tenant resolver, seeds) says so at the query: `crossTenant(db, "why")`.
 *
 * The scope is the query's own filter (it also picks the indexes that lead with organization_id);
 * the database enforces the same rule underneath with row-level security (tenant-context.ts,
 * docs/decisions/054-row-level-security.md), so a query the scope misses still sees no other
 * organization.
 */

/** A table that belongs to an organization: it has the `organization_id` column. */
export type TenantTable = PgTable & { organization_id: PgColumn };

export type TenantScope = {
  readonly organizationId: number;
  /** `table.organization_id = <organization>` AND every given condition (undefined ones skipped). */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
  /** The row(s) to insert, stamped with the organization (whatever organization_id they carried). */
  // The array overload first: an array is an object too, and would otherwise match the single-row one.
  values<V extends object>(table: TenantTable, values: V[]): (V & { organization_id: number })[];
  values<V extends object>(table: TenantTable, values: V): V & { organization_id: number };
};

export function scoped(organizationId: number): TenantScope {
  if (!Number.isSafeInteger(organizationId) || organizationId < 1) {
    // A missing tenant must never widen a query to every organization.
    throw new Error(`tenant scope needs an organization id, got ${String(organizationId)}`);
  }
  const stamp = <V extends object>(row: V) => ({ ...row, organization_id: organizationId });
  return {
    organizationId,
    where: (table, ...conditions) => and(eq(table.organization_id, organizationId), ...conditions)!,
    values: ((_table: TenantTable, values: object | object[]) =>
      Array.isArray(values) ? values.map(stamp) : stamp(values)) as TenantScope["values"],
  };
}

/**
 * THE bypass at a query: a handle on which the query runs as `tessera_system` (every organization's
 * rows), with `reason` logged (tenant-context.ts, decision 054). The tenancy test accepts queries of
 * tenant tables made through it. Works on the database and inside a transaction alike: each call on
 * the handle, and the query's execution, run as the system; anything else stays the caller's.
 */
export function crossTenant<D>(db: D, reason: string): D {
  auditBypass(reason);
  if (typeof db !== "object" || db === null) return db;
  return systemHandle(db, reason);
}

const QUERY_BUILDER = Symbol("cross-tenant handle");

function systemHandle<D extends object>(target: D, reason: string): D {
  const run = <T>(fn: () => T) => asSystemQuietly(reason, fn);
  return new Proxy(target, {
    get(object, property) {
      if (property === QUERY_BUILDER) return true;
      const value = Reflect.get(object, property, object) as unknown;
      // Drizzle tells its objects apart by constructor (`is(…)`): that must stay the real one.
      if (typeof value !== "function" || property === "constructor") return value;
      return (...args: unknown[]) => {
        const result = run(() => (value as (...a: unknown[]) => unknown).apply(object, args));
        // A query builder (select/insert/…, then from/where/…) carries the bypass to its execution;
        // anything else (SQL, a promise) is handed back as it is.
        return isBuilder(result) ? systemHandle(result, reason) : result;
      };
    },
  });
}

/** Objects of Drizzle's query chain: awaitable queries and the builders before `from`/`values`/`set`. */
function isBuilder(value: unknown): value is object {
  if (typeof value !== "object" || value === null || value instanceof Promise) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.then === "function" ||
    typeof candidate.from === "function" ||
    typeof candidate.values === "function" ||
    typeof candidate.set === "function"
  );
}
