import { textDirection, type Locale, type TextDirection } from "./locales.ts";

/** Spec public-site §3: the locale value when present and non-blank, else the base text. */
export function translate(
  base: string | null | undefined,
  translations: Record<string, string> | null | undefined,
  locale: Locale | string,
): string {
  const value = translations?.[locale];
  if (typeof value === "string" && value.trim() !== "") return value;
  return base ?? "";
}

/**
 * The language of the text `translate` picks when it is the base text shown in another language
 * than the page's (`source`, the site's default language), else undefined.
 */
export function fallbackLang(
  base: string | null | undefined,
  translations: Record<string, string> | null | undefined,
  locale: Locale | string,
  source: Locale | string | null | undefined,
): string | undefined {
  if (!source || source === locale || (base ?? "").trim() === "") return undefined;
  const value = translations?.[locale];
  return typeof value === "string" && value.trim() !== "" ? undefined : source;
}

/**
 * The languages of the texts of one view that fell back to the base text, by field name. Only
 * present on a view when at least one field fell back, so a fully translated page's data (and its
 * cached HTML) is exactly what it was before fallbacks were marked.
 */
export type FallbackLangs = Record<string, string>;

/**
 * `translate` that remembers which fields fell back to the base text (written in `source`, the
 * site's default language) while the visitor reads `locale`. `marks()` is `{}` when nothing fell
 * back, else `{ fallback: { field: source } }`, to spread into the view.
 */
export function fallbackTranslator(locale: Locale | string, source: Locale | string | null | undefined) {
  const langs: Record<string, string> = {};
  function t(
    field: string,
    base: string | null | undefined,
    translations: Record<string, string> | null | undefined,
  ): string {
    const lang = fallbackLang(base, translations, locale, source);
    if (lang) langs[field] = lang;
    return translate(base, translations, locale);
  }
  /**
   * Marks `field` when `fellBack`: for texts translated as a whole but not through `t` (a list of
   * skills or features, whose base list stands in for a missing or incomplete translation).
   */
  function mark(field: string, fellBack: boolean): void {
    if (fellBack && source && source !== locale) langs[field] = source;
  }
  function marks(): { fallback?: FallbackLangs } {
    return Object.keys(langs).length > 0 ? { fallback: { ...langs } } : {};
  }
  return { t, mark, marks };
}

/**
 * The attributes of the element holding a text shown in another language than the page's (an
 * untranslated base text): its `lang`, so screen readers use the right voice, and its direction, so
 * an English sentence on an Arabic page keeps its full stop at its end. Nothing for a translated text.
 */
export function fallbackAttrs(
  lang: string | null | undefined,
): { lang: string; dir: TextDirection } | Record<string, never> {
  return lang ? { lang, dir: textDirection(lang) } : {};
}

/** `fallbackAttrs` of one field of a view built with `fallbackTranslator`. */
export function fieldLang(
  view: { fallback?: FallbackLangs } | null | undefined,
  field: string,
): { lang: string; dir: TextDirection } | Record<string, never> {
  return fallbackAttrs(view?.fallback?.[field]);
}
