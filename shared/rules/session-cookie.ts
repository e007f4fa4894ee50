/** Better Auth's cookie prefix; the session cookie is `tessera.session_token` (`__Secure-` over HTTPS). */
export const AUTH_COOKIE_PREFIX = "tessera";

/** Whether a Cookie header carries a session: such requests never read or fill the page cache. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return typeof cookieHeader === "string" && cookieHeader.includes(`${AUTH_COOKIE_PREFIX}.session_token=`);
}
