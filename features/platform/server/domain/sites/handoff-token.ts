import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../../../server/db/client.ts";
import { platformTokens } from "../../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";
import { HANDOFF_PATH } from "../../../shared/paths.ts";
import { randomToken, sha256 } from "../platform-session.ts";

/** A hand-off is used at once by the browser that asked for it: two minutes is plenty. */
export const HANDOFF_SECONDS = 2 * 60;

/**
 * A single-use token that signs `accountId`'s person into the site `organizationId` (decision 063):
 * stored as SHA-256, bound to the site and the account, redeemed once by `redeemHandoff`.
 */
export async function createHandoffToken(
  db: Db | Tx,
  { organizationId, accountId, email }: { organizationId: number; accountId: number; email: string },
): Promise<string> {
  const token = randomToken();
  await crossTenant(db, "a hand-off token is made on the platform for one of the person's sites")
    .insert(platformTokens)
    .values({
      kind: "handoff",
      token_hash: sha256(token),
      account_id: accountId,
      organization_id: organizationId,
      email,
      expires_at: new Date(Date.now() + HANDOFF_SECONDS * 1000),
    });
  return token;
}

/** The site's address the platform's browser is sent to: scheme and port as the platform was asked. */
export function siteOrigin(slug: string, sitesDomain: string, platformOrigin: string | null): string {
  const origin = platformOrigin ? new URL(platformOrigin) : null;
  const scheme = origin?.protocol === "https:" ? "https" : "http";
  const port = origin?.port ? `:${origin.port}` : "";
  return `${scheme}://${slug}.${sitesDomain}${port}`;
}

export function handoffUrl(siteOriginUrl: string, token: string): string {
  return `${siteOriginUrl}${HANDOFF_PATH}?token=${encodeURIComponent(token)}`;
}

export type RedeemedHandoff = { organizationId: number | null; accountId: number | null; email: string | null };

/**
 * Redeems a hand-off token: ONE update that marks it used while unused and unexpired, so two
 * requests with the same token get one session. Bound to the site it was made for: on another
 * site the token is not found (and not used up). Null: unknown, used, expired or another site's.
 */
export async function redeemHandoff(db: Db, token: string, organizationId: number): Promise<RedeemedHandoff | null> {
  if (!token || token.length > 200) return null;
  const [row] = await crossTenant(db, "a hand-off token is redeemed on the site it was made for")
    .update(platformTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(platformTokens.token_hash, sha256(token)),
        eq(platformTokens.kind, "handoff"),
        eq(platformTokens.organization_id, organizationId),
        isNull(platformTokens.used_at),
        gt(platformTokens.expires_at, sql`now()`),
      ),
    )
    .returning({
      organizationId: platformTokens.organization_id,
      accountId: platformTokens.account_id,
      email: platformTokens.email,
    });
  return row ?? null;
}
