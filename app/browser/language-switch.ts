import { LOCALE_NAMES, locatePath, localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";

/** Cookie that keeps the visitor's language choice for a year (spec public-site §7 and §9). */
export const LANGUAGE_COOKIE = "defaultLocale";
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale}; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; path=/; SameSite=Lax`;
}

export type LanguageOption = { locale: Locale; name: string; href: string; current: boolean };

/**
 * The same page in each supported language: the rest of the path (and query and hash) is kept,
 * the prefix is added, replaced or removed (the default language has none).
 */
export function languageOptions({
  pathname,
  search = "",
  hash = "",
  current,
  site,
}: {
  pathname: string;
  search?: string;
  hash?: string;
  current: Locale;
  site: LocaleSite;
}): LanguageOption[] {
  const { path } = locatePath(pathname, site);
  return site.supportedLocales.map((locale) => ({
    locale,
    name: LOCALE_NAMES[locale],
    href: localizePath(path, locale, site) + search + hash,
    current: locale === current,
  }));
}
