import type { MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../shared/rules/session-cookie.ts";
import type { AppEnv } from "../context.ts";
import { requestOrigin } from "./request-origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard (ASVS 5.0 §3.5): a state-changing request that carries the
 * session cookie must come from a page of this very origin, whatever its content type (forms and
 * text/plain bodies included). Requests without the cookie (bearer-token clients) carry no
 * ambient authority and pass.
 */
export function originCheck<E extends { Variables: Pick<AppEnv["Variables"], "services" | "logger"> } = AppEnv>(
  /** Whether the request carries the cookie that gives it authority (the platform has its own). */
  carriesSession: (cookieHeader: string | undefined) => boolean = hasSessionCookie,
): MiddlewareHandler<E> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !carriesSession(c.req.header("cookie"))) return next();
    const expected = requestOrigin(c.req.raw.headers, c.req.url, c.var.services.env);
    const claimed = originOf(c.req.header("origin")) ?? originOf(c.req.header("referer"));
    if (!expected || claimed !== expected) {
      c.var.logger.warn(
        { origin: c.req.header("origin"), referer: c.req.header("referer"), expected },
        "cross-site request refused",
      );
      return c.json({ error: "Cross-site request refused" }, 403);
    }
    return next();
  };
}

/**
 * Whether a page request is a form action sent from another site: React Router's own check of a
 * page action (its Origin, when there is one, must be the request's own origin), made before React
 * Router so that the refusal is a readable page and a one-line warning instead of a thrown error
 * with its stack trace in the log.
 */
export function isCrossSiteAction(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}
