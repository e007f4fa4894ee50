import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";

type HeaderSource = { get(name: string): string | null };

function firstValue(value: string | null): string | null {
  const first = value?.split(",")[0]?.trim();
  return first ? first : null;
}

/**
 * The origin (scheme + host[:port]) the visitor's browser sees for this request. Forwarded
 * headers count only when a proxy is trusted (TRUST_PROXY, derived from TRUSTED_PROXIES); the
 * server has already removed them from any peer not in that list (decision 067); PUBLIC_ORIGIN gives the scheme
 * when it names this very host (a TLS-terminating proxy that does not forward the protocol).
 */
export function requestOrigin(
  headers: HeaderSource,
  url: string,
  env: Pick<Env, "TRUST_PROXY" | "PUBLIC_ORIGIN">,
): string | null {
  const host = (env.TRUST_PROXY && firstValue(headers.get("x-forwarded-host"))) || headers.get("host");
  if (!host) return null;
  let protocol = new URL(url).protocol.replace(/:$/, "");
  const forwardedProto = env.TRUST_PROXY ? firstValue(headers.get("x-forwarded-proto")) : null;
  if (forwardedProto === "http" || forwardedProto === "https") protocol = forwardedProto;
  else if (env.PUBLIC_ORIGIN) {
    const configured = new URL(env.PUBLIC_ORIGIN);
    if (configured.host.toLowerCase() === host.toLowerCase()) protocol = configured.protocol.replace(/:$/, "");
  }
  return `${protocol}://${host}`.toLowerCase();
}

/**
 * The origin every absolute link of a mail starts with (account, booking and live-support mails,
 * order requests): the request's own origin, so a link opens the site on the host and port the
 * visitor used; mails sent later (reminders, replies) use the one stored from that request.
 */
export function mailOrigin(c: Context<AppEnv>): string {
  const origin = requestOrigin(c.req.raw.headers, c.req.url, c.var.services.env) ?? `http://${c.var.tenant.host}`;
  // On the site's custom primary domain (decision 066), whichever of its hosts the request came to.
  const primary = c.var.tenant.primaryHost;
  if (!c.var.tenant.primaryIsCustom || !primary || primary === c.var.tenant.host) return origin;
  const url = new URL(origin);
  return `${url.protocol}//${primary}${url.port ? `:${url.port}` : ""}`;
}

/**
 * For a record stored before its request's origin was: the primary host, with PUBLIC_ORIGIN's
 * scheme and port when it names that host (a guess; the request's own origin is always preferred).
 */
export function storedOriginFallback(host: string, env: Pick<Env, "PUBLIC_ORIGIN">): string {
  const configured = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN) : null;
  const secure = configured ? configured.hostname === host && configured.protocol === "https:" : false;
  const port = configured && configured.hostname === host && configured.port ? `:${configured.port}` : "";
  const scheme = secure || (!host.endsWith("localhost") && !configured) ? "https" : "http";
  return `${scheme}://${host}${port}`;
}

export function isSecureRequest(
  headers: HeaderSource,
  url: string,
  env: Pick<Env, "TRUST_PROXY" | "PUBLIC_ORIGIN">,
): boolean {
  return requestOrigin(headers, url, env)?.startsWith("https://") ?? false;
}

/**
 * The client's IP: behind a trusted proxy, the last X-Forwarded-For entry (the one our proxy
 * appended; earlier entries are whatever the client sent and could be forged to dodge per-IP
 * limits), else the socket's address. Requests without a socket (in-process tests) share "unknown".
 */
/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.toLowerCase().startsWith("::ffff:") ? ip.slice(7) : ip;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
