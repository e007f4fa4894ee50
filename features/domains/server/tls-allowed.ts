import { getConnInfo } from "@hono/node-server/conninfo";
import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../../server/context.ts";
import type { Db } from "../../../server/db/client.ts";
import { domains, organizations, servingDomain } from "../../../server/db/schema/index.ts";
import { crossTenant } from "../../../server/db/tenant-scope.ts";
import type { Env } from "../../../server/env.ts";
import { CACHE_CONTROL } from "../../../server/http/cache-policy.ts";
import { isLoopback } from "../../../server/http/request-origin.ts";

export const TLS_ALLOWED_PATH = "/internal/tls-allowed";

/** Site statuses whose verified custom domains get a certificate (decision 066: a draft's admins need HTTPS too). */
export const CERTIFIED_SITE_STATUSES = ["live", "draft"] as const;

/**
 * May the front door (Caddy's on-demand TLS `ask`) get a certificate for `domain`? Yes for the
 * platform's own host, the hosts of the platform's sites that are not deleted, and verified
 * (active or failing) custom domains of a live or draft site; no for everything else, so nobody
 * can make the front door order certificates for names of their choosing.
 */
export async function tlsAllowed(
  db: Db,
  env: Pick<Env, "PLATFORM_HOST">,
  rawDomain: string | undefined,
): Promise<boolean> {
  const domain = (rawDomain ?? "").trim().toLowerCase().replace(/\.$/, "");
  if (!domain || domain.length > 253 || !/^[a-z0-9.-]+$/.test(domain)) return false;
  if (domain === env.PLATFORM_HOST) return true;
  const [row] = await crossTenant(db, "the front door asks about a host before any site is known")
    .select({ kind: domains.kind, status: organizations.status })
    .from(domains)
    .innerJoin(organizations, eq(organizations.id, domains.organization_id))
    .where(and(eq(domains.host, domain), servingDomain(), ne(organizations.status, "deleted")))
    .limit(1);
  if (!row) return false;
  if (row.kind === "platform") return true;
  return (CERTIFIED_SITE_STATUSES as readonly string[]).includes(row.status);
}

/** Headers a proxy adds: a request through the front door is not the front door asking. */
const PROXIED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded", "via", "x-real-ip"];

/** Only the front door may ask: a loopback (or allow-listed) peer, never a request it proxied. */
export function mayAsk(c: Context<AppEnv>, allow: readonly string[]): boolean {
  if (PROXIED.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No socket: a call made in process (app.request), which nothing outside can make.
    return true;
  }
  if (!address) return true;
  const plain = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  return isLoopback(address) || allow.includes(address) || allow.includes(plain);
}

/** `GET /internal/tls-allowed?domain=` (registered before tenancy, like /healthz): 200 or 404, nothing else. */
export async function tlsAllowedHandler(c: Context<AppEnv>): Promise<Response> {
  const { env, db } = c.var.services;
  c.header("cache-control", CACHE_CONTROL.never);
  if (mayAsk(c, env.TLS_ASK_ALLOW) && (await tlsAllowed(db, env, c.req.query("domain")))) {
    return c.json({ allowed: true }, 200);
  }
  return c.json({ error: "Not found" }, 404);
}
