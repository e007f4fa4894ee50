import { asc, desc } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { domains } from "../../../../server/db/schema/index.ts";
import type { DomainKind, DomainStatus } from "../../../../server/db/schema/domains.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { displayHost, dnsRecords, type DnsRecord, type Pointing } from "./host-rules.ts";

/** A domain as the API and the Domains tab show it. */
export type DomainView = {
  id: number;
  host: string;
  display_host: string;
  kind: DomainKind;
  status: DomainStatus;
  primary: boolean;
  verified_at: string | null;
  last_checked_at: string | null;
  failing_since: string | null;
  records: DnsRecord[];
};

type Row = typeof domains.$inferSelect;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A row (or a change's snapshot, dates as strings) as the API answers it. */
export function domainView(row: Row | Record<string, unknown>, pointing: Pointing): DomainView {
  const domain = row as Row;
  return {
    id: Number(domain.id),
    host: domain.host,
    display_host: displayHost(domain.host),
    kind: domain.kind,
    status: domain.status,
    primary: domain.is_primary,
    verified_at: iso(domain.verified_at),
    last_checked_at: iso(domain.last_checked_at),
    failing_since: iso(domain.failing_since),
    // A platform address needs nothing at the customer's DNS provider.
    records: domain.kind === "custom" ? dnsRecords(domain.host, domain.verification_token, pointing) : [],
  };
}

/** The site's domains: the primary first, then platform addresses, then custom ones by name. */
export async function listDomains({
  db,
  organizationId,
  pointing,
}: {
  db: Db;
  organizationId: number;
  pointing: Pointing;
}): Promise<DomainView[]> {
  const rows = await db
    .select()
    .from(domains)
    .where(scoped(organizationId).where(domains))
    .orderBy(desc(domains.is_primary), desc(domains.kind), asc(domains.host));
  return rows.map((row) => domainView(row, pointing));
}
