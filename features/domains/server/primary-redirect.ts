import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../server/context.ts";
import { requestHost, visitorSchemeAndPort } from "../../../server/http/request-host.ts";
import { REALTIME_PATH } from "../../../shared/realtime/realtime-protocol.ts";
import { HANDOFF_PATH } from "../../platform/shared/paths.ts";

/**
 * Paths that answer on every host of a site: the API and the real-time socket (an editor open on
 * another host keeps working), the platform's hand-off (its link names the host it signs into),
 * gallery files, and the internal and health paths.
 */
const EVERY_HOST = [/^\/api(\/|$)/, /^\/internal\//, /^\/media\//, /^\/healthz$/, /^\/readyz$/, /^\/_tessera\//];

/** Whether a request to `path` with `method` is a page view that moves to the primary host. */
export function redirectsToPrimary(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (path === REALTIME_PATH || path === HANDOFF_PATH) return false;
  return !EVERY_HOST.some((pattern) => pattern.test(path));
}

/**
 * One address per site (decision 066): a page asked on any other host of the site — its
 * `{slug}.{SITES_DOMAIN}` address, the demo's hosts, `www` beside the apex — answers 301 to the
 * same path and query on the primary host, with the scheme and port the visitor used. Only page
 * views (GET/HEAD) move: a form post or an API call is never turned into a GET elsewhere.
 */
export function primaryRedirect(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenant = c.var.tenant;
    const primary = tenant.primaryHost;
    // Only a custom primary gathers the site's hosts: without one, its hosts all serve (the demo's
    // localhost and 127.0.0.1, say), as before custom domains.
    if (!tenant.primaryIsCustom || !primary || primary === tenant.host) return next();
    if (!redirectsToPrimary(c.req.method, c.req.path)) return next();
    const { env } = c.var.services;
    // The host as the visitor asked for it (the tenant's own is the same name, normalized).
    if (requestHost(c.req.raw.headers, env.TRUST_PROXY) === primary) return next();
    const { protocol, port } = visitorSchemeAndPort(c.req.raw.headers, env.TRUST_PROXY);
    const url = new URL(c.req.url);
    c.header("cache-control", "public, max-age=300");
    return c.redirect(`${protocol}://${primary}${port}${url.pathname}${url.search}`, 301);
  };
}
