import type { MiddlewareHandler } from "hono";
import { readSession } from "../auth/session.ts";
import type { AppEnv } from "../context.ts";

/**
 * Resolves the session once per request (cookie or bearer token) for API handlers and page
 * loaders, and forwards a refreshed session cookie (sliding expiry) to the browser.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { session, setCookie, foreign } = await readSession(
      c.var.services,
      c.var.tenant.id,
      c.req.raw.headers,
      c.req.url,
    );
    c.set("session", session);
    c.set("credentialsRefused", foreign === true);
    await next();
    if (setCookie.length > 0 && !c.res.headers.has("set-cookie")) {
      for (const cookie of setCookie) c.res.headers.append("set-cookie", cookie);
    }
  };
}
