import * as m from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/**
 * The typed confirmation of destructive actions (editing-tools §4): the confirm button stays
 * disabled until the typed text equals the required text exactly (case and spaces included). The
 * mismatch text is the spec's in English and the person's UI language otherwise.
 */
export function typedConfirmation(
  typed: string,
  required: string,
  options: { locale: UiLocale } = { locale: "en" },
): { matches: boolean; error: string | null } {
  const matches = typed === required;
  return {
    matches,
    // Nothing typed yet is not an error; anything else that differs is.
    error: matches || typed === "" ? null : m.editors_typedMismatch({ text: required }, options),
  };
}
