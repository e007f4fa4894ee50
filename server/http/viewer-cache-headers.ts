import type { MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../shared/rules/session-cookie.ts";
import type { AppEnv } from "../context.ts";
import { CACHE_CONTROL } from "./cache-policy.ts";

/** What a shared cache must never keep: anything answered to a session or a token. */
export const PRIVATE_CACHE_CONTROL = CACHE_CONTROL.viewer;

/** The request headers that make one viewer's answer differ from another's. */
export const VIEWER_VARY = ["Cookie", "Authorization"] as const;

/** Whether the request carries credentials (a session cookie or any Authorization header). */
export function sentCredentials(headers: { get(name: string): string | null }): boolean {
  return hasSessionCookie(headers.get("cookie")) || headers.get("authorization") !== null;
}

/** `vary` with `names` added (case-insensitively, once each); `*` stays `*`. */
export function mergeVary(vary: string | null, names: readonly string[]): string {
  const current = (vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (current.includes("*")) return "*";
  const lower = new Set(current.map((name) => name.toLowerCase()));
  for (const name of names) if (!lower.has(name.toLowerCase())) current.push(name);
  return current.join(", ");
}

/**
 * The one place that keeps signed-in answers out of shared caches (decision 030):
 * every page or API response to a request with a session cookie or a bearer token gets
 * `Cache-Control: private, no-store` (whatever the handler said), and every GET/HEAD of a page or
 * of the API gets `Vary: Cookie, Authorization` — an anonymous page too, since a signed-in viewer
 * gets other bytes at the same address. Mounted after static files (assets are the same for
 * everyone) and skipped for gallery images, which no viewer changes.
 */
export function viewerCacheHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith("/media/")) return;
    if (sentCredentials(c.req.raw.headers)) c.header("cache-control", PRIVATE_CACHE_CONTROL);
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      c.header("vary", mergeVary(c.res.headers.get("vary"), VIEWER_VARY));
    }
  };
}
