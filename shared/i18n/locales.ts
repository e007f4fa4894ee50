/** Locale rules of spec public-site §2 and §9, shared by server and browser. */

export const KNOWN_LOCALES = [
  "en",
  "es",
  "fr",
  "de",
  "it",
  "pt",
  "ru",
  "zh",
  "ja",
  "ko",
  "ar",
  "hi",
  "pl",
  "nl",
  "sv",
  "da",
  "no",
  "fi",
  "tr",
  "uk",
] as const;
export type Locale = (typeof KNOWN_LOCALES)[number];

/** The ten a site supports when its own list is empty or holds no known locale. */
export const DEFAULT_LOCALES: readonly Locale[] = ["en", "es", "fr", "de", "ru", "it", "pt", "zh", "ja", "pl"];

/**
 * Two-letter first path segments that are read as a language prefix: the spec's eleven (public-site
 * §2) and `ar`, an extension for a right-to-left site language (decision 071).
 */
export const ROUTE_PREFIXES: readonly Locale[] = [
  "en",
  "es",
  "fr",
  "de",
  "ru",
  "pt",
  "it",
  "nl",
  "pl",
  "ja",
  "zh",
  "ar",
];

/** Languages written right to left (of the known ones, only Arabic). */
const RTL_LOCALES: ReadonlySet<string> = new Set(["ar"]);

export type TextDirection = "ltr" | "rtl";

/** The writing direction of a language, for `dir` on `<html>` and on parts in another language. */
export function textDirection(locale: string | null | undefined): TextDirection {
  return locale && RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

export const FALLBACK_LOCALE: Locale = "en";
export const MAX_SUPPORTED_LOCALES = 10;

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
  ru: "Русский",
  zh: "中文",
  ja: "日本語",
  ko: "한국어",
  ar: "العربية",
  hi: "हिन्दी",
  pl: "Polski",
  nl: "Nederlands",
  sv: "Svenska",
  da: "Dansk",
  no: "Norsk",
  fi: "Suomi",
  tr: "Türkçe",
  uk: "Українська",
};

export function isKnownLocale(value: unknown): value is Locale {
  return typeof value === "string" && (KNOWN_LOCALES as readonly string[]).includes(value);
}

/** Unknown locales are ignored; when none remain the default ten are used. At most ten. */
export function normalizeLocales(list: readonly unknown[] | null | undefined): Locale[] {
  const known = [...new Set((list ?? []).filter(isKnownLocale))];
  return (known.length > 0 ? known : [...DEFAULT_LOCALES]).slice(0, MAX_SUPPORTED_LOCALES);
}

export type LocaleSite = { defaultLocale: Locale; supportedLocales: readonly Locale[] };

export type LocatedPath = {
  /** The language of the request. */
  locale: Locale;
  /** Whether the path started with a language prefix. */
  prefixed: boolean;
  /** The path without its language prefix, always starting with `/`. */
  path: string;
};

/**
 * The current language is the first path segment when it is a supported language, else the
 * site's language, else en.
 */
export function locatePath(pathname: string, site: LocaleSite): LocatedPath {
  const segments = pathname.split("/");
  const first = segments[1] ?? "";
  if (
    isKnownLocale(first) &&
    (ROUTE_PREFIXES as readonly string[]).includes(first) &&
    site.supportedLocales.includes(first)
  ) {
    const rest = "/" + segments.slice(2).join("/");
    return { locale: first, prefixed: true, path: rest === "/" ? "/" : rest.replace(/\/+$/, "") || "/" };
  }
  const locale = site.supportedLocales.includes(site.defaultLocale) ? site.defaultLocale : FALLBACK_LOCALE;
  return { locale, prefixed: false, path: pathname.replace(/\/+$/, "") || "/" };
}

/** The address of `path` (unprefixed) in `locale`: the default language has no prefix. */
export function localizePath(path: string, locale: Locale, site: LocaleSite): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === site.defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Section data of a page is requested under its unprefixed path; home is `/home`. */
export function sectionPagePath(path: string): string {
  const clean = path.replace(/\/+$/, "") || "/";
  return clean === "/" ? "/home" : clean;
}

/** Removes a leading language prefix, whatever the site supports (used for redirect checks and API input). */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && (ROUTE_PREFIXES as readonly string[]).includes(match[1]!)) {
    return pathname.slice(3) || "/";
  }
  return pathname;
}
