import type { Locale } from "../../shared/locales.ts";

/** Cookies that signal a suggested language (spec public-site §4): the page's and the visitor's. */
export const SUGGESTION_SOURCE_COOKIE = "language_suggestion_source";
export const SUGGESTION_TARGET_COOKIE = "language_suggestion_target";
/** The visitor's answer to the suggestion, kept for a year (spec §9's language cookie lifetime). */
export const SUGGESTION_CHOICE_COOKIE = "language_suggestion_choice";
export const SUGGESTION_CHOICE_MAX_AGE_S = 31_536_000;
/** Delay before the suggestion dialog appears (spec §9). */
export const LANGUAGE_SUGGESTION_DELAY_MS = 2000;

/**
 * The language to suggest: the visitor's most preferred language that this site supports (the
 * browser's list, as sent in Accept-Language), when it is not the page's language; else null.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  pageLocale: Locale,
  supported: readonly Locale[],
): Locale | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
    const match = supported.find((locale) => locale === primary);
    if (match) return match === pageLocale ? null : match;
  }
  return null;
}
