import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isKnownLocale, localizePath, type Locale } from "../../../../../shared/i18n/locales.ts";
import type { AppEnv } from "../../../../../server/context.ts";
import { searchSite } from "../../domain/search/search-site.ts";
import type { RateRule } from "../../../../../server/http/rate-limit.ts";
import { limitPerIp } from "../../../../../server/api/auth/http.ts";
import { createApiRouter } from "../../../../../server/api/openapi-app.ts";
import { searchAnswerSchema, searchQuerySchema } from "./search.schemas.ts";
import { errorSchema, json } from "../../../../../server/api/openapi-parts.ts";

/** 60 searches a minute from one address: a person typing (the UI debounces) stays far below. */
export const SEARCH_RATE_LIMIT: RateRule = { name: "search:ip", limit: 60, windowMs: 60_000 };

/** The request's language when the site supports it, else the site's default. */
export function siteLocale(c: Context<AppEnv>, locale: string | undefined): Locale {
  const { supportedLocales, defaultLocale } = c.var.tenant.settings;
  return isKnownLocale(locale) && supportedLocales.includes(locale) ? locale : defaultLocale;
}

/** A site path in `locale` (the default language has no prefix). */
export function localizedUrl(c: Context<AppEnv>, path: string, locale: Locale): string {
  return localizePath(path, locale, c.var.tenant.settings);
}

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  tags: ["Search"],
  summary: "Search the site: pages, posts, knowledge-base articles and FAQs of this organization, in one language",
  description:
    "Full-text search with the language's stemming (PostgreSQL text-search configuration; `simple` for languages without one, Japanese and Chinese cut into two-character pieces), ranked (title words weigh more), the matched words marked in `snippet` (plain-text segments, never HTML). When full text finds nothing, titles within a typo of the query are answered (pg_trgm). Scheduled posts appear from their publish time. Rate limit: 60 per minute per IP.",
  request: { query: searchQuerySchema },
  responses: {
    200: json(searchAnswerSchema, "The results, best first (at most `limit`, default 10)"),
    400: json(errorSchema, "q is missing, blank or longer than 200 characters"),
    429: json(errorSchema, "Too many searches from this address"),
  },
});

export const searchRouter = createApiRouter().openapi(searchRoute, async (c) => {
  const { q, locale: wanted, limit = 10 } = c.req.valid("query");
  await limitPerIp(c, SEARCH_RATE_LIMIT);
  const locale = siteLocale(c, wanted);
  const hits = await searchSite({
    db: c.var.services.db,
    organizationId: c.var.tenant.id,
    locale,
    query: q,
    limit,
    source: c.var.tenant.settings.defaultLocale,
  });
  // Answers change with every content edit and with the clock (scheduled posts): not stored.
  return c.json(
    {
      query: q,
      results: hits.map((hit) => ({
        kind: hit.kind,
        id: hit.id,
        title: hit.title,
        url: localizedUrl(c, hit.url, locale),
        snippet: hit.snippet,
        rank: hit.rank,
        // The language of the title or snippet shown untranslated (absent when none is).
        fallback: hit.fallback,
      })),
    },
    200,
  );
});
