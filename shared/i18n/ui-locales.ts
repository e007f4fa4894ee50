/**
 * The product's UI languages: the locales of the message catalogue (project.inlang/settings.json,
 * one messages/<locale>.json each). Adding a language is one file plus one entry there (decision 073).
 */
import { locales } from "./paraglide/runtime.js";

export type UiLocale = (typeof locales)[number];
export const UI_LANGUAGES: readonly UiLocale[] = locales;

/**
 * The catalogue's option for one call: `m.key(params, ui(locale))`. A language the catalogue does not
 * have reads English. There is no process-wide locale: one server renders many sites at once.
 */
export function ui(locale: string | null | undefined): { locale: UiLocale } {
  return { locale: isUiLocale(locale) ? locale : "en" };
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
