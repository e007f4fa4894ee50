import { parseAcceptLanguage } from "./language-suggestion.ts";
import { isUiLocale, type UiLocale } from "./ui-locales.ts";

/**
 * The language a person's admin screens and editors speak (decision 074): the one
 * chosen on their profile, else the browser's most preferred UI language (Accept-Language, `pt-BR`
 * read as `pt`), else English. Independent of the language of the page being edited.
 */
export function personUiLocale(chosen: string | null | undefined, acceptLanguage: string | null | undefined): UiLocale {
  if (isUiLocale(chosen)) return chosen;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isUiLocale(primary)) return primary;
  }
  return "en";
}
