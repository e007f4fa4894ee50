import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";
import { consentChoiceIn } from "../../shared/rules/cookie-consent.ts";
import { suggestionCookies } from "../../shared/i18n/language-suggestion.ts";
import { hasSessionCookie } from "../../shared/rules/session-cookie.ts";
import { PageCache } from "../page-cache.ts";
import { acceptsGzip } from "./accept-encoding.ts";
import { pageCacheSite } from "./request-host.ts";
import { bodyChunksWith, gzipWith, policyWith } from "./nonce-template.ts";
import { HSTS, SECURITY_HEADERS, createNonce, wantsHsts } from "./security-headers.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Node's header object seen through `get`, as the Fetch API's Headers are. */
function headerSource(req: IncomingMessage): { get(name: string): string | null } {
  return {
    get(name) {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}

/**
 * The hot path of the platform: an anonymous GET of a page already rendered is answered from
 * memory before Hono or React Router see it. Everything else goes to `next`.
 */
export function withPageCache(
  cache: PageCache,
  { trustProxy, publicOrigin, logger }: { trustProxy: boolean; publicOrigin?: string; logger: Logger },
  next: Listener,
): Listener {
  const logRequests = logger.isLevelEnabled("info");
  const hsts = { publicOrigin, trustProxy };
  // With an HTTPS public origin every answer carries HSTS: decided once, not per hit.
  const baseHeaders = wantsHsts(hsts, undefined)
    ? { ...SECURITY_HEADERS, "strict-transport-security": HSTS }
    : SECURITY_HEADERS;
  const hstsPerRequest = baseHeaders === SECURITY_HEADERS && trustProxy;
  const secureOrigin = publicOrigin?.startsWith("https:") ?? false;
  const siteOptions = { trustProxy, publicOrigin };
  return (req, res) => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next(req, res);
    const url = req.url ?? "/";
    if (url.includes("?") || hasSessionCookie(req.headers.cookie) || req.headers.authorization) return next(req, res);
    const site = pageCacheSite(headerSource(req), siteOptions);
    if (!site) return next(req, res);
    const key = PageCache.key(site, url, consentChoiceIn(req.headers.cookie) !== null);
    const entry = cache.get(key);
    if (!entry) return next(req, res);

    const started = logRequests ? performance.now() : 0;
    const requestId = randomUUID();
    // The entry's own headers come last. A page with scripts gets its policy below, with a nonce
    // drawn for this response (decision 030); one without keeps the stored policy.
    const headers: Record<string, string | number | string[]> = {
      ...baseHeaders,
      ...entry.headers,
      etag: entry.etag,
      "x-cache": "HIT",
      "x-request-id": requestId,
    };
    const log = (status: number) => {
      if (!logRequests) return;
      const duration_ms = Math.round((performance.now() - started) * 100) / 100;
      logger.info(
        { request_id: requestId, method: req.method, path: url, host: site, status, duration_ms, cache: "hit" },
        "request",
      );
    };
    if (hstsPerRequest && wantsHsts(hsts, req.headers["x-forwarded-proto"]))
      headers["strict-transport-security"] = HSTS;
    // The language suggestion (spec public-site §4) is per request: the cached page is everyone's.
    const acceptLanguage = req.headers["accept-language"];
    if (acceptLanguage && entry.language) {
      const https = secureOrigin || (trustProxy && wantsHsts(hsts, req.headers["x-forwarded-proto"]));
      const cookies = suggestionCookies({ acceptLanguage, cookie: req.headers.cookie }, entry.language, https);
      if (cookies.length > 0) headers["set-cookie"] = cookies;
    }
    if (req.headers["if-none-match"] === entry.etag) {
      // The browser keeps the policy stored with its own copy: a new nonce here would not match its body.
      if (entry.template) delete headers["content-security-policy"];
      res.writeHead(304, headers);
      res.end();
      return log(304);
    }
    const { template } = entry;
    let chunks: Buffer[];
    let gzip: boolean;
    if (template) {
      // A nonce of this response alone, in the policy and in every place of the page (decision 030).
      const nonce = createNonce();
      const bytes = Buffer.from(nonce, "latin1");
      headers["content-security-policy"] = policyWith(template, nonce);
      const zipped =
        template.deflated && acceptsGzip(req.headers["accept-encoding"]) ? gzipWith(template, bytes) : null;
      gzip = zipped !== null;
      if (!zipped) cache.withPlain(key, entry);
      // Only the short pieces around the nonces are copied; the long stretches go out as stored.
      chunks = zipped ? [zipped] : bodyChunksWith(template, bytes);
    } else {
      gzip = entry.gzip !== undefined && acceptsGzip(req.headers["accept-encoding"]);
      if (!gzip) cache.withPlain(key, entry);
      chunks = [gzip ? entry.gzip! : entry.body!];
    }
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = chunks.reduce((total, chunk) => total + chunk.length, 0);
    res.writeHead(entry.status, headers);
    if (req.method === "HEAD") res.end();
    else {
      // Corked: the few chunks leave in one write (end uncorks).
      res.cork();
      for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
      res.end(chunks[chunks.length - 1]);
    }
    log(entry.status);
  };
}
