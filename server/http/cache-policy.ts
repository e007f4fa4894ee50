import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/** The Cache-Control values the server sends, by what they mean. */
export const CACHE_CONTROL = {
  /** One request's answer: no browser or proxy keeps it. */
  never: "no-store",
  /** One viewer's data: never in a shared cache, nor kept by the browser. */
  viewer: "private, no-store",
  /** A cached page: browsers revalidate it (by ETag), so a later sign-in is never hidden by an old copy. */
  revalidate: "no-cache",
  /** Files whose address changes with their content (hashed assets, gallery variants). */
  immutable: "public, max-age=31536000, immutable",
  /** Public files whose address stays (favicon, robots of the build). */
  hour: "public, max-age=3600",
} as const;

type Rule = { group: string; methods: "reads" | "writes"; paths: readonly string[]; cacheControl: string };

/**
 * Cache-Control of API answers, declared per route group (paths as the OpenAPI document writes
 * them, under /api). Applied by `apiCacheHeaders` to every answer of the group that is not a
 * refusal (a 4xx or 5xx says nothing worth keeping, and an anonymous refusal is not made private:
 * decision 030), unless the handler set its own: a few answers depend on what they hold (the anonymous banner
 * list may be kept a minute, a conversation image an hour by its viewer). Reads not listed are
 * public site content (posts, help center, sections, menus) and carry no header; a signed-in
 * viewer's answers are made private by `viewerCacheHeaders` whatever this table says.
 */
export const API_CACHE_RULES: readonly Rule[] = [
  {
    group: "visitor reads that change with every request (free times, search, availability, the assistant)",
    methods: "reads",
    paths: [
      "/meetings/slots",
      "/search",
      "/conversations/availability",
      "/conversations/{id}/messages/{message_id}/image",
      "/assistant",
      "/auth/verify-email",
      // The platform host answers all of its API with no-store (features/platform/server/platform-app.ts).
      "/platform/*",
    ],
    cacheControl: CACHE_CONTROL.never,
  },
  {
    group: "editor, admin and account reads: one viewer's data",
    methods: "reads",
    paths: [
      "/admin/*",
      "/ai/*",
      "/canned-replies",
      "/conversations",
      "/conversations/assignees",
      "/conversations/summary",
      "/conversations/{id}",
      "/cookies/consent",
      "/heroes/{id}",
      "/me",
      "/media",
      "/media/{id}/usage",
      "/meeting-types",
      "/meetings/bookings/{id}",
      "/menu-items",
      "/metrics",
      "/orders",
      "/organizations/*",
      "/page-layout",
      "/pages/slug-available",
      "/profiles",
      "/revisions",
      "/site-map",
      "/site/launch-checklist",
      "/template-heading-sections/{id}",
      "/template-sections/{id}",
    ],
    cacheControl: CACHE_CONTROL.viewer,
  },
  {
    group:
      "the platform host's reads (decision 061): one platform account's data; its app sends no-store on every API answer",
    methods: "reads",
    paths: ["/platform/*", "/operator/*"],
    cacheControl: CACHE_CONTROL.never,
  },
  {
    group: "every write: its answer is one request's result (sessions, bookings, tokens)",
    methods: "writes",
    paths: ["/*"],
    cacheControl: CACHE_CONTROL.never,
  },
];

const READS = new Set(["GET", "HEAD"]);

/** `/a/{id}/b` → /^\/api\/a\/[^/]+\/b$/ ; a trailing `/*` takes every path under its prefix. */
function pattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .replace(/[.+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{[^}]+\}/g, "[^/]+")
      .replace(/\/\*$/, "(?:/.*)?"),
  );
  return new RegExp(`^/api(?:${alternatives.join("|")})$`);
}

const compiled = API_CACHE_RULES.map((rule) => ({ ...rule, test: pattern(rule.paths) }));

/** The Cache-Control the table declares for an API request, or null (public content: none). */
export function apiCacheControl(method: string, path: string): string | null {
  const reads = READS.has(method);
  for (const rule of compiled) {
    if ((rule.methods === "reads") === reads && rule.test.test(path)) return rule.cacheControl;
  }
  return null;
}

/** Applies the table to every /api answer below 400 that has no Cache-Control of its own. */
export function apiCacheHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 || c.res.headers.has("cache-control")) return;
    const value = apiCacheControl(c.req.method, c.req.path);
    if (value) c.header("cache-control", value);
  };
}
