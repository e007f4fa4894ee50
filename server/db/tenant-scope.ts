import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * THE way into a tenant table (issue 16 item 6, docs/decisions/032-tenancy-links-and-round-trips.md): every query on
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
 * Marks a database handle used across organizations on purpose; `reason` says why (it is read by
 * people and by the tenancy test, which accepts queries on tenant tables made through it).
 */
export function crossTenant<D>(db: D, reason: string): D {
  void reason;
  return db;
}
