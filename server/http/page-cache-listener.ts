import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logger.ts";
import { suggestionCookies } from "../../shared/language-suggestion.ts";
import { hasSessionCookie } from "../../shared/session-cookie.ts";
import { PageCache } from "../page-cache.ts";
import { normalizeHost } from "../tenancy/normalize-host.ts";
import { acceptsGzip } from "./accept-encoding.ts";
import { HSTS, SECURITY_HEADERS, wantsHsts } from "./security-headers.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

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
  return (req, res) => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next(req, res);
    const url = req.url ?? "/";
    if (url.includes("?") || hasSessionCookie(req.headers.cookie) || req.headers.authorization) return next(req, res);
    const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
    const host = normalizeHost((Array.isArray(forwarded) ? forwarded[0] : forwarded) || req.headers.host);
    if (!host) return next(req, res);
    const entry = cache.get(PageCache.key(host, url));
    if (!entry) return next(req, res);

    const started = logRequests ? performance.now() : 0;
    const requestId = randomUUID();
    // The entry's own headers come last: its Content-Security-Policy holds the nonce of the
    // scripts in its body (decision 014), stored when the page was rendered.
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
        { request_id: requestId, method: req.method, path: url, host, status, duration_ms, cache: "hit" },
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
      res.writeHead(304, headers);
      res.end();
      return log(304);
    }
    const gzip = entry.gzip !== undefined && acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? entry.gzip! : entry.body;
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    log(entry.status);
  };
}
