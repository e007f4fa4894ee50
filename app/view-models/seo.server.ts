import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import { visitorSchemeAndPort } from "../../server/http/request-host.ts";
import { requestContext } from "../../server/load-context.ts";
import { pack, type Packed } from "./packed.ts";
import { announcedLocales } from "./sitemap.ts";
import type { BreadcrumbView } from "./view-models.ts";

/**
 * The origin of this site's absolute URLs (canonical, hreflang, sitemap, Open Graph), the same
 * whichever of its hosts or ports rendered the page (decision 030): with PUBLIC_ORIGIN, its scheme
 * and port on the organization's primary domain (one install serves many organizations, each on its
 * own domains: PUBLIC_ORIGIN says how the public reaches them, not which host); without it, the request's scheme and port on the primary domain. The page
 * cache is keyed on whatever of these the request decides (server/http/request-host.ts).
 */
export function siteOrigin(request: Request, context: Readonly<RouterContextProvider>): string {
  const { services, tenant } = context.get(requestContext);
  return originOfSite(request.headers, tenant, services.env);
}

export function originOfSite(
  headers: { get(name: string): string | null },
  tenant: { host: string; primaryHost?: string },
  env: { PUBLIC_ORIGIN?: string; TRUST_PROXY: boolean },
): string {
  const primary = tenant.primaryHost ?? tenant.host;
  if (env.PUBLIC_ORIGIN) {
    const configured = new URL(env.PUBLIC_ORIGIN);
    return `${configured.protocol}//${primary}${configured.port ? `:${configured.port}` : ""}`;
  }
  const { protocol, port } = visitorSchemeAndPort(headers, env.TRUST_PROXY);
  return `${protocol}://${primary}${port}`;
}

// Open Graph wants language_TERRITORY; each site language has its usual one.
const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  it: "it_IT",
  pt: "pt_PT",
  ru: "ru_RU",
  zh: "zh_CN",
  ja: "ja_JP",
  pl: "pl_PL",
  nl: "nl_NL",
  ar: "ar_AR",
  ko: "ko_KR",
  hi: "hi_IN",
  sv: "sv_SE",
  da: "da_DK",
  no: "nb_NO",
  fi: "fi_FI",
  tr: "tr_TR",
  uk: "uk_UA",
};

export type SeoInput = {
  origin: string;
  siteName: string;
  locale: Locale;
  site: LocaleSite;
  /** The unprefixed path of the page. */
  path: string;
  /** The page's own title; the site name is appended (home: the site name alone). */
  title: string | null;
  description: string | null;
  image?: string | null;
  type?: "website" | "article";
  /** Extra query of the canonical address (the page of a paginated list). */
  search?: string;
  jsonLd?: Record<string, unknown>[];
  /** Error pages must not be indexed. */
  noindex?: boolean;
  /**
   * The languages the page's main content is translated into (the site index's `translated`):
   * hreflang announces the default language and these only (decision 069). Absent: every language.
   */
  translated?: readonly string[];
};

function absolute(origin: string, href: string): string {
  return /^https?:\/\//i.test(href) ? href : `${origin}${href}`;
}

/** Plain text of at most 160 characters for meta descriptions. */
export function metaText(html: string | null | undefined, max = 160): string {
  const text = (html ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The head of a public page (decision 016): title, description, canonical URL, a `hreflang`
 * alternate per supported language plus `x-default`, Open Graph and Twitter cards and JSON-LD.
 * Packed (decision 011): React Router serialises one string instead of ~30 small objects.
 */
export function seoMeta(input: SeoInput): Packed<MetaDescriptor[]> {
  const { origin, siteName, locale, site, path } = input;
  const title = input.title ? `${input.title} | ${siteName}` : siteName;
  const description = metaText(input.description);
  const canonical = `${origin}${localizePath(path, locale, site)}${input.search ?? ""}`;
  // Share cards are PNG (Facebook, LinkedIn and X show no SVG): an image of this site becomes its
  // 1200×630 card (routes/seo/og-image.ts); an outside photo is used as it is; none: the logo's card.
  const image =
    input.image && /^https?:\/\//i.test(input.image) && !/\.svg(\?|$)/i.test(input.image)
      ? input.image
      : `${origin}/og-image.png${input.image?.startsWith("/") ? `?src=${encodeURIComponent(input.image)}` : ""}`;
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: "description", content: description });
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  meta.push({ tagName: "link", rel: "canonical", href: canonical });
  for (const alternate of announcedLocales(site.supportedLocales, site.defaultLocale, input.translated)) {
    meta.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: `${origin}${localizePath(path, alternate, site)}`,
    });
  }
  meta.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: `${origin}${localizePath(path, site.defaultLocale, site)}`,
  });
  meta.push(
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[locale] },
  );
  if (description) meta.push({ property: "og:description", content: description });
  meta.push(
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
  );
  meta.push({ name: "twitter:card", content: "summary_large_image" }, { name: "twitter:title", content: title });
  if (description) meta.push({ name: "twitter:description", content: description });
  meta.push({ name: "twitter:image", content: image });
  for (const data of input.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return pack(meta);
}

/** schema.org Organization, for the home page. */
export function organizationJsonLd({
  origin,
  name,
  logo,
  url,
}: {
  origin: string;
  name: string;
  logo: string | null;
  url: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: absolute(origin, url),
    ...(logo ? { logo: absolute(origin, logo) } : {}),
  };
}

/** schema.org BreadcrumbList of an inner page. */
export function breadcrumbJsonLd(origin: string, crumbs: BreadcrumbView[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(origin, crumb.href),
    })),
  };
}

/** schema.org BlogPosting of a post. */
export function blogPostingJsonLd({
  origin,
  url,
  title,
  description,
  image,
  author,
  siteName,
  published,
  modified,
  locale,
}: {
  origin: string;
  url: string;
  title: string;
  description: string;
  image: string | null;
  author: string | null;
  siteName: string;
  published: string;
  modified?: string;
  locale: Locale;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title.slice(0, 110),
    ...(description ? { description: metaText(description) } : {}),
    ...(image ? { image: absolute(origin, image) } : {}),
    // A post signed by the company is the Organization's, not a Person named like it (decision 037).
    ...(author
      ? {
          author:
            author === siteName
              ? { "@type": "Organization", name: author, url: origin }
              : { "@type": "Person", name: author },
        }
      : {}),
    publisher: { "@type": "Organization", name: siteName },
    datePublished: published,
    dateModified: modified ?? published,
    inLanguage: locale,
    mainEntityOfPage: absolute(origin, url),
  };
}
