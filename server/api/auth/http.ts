import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { pickLocale, type AccountRequest } from "../../domain/accounts/account-request.ts";
import { AppError } from "../../errors.ts";
import { clientIp, isLoopback, isSecureRequest, mailOrigin } from "../../http/request-origin.ts";
import type { RateRule, Taken } from "../../http/rate-limit.ts";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";

/** The account use cases' view of a request: the organization is always the host's. */
export function accountRequest(c: Context<AppEnv>, locale?: string | null): AccountRequest {
  const { env } = c.var.services;
  return {
    services: c.var.services,
    tenant: c.var.tenant,
    origin: mailOrigin(c),
    secure: isSecureRequest(c.req.raw.headers, c.req.url, env),
    ip: ipOf(c),
    locale: pickLocale(c.var.tenant, locale),
  };
}

export function ipOf(c: Context<AppEnv>): string {
  return clientIp(c, c.var.services.env.TRUST_PROXY);
}

export async function limit(c: Context<AppEnv>, rule: RateRule, id: string): Promise<void> {
  await c.var.services.rateLimiter.consume(rule, id);
}

/**
 * Counts one request against a per-address `rule` (429 past its limit); the answer gives it back
 * when it should not count after all. Loopback addresses are not limited (decision 015): they are
 * the machine itself or a proxy in front of it that TRUST_PROXY does not name, and counting them
 * would turn a per-visitor limit into one for the whole site.
 */
export async function limitPerIp(c: Context<AppEnv>, rule: RateRule): Promise<Taken | null> {
  const ip = ipOf(c);
  if (isLoopback(ip)) return null;
  return c.var.services.rateLimiter.consume(rule, ip);
}

/** Account answers are personal: never stored by a browser or proxy cache. */
export function withCookies(c: Context<AppEnv>, setCookie: string[]): void {
  for (const cookie of setCookie) c.header("set-cookie", cookie, { append: true });
}

export function requireSession(c: Context<AppEnv>) {
  const session = c.var.session;
  if (!session) throw new AppError("unauthorized", AUTH_MESSAGES.noActiveSession, { code: "no_session" });
  return session;
}
