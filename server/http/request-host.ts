import { normalizeHost } from "../tenancy/normalize-host.ts";

/** The host the visitor asked for: X-Forwarded-Host only when TRUST_PROXY says a proxy sets it. */
export function requestHost(headers: { get(name: string): string | null }, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get("x-forwarded-host") : null;
  return normalizeHost(forwarded || headers.get("host"));
}
