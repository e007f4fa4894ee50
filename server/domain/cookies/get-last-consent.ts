import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cookieConsents } from "../../db/schema/index.ts";
import type { ConsentRecord } from "./record-consent.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The visitor's latest consent on this organization's site: the signed-in user's own records when
 * there is a user, else those of the browser's anonymous id; null when there is none.
 */
export async function getLastConsent({
  db,
  organizationId,
  userId,
  anonymousId,
}: {
  db: Db;
  organizationId: number;
  userId: string | null;
  anonymousId: string | null;
}): Promise<ConsentRecord | null> {
  const who = userId
    ? eq(cookieConsents.user_id, userId)
    : anonymousId
      ? eq(cookieConsents.anonymous_id, anonymousId)
      : null;
  if (!who) return null;
  const [row] = await db
    .select({
      consent_given: cookieConsents.consent_given,
      services: cookieConsents.services,
      created_at: cookieConsents.created_at,
    })
    .from(cookieConsents)
    .where(scoped(organizationId).where(cookieConsents, who))
    .orderBy(desc(cookieConsents.id))
    .limit(1);
  if (!row) return null;
  return {
    consent_given: row.consent_given,
    services: row.services,
    organization_id: organizationId,
    created_at: row.created_at.toISOString(),
  };
}
