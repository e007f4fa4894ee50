import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cookieConsents, cookieServices } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type ConsentRecord = {
  consent_given: boolean;
  services: number[];
  organization_id: number;
  created_at: string;
};

/**
 * Appends one consent record (spec public-site §3 "Consent"). Every service id must be an active
 * service of this organization: anything else (another tenant's id, an unknown or inactive one)
 * refuses the whole record, so a stored record never names a service the visitor was not offered.
 * The row is committed before this returns, so a 2xx answer means the proof exists.
 */
export async function recordConsent({
  db,
  organizationId,
  userId,
  anonymousId,
  consentGiven,
  services,
  userAgent,
}: {
  db: Db;
  organizationId: number;
  userId: string | null;
  anonymousId: string | null;
  consentGiven: boolean;
  services: readonly number[];
  userAgent: string;
}): Promise<ConsentRecord> {
  const ids = [...new Set(services)].sort((a, b) => a - b);
  if (ids.length > 0) {
    const offered = await db
      .select({ id: cookieServices.id })
      .from(cookieServices)
      .where(
        scoped(organizationId).where(cookieServices, eq(cookieServices.active, true), inArray(cookieServices.id, ids)),
      );
    const known = new Set(offered.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError("bad_request", `services: unknown service id ${unknown.slice(0, 5).join(", ")}`, {
        field: "services",
      });
    }
  }
  const [row] = await db
    .insert(cookieConsents)
    .values(
      scoped(organizationId).values(cookieConsents, {
        user_id: userId,
        anonymous_id: anonymousId,
        consent_given: consentGiven,
        services: ids,
        user_agent: userAgent.slice(0, 512),
      }),
    )
    .returning({ created_at: cookieConsents.created_at });
  return {
    consent_given: consentGiven,
    services: ids,
    organization_id: organizationId,
    created_at: row!.created_at.toISOString(),
  };
}
