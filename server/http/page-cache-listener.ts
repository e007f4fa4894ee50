import type { IncomingMessage, ServerResponse } from "node:http";
import { hasSessionCookie } from "../../shared/session-cookie.ts";
import { PageCache } from "../page-cache.ts";
import { normalizeHost } from "../tenancy/normalize-host.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The hot path of the platform: an anonymous GET of a page already rendered is answered from
 * memory before Hono or React Router see it. Everything else goes to `next`.
 */
export function withPageCache(cache: PageCache, trustProxy: boolean, next: Listener): Listener {
  return (req, res) => {
    if (!cache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return next(req, res);
    const url = req.url ?? "/";
    if (url.includes("?") || hasSessionCookie(req.headers.cookie)) return next(req, res);
    const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
    const host = normalizeHost((Array.isArray(forwarded) ? forwarded[0] : forwarded) || req.headers.host);
    if (!host) return next(req, res);
    const entry = cache.get(PageCache.key(host, url));
    if (!entry) return next(req, res);

    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      ...entry.headers,
      etag: entry.etag,
      "x-cache": "HIT",
    };
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? entry.gzip! : entry.body;
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
