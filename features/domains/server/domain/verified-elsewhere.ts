import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { domains, servingDomain } from "../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

export const VERIFIED_ELSEWHERE =
  "Another site verified this domain first. If it is yours, change the TXT record and contact support.";

/**
 * Whether another site already serves `host` (a verified host belongs to one site: the first to
 * verify wins). Asked before a pending domain becomes active, by Verify and by the background check;
 * the partial unique index is the last word when two verify at once.
 */
export async function verifiedElsewhere(db: Db, host: string, organizationId: number): Promise<boolean> {
  const [other] = await crossTenant(db, "a verified host belongs to one site: has another verified it?")
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.host, host), servingDomain(), ne(domains.organization_id, organizationId)))
    .limit(1);
  return Boolean(other);
}
