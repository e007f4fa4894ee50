import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

export type DomainKind = "platform" | "custom";
export type DomainStatus = "pending" | "active" | "failing";

/** What the last DNS check saw (decision 066): shown to the admin as it was found. */
export type DomainCheckResult = {
  /** TXT values seen at `_tessera.{host}` (or an empty list). */
  found: string[];
  /** What is still missing (the TXT value expected), empty when verified. */
  missing: string[];
  message: string;
  /** `ok`, `mismatch` (TXT present, not ours), `nxdomain`, `nodata`, `timeout`, `error`. */
  outcome: string;
};

/**
 * Host names (lower case ASCII, no port) that serve an organization's site (decision 066).
 * `platform` rows (the seed's hosts, `{slug}.{SITES_DOMAIN}`) are always active; `custom` rows are
 * an admin's own domains, serving only once verified by a TXT record. A verified host belongs to
 * one site: several sites may hold a pending claim, the first to verify wins.
 */
export const domains = pgTable(
  "domains",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    host: text().notNull(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    is_primary: boolean().notNull().default(false),
    kind: text().$type<DomainKind>().notNull().default("platform"),
    status: text().$type<DomainStatus>().notNull().default("active"),
    /** The value of `_tessera.{host}` TXT that proves control (custom domains). */
    verification_token: text(),
    verified_at: timestamp({ withTimezone: true }),
    last_checked_at: timestamp({ withTimezone: true }),
    next_check_at: timestamp({ withTimezone: true }),
    /** Checks since the last change of status (the backoff's step). */
    check_attempts: integer().notNull().default(0),
    failing_since: timestamp({ withTimezone: true }),
    /** The owners were mailed about the missing record (once per failing spell). */
    failing_notified_at: timestamp({ withTimezone: true }),
    last_check: jsonb().$type<DomainCheckResult | null>(),
    ...timestamps,
  },
  (t) => [
    index("domains_organization_idx").on(t.organization_id),
    uniqueIndex("domains_organization_host_uq").on(t.organization_id, t.host),
    // A host serves one site: only verified (or platform) rows count, so a pending claim blocks nobody.
    uniqueIndex("domains_serving_host_uq")
      .on(t.host)
      .where(sql`${t.status} in ('active', 'failing')`),
    index("domains_next_check_idx")
      .on(t.next_check_at)
      .where(sql`${t.kind} = 'custom'`),
    check("domains_kind_ck", sql`${t.kind} in ('platform', 'custom')`),
    check("domains_status_ck", sql`${t.status} in ('pending', 'active', 'failing')`),
    check("domains_primary_serving_ck", sql`not ${t.is_primary} or ${t.status} <> 'pending'`),
  ],
);

/**
 * "This host serves its site" (verified, or the platform's; a pending one serves nothing), written as the partial unique index `domains_serving_host_uq` is, so
 * that a lookup by host uses that index (a `status <> 'pending'` filter cannot).
 */
export function servingDomain(): SQL {
  // Literal values, not parameters: a generic plan can only prove the index's predicate from literals.
  return sql`${domains.status} in ('active', 'failing')`;
}
