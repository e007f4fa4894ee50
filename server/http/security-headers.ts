import { createHash, randomFillSync } from "node:crypto";
import { EARLY_DISMISSAL_SCRIPT } from "../../shared/rules/banners.ts";
import { EARLY_CLICKS_SCRIPT } from "../../shared/browser/early-clicks.ts";

/**
 * Sent with every response, cached pages included. The Content-Security-Policy here is the one
 * for responses that are not React Router documents (API, assets, the plain "no site" and error
 * pages): none of them runs a script. Documents get `pageContentSecurityPolicy` instead, with the
 * nonce of their own inline scripts (decision 014).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "content-security-policy": "script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
};

/** One year, subdomains included (decision 014); sent only when the public origin is HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Random bytes drawn 4 KB at a time: a cache hit takes a nonce too, and one draw per hit costs more. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/** A fresh nonce per rendered document and per cache hit: 128 random bits, never reused. */
export function createNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + 16);
  poolOffset += 16;
  return nonce;
}

/**
 * The policy of a rendered page, in the form Google's CSP evaluator rates strict: scripts run only
 * with the page's nonce, and what they load runs too ('strict-dynamic'). `https:` and
 * 'unsafe-inline' are ignored by every browser that knows 'strict-dynamic' and nonces (CSP 3);
 * they keep older browsers working instead of breaking the page. Styles are not restricted: the
 * theme and rich text use inline style attributes.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' ${INLINE_SCRIPT_HASHES} 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`;
}

/**
 * Inline scripts our components write themselves (not React Router's): allowed by their hash, a
 * constant, so they need no nonce (components have none) and a cached page stays valid.
 */
const INLINE_SCRIPT_HASHES = [EARLY_DISMISSAL_SCRIPT, EARLY_CLICKS_SCRIPT]
  .map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`)
  .join(" ");

/**
 * Whether a response should carry HSTS: the configured public origin is HTTPS, or, behind a proxy
 * we trust, the request reached the proxy over HTTPS. A browser ignores the header over plain
 * HTTP, so a request to an HTTPS origin that arrives without the proxy's header loses nothing.
 */
export function wantsHsts(
  options: { publicOrigin: string | undefined; trustProxy: boolean },
  forwardedProto: string | string[] | null | undefined,
): boolean {
  if (options.publicOrigin?.startsWith("https:")) return true;
  if (!options.trustProxy || !forwardedProto) return false;
  // The proxy nearest the client is first in a list (`https, http`).
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0]! : forwardedProto).split(",")[0]!.trim();
  return first.toLowerCase() === "https";
}
