import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { AppError } from "../errors.ts";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MINUTE = 60_000;

export const WRITE_LIMIT_MESSAGE = "Too many changes in a minute. Wait a moment and try again.";

/**
 * Writes of a signed-in account (POST/PUT/PATCH/DELETE under /api), at most `WRITE_LIMIT_PER_MINUTE`
 * a minute per account and organization, counted in the shared rate-limit store (database or
 * Redis: every instance sees the same count, decision 015). Unlike the per-IP limits there is no
 * loopback exemption: the account is the same wherever it writes from (decision 030). Past the
 * limit: 429 `{ error }` with Retry-After. Anonymous writes are left to their own per-IP limits.
 */
export function writeLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.var.session;
    if (session && WRITE_METHODS.has(c.req.method) && (c.req.path === "/api" || c.req.path.startsWith("/api/"))) {
      const { env, rateLimiter } = c.var.services;
      const rule = { name: "write:account", limit: env.WRITE_LIMIT_PER_MINUTE, windowMs: MINUTE };
      try {
        await rateLimiter.consume(rule, `${c.var.tenant.id}:${session.user.id}`);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
        c.var.logger.warn({ event: "write_limited", user_id: session.user.id }, "write limit reached");
        throw new AppError("rate_limited", WRITE_LIMIT_MESSAGE, error.details);
      }
    }
    return next();
  };
}
