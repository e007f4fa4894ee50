import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../../../server/db/client.ts";
import { domains, platformTokens, servingDomain } from "../../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";
import { sha256 } from "../platform-session.ts";
import { createHandoffToken, handoffUrl } from "./handoff-token.ts";

/** How the platform was reached: its scheme and port carry over to the links it makes. */
export type PlatformOrigin = { protocol: "http:" | "https:"; port: string };

/** The scheme and port of a request to the platform (the host is always PLATFORM_HOST). */
export function platformOriginOf(url: string, hostHeader: string | undefined): PlatformOrigin {
  const protocol = new URL(url).protocol === "https:" ? "https:" : "http:";
  const port = /:(\d{1,5})$/.exec(hostHeader ?? "")?.[1] ?? "";
  return { protocol, port };
}

export const originFor = (host: string, { protocol, port }: PlatformOrigin) =>
  `${protocol}//${host}${port ? `:${port}` : ""}`;

/** The site's primary host (the first when none is marked primary), or null. */
export async function siteHost(db: Db, organizationId: number): Promise<string | null> {
  const [row] = await crossTenant(db, "the platform builds links to a site's host")
    .select({ host: domains.host })
    .from(domains)
    .where(and(eq(domains.organization_id, organizationId), servingDomain()))
    .orderBy(desc(domains.is_primary), domains.host)
    .limit(1);
  return row?.host ?? null;
}

/**
 * A one-time hand-off into a site (decision 063's token): its link on the site's primary host, with
 * the scheme and port the platform was reached by. Redeemed on the site at HANDOFF_PATH.
 */
export async function createHandoff(
  tx: Db,
  input: { organizationId: number; accountId: number; email: string; origin: PlatformOrigin },
): Promise<string> {
  const token = await createHandoffToken(tx, input);
  const host = await siteHost(tx, input.organizationId);
  if (!host) throw new Error(`site ${input.organizationId} has no host`);
  return handoffUrl(originFor(host, input.origin), token);
}

/** Whether a platform token of `kind` is still unredeemed and unexpired (for messages only; redeeming decides). */
export async function tokenRow(db: Db, kind: "invitation" | "handoff", token: string) {
  const [row] = await crossTenant(db, "platform tokens are looked up by their hash")
    .select()
    .from(platformTokens)
    .where(and(eq(platformTokens.kind, kind), eq(platformTokens.token_hash, sha256(token))))
    .limit(1);
  return row;
}
