import type { Services } from "../context.ts";
import { and, inArray, ne } from "drizzle-orm";
import { parse as parseCookies } from "hono/utils/cookie";
import { AUTH_COOKIE_PREFIX, hasSessionCookie } from "../../shared/rules/session-cookie.ts";
import { sessions } from "../db/schema/index.ts";
import { crossTenant } from "../db/tenant-scope.ts";
import { SESSION_ABSOLUTE_MS, type Auth } from "./auth.ts";
import { isSecureRequest } from "../http/request-origin.ts";

export type AuthSession = Auth["$Infer"]["Session"];

export function carriesCredentials(headers: Headers): boolean {
  return hasSessionCookie(headers.get("cookie")) || /^bearer\s+\S/i.test(headers.get("authorization") ?? "");
}

/**
 * The session tokens a request presents (cookie and bearer), without their signature: Better Auth
 * signs them as `token.signature`, and a token itself has no dot.
 */
function presentedTokens(headers: Headers): string[] {
  const values: string[] = [];
  // Hono's cookie parser: names and values as RFC 6265 allows them, values percent-decoded.
  for (const [name, value] of Object.entries(parseCookies(headers.get("cookie") ?? ""))) {
    if (/(^|\.)session_token$/.test(name) && name.includes(AUTH_COOKIE_PREFIX)) values.push(value);
  }
  const bearer = /^bearer\s+(\S+)/i.exec(headers.get("authorization") ?? "");
  if (bearer) {
    try {
      values.push(decodeURIComponent(bearer[1]!));
    } catch {
      // broken percent-encoding: no token
    }
  }
  return values.map((value) => value.split(".")[0]!).filter((token) => /^[A-Za-z0-9_-]{16,256}$/.test(token));
}

/**
 * Whether the request presents a live session of another organization: such credentials are
 * refused (401) rather than taken for a visitor's (decision 013). An ended session is not foreign.
 */
async function presentsForeignSession(services: Services, organizationId: number, headers: Headers) {
  const tokens = presentedTokens(headers);
  if (tokens.length === 0) return false;
  const [row] = await crossTenant(
    services.db,
    "a session token presented on one site is looked up on every site, to refuse another site's session",
  )
    .select({ organizationId: sessions.organizationId })
    .from(sessions)
    .where(and(inArray(sessions.token, tokens), ne(sessions.organizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The session of a request (cookie or bearer token) on the site of `organizationId`, or null;
 * `foreign` when the credentials are a session of another site. Sessions older than the absolute
 * lifetime are deleted even when their sliding expiry was refreshed. `setCookie` carries a
 * refreshed cookie to forward to the browser.
 */
export async function readSession(
  services: Services,
  organizationId: number,
  headers: Headers,
  url: string,
): Promise<{ session: AuthSession | null; setCookie: string[]; foreign?: boolean }> {
  if (!carriesCredentials(headers)) return { session: null, setCookie: [] };
  const auth = await services.auth.get(isSecureRequest(headers, url, services.env));
  let result: { headers: Headers; response: AuthSession | null };
  try {
    result = await auth.api.getSession({ headers, returnHeaders: true });
  } catch (error) {
    services.logger.warn({ err: error }, "session lookup failed");
    return { session: null, setCookie: [] };
  }
  const session = result.response;
  if (!session) {
    const foreign = await presentsForeignSession(services, organizationId, headers);
    return { session: null, setCookie: foreign ? [] : result.headers.getSetCookie(), foreign };
  }
  // The adapter already confines lookups to the organization; a session of another site is none here.
  if (session.session.organizationId !== organizationId || session.user.organizationId !== organizationId) {
    return { session: null, setCookie: [] };
  }
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(session.session.token);
    return { session: null, setCookie: [] };
  }
  return { session, setCookie: result.headers.getSetCookie() };
}
