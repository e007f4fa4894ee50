import { normalizeHost } from "../tenancy/normalize-host.ts";

/**
 * The host the visitor asked for: X-Forwarded-Host only when a proxy is trusted (`trustProxy`,
 * TRUSTED_PROXIES set); the server has removed it from requests of any other peer (decision 067).
 */
export function requestHost(headers: { get(name: string): string | null }, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get("x-forwarded-host") : null;
  return normalizeHost(forwarded || headers.get("host"));
}

const first = (value: string | null | undefined) => value?.split(",")[0]?.trim() || null;

/**
 * The scheme and port a visitor's browser used, as absolute URLs write them (`http`, `:3917`; the
 * scheme's default port is written as nothing). From the forwarded headers only when TRUST_PROXY
 * says a proxy sets them; this server itself speaks plain HTTP.
 */
export function visitorSchemeAndPort(
  headers: { get(name: string): string | null },
  trustProxy: boolean,
): { protocol: "http" | "https"; port: string } {
  const proto = trustProxy ? first(headers.get("x-forwarded-proto"))?.toLowerCase() : null;
  const protocol = proto === "https" ? "https" : "http";
  const host = (trustProxy ? first(headers.get("x-forwarded-host")) : null) || first(headers.get("host")) || "";
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  const fallback = protocol === "https" ? "443" : "80";
  return { protocol, port: port && Number(port) !== Number(fallback) ? `:${Number(port)}` : "" };
}

/**
 * The part of the page cache's key that names the site as its pages write it (
 * decision 030): the host, and — without PUBLIC_ORIGIN, when absolute URLs follow the request —
 * the scheme and port too, so that a page rendered for `host:3917` is never sent to `host`.
 */
export function pageCacheSite(
  headers: { get(name: string): string | null },
  options: { trustProxy: boolean; publicOrigin?: string },
): string | null {
  const host = requestHost(headers, options.trustProxy);
  if (!host || options.publicOrigin) return host;
  const { protocol, port } = visitorSchemeAndPort(headers, options.trustProxy);
  return `${protocol}://${host}${port}`;
}
