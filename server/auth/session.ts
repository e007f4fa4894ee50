import type { Services } from "../context.ts";
import { hasSessionCookie } from "../../shared/session-cookie.ts";
import { SESSION_ABSOLUTE_MS, type Auth } from "./auth.ts";
import { isSecureRequest } from "../middleware/request-origin.ts";

export type AuthSession = Auth["$Infer"]["Session"];

export function carriesCredentials(headers: Headers): boolean {
  return hasSessionCookie(headers.get("cookie")) || /^bearer\s+\S/i.test(headers.get("authorization") ?? "");
}

/**
 * The session of a request (cookie or bearer token) on the site of `organizationId`, or null. Sessions older than the absolute
 * lifetime are deleted even when their sliding expiry was refreshed. `setCookie` carries a
 * refreshed cookie to forward to the browser.
 */
export async function readSession(
  services: Services,
  organizationId: number,
  headers: Headers,
  url: string,
): Promise<{ session: AuthSession | null; setCookie: string[] }> {
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
  if (!session) return { session: null, setCookie: result.headers.getSetCookie() };
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
