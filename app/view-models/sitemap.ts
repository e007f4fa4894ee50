import type { Locale } from "../../shared/i18n/locales.ts";

/**
 * `translated`: the languages the address's main content is translated into (decision 069); the
 * address is listed in the default language and those only. Absent: every language (the blog).
 */
export type SitemapPath = { path: string; lastmod: string; translated?: readonly string[] };

type IndexLike = {
  entries: { slug: string; updatedAt: string; publishAt?: string | null }[];
  sectionPaths: { path: string; updatedAt: string }[];
  policies: { kind: string; updatedAt: string }[];
  translated?: Record<string, readonly string[]>;
};

/** The languages a page is announced in: the default one, and those its main content is translated into. */
export function announcedLocales<L extends string>(
  locales: readonly L[],
  defaultLocale: L,
  translated: readonly string[] | undefined,
): L[] {
  return locales.filter((locale) => locale === defaultLocale || !translated || translated.includes(locale));
}

const POLICY_PATH: Record<string, string> = {
  privacy_policy: "/privacy-policy",
  cookie_policy: "/cookie-policy",
};

/**
 * The unprefixed addresses of a site with content: home, pages, posts, the blog and policies.
 * Pages and posts scheduled after `now` are left out (with their sections' path) until their time.
 */
export function sitemapPaths(index: IndexLike, now: Date = new Date()): SitemapPath[] {
  const paths = new Map<string, string>();
  const scheduled = new Set(
    index.entries
      .filter((entry) => entry.publishAt && new Date(entry.publishAt).getTime() > now.getTime())
      .map((entry) => `/${entry.slug}`),
  );
  const add = (path: string, lastmod: string) => {
    if (scheduled.has(path)) return;
    const known = paths.get(path);
    if (!known || known < lastmod) paths.set(path, lastmod);
  };
  for (const { path, updatedAt } of index.sectionPaths) {
    // Nested section paths are reachable too; odd stored values (no leading slash) are skipped.
    if (path.startsWith("/")) add(path === "/home" ? "/" : path, updatedAt);
  }
  if (!paths.has("/")) add("/", new Date(0).toISOString());
  let newest = new Date(0).toISOString();
  for (const { slug, updatedAt } of index.entries) {
    if (scheduled.has(`/${slug}`)) continue;
    add(`/${slug}`, updatedAt);
    if (updatedAt > newest) newest = updatedAt;
  }
  add("/blog", newest);
  for (const { kind, updatedAt } of index.policies) {
    const path = POLICY_PATH[kind];
    if (path) add(path, updatedAt);
  }
  const translatedOf = (path: string): readonly string[] | undefined => {
    if (!index.translated || path === "/blog") return undefined;
    // No entry: the address has no translatable main content, so nothing is untranslated.
    return index.translated[path === "/" ? "/home" : path];
  };
  return [...paths]
    .map(([path, lastmod]) => {
      const translated = translatedOf(path);
      return translated ? { path, lastmod, translated } : { path, lastmod };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * sitemaps.org XML: one `<url>` per path and language, each with its `lastmod` (a date) and
 * `xhtml:link` alternates for every language and `x-default`, as search engines read hreflang.
 */
export function buildSitemap({
  origin,
  paths,
  locales,
  defaultLocale,
  localize,
}: {
  origin: string;
  paths: SitemapPath[];
  locales: readonly Locale[];
  defaultLocale: Locale;
  localize: (path: string, locale: Locale) => string;
}): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod, translated } of paths) {
    const here = announcedLocales(locales, defaultLocale, translated);
    const alternates = here
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localize(path, locale))}"/>`,
      )
      .concat(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localize(path, defaultLocale))}"/>`,
      )
      .join("");
    for (const locale of here) {
      out.push(
        `<url><loc>${escapeXml(origin + localize(path, locale))}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod>${alternates}</url>`,
      );
    }
  }
  out.push("</urlset>", "");
  return out.join("\n");
}
