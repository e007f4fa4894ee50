import type { ComponentProps } from "react";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { UI_LANGUAGES, ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { PreferenceForm } from "./preference-form.tsx";

export type UiLanguageResult = { uiLanguage: "saved" | "failed" };

/**
 * The person's UI language on this site (decision 074): the language of the admin
 * overlay and the editors, independent of the page's. Labelled in the page's language. Posted to the
 * account route's action, which calls PUT /api/account/ui-language; works without scripts.
 */
export function UiLanguageForm({
  chosen,
  pageLocale,
  result,
}: {
  chosen: UiLocale | null;
  pageLocale: string;
  result?: UiLanguageResult;
}) {
  const o = ui(pageLocale);
  return (
    <UiLanguageChoice
      id="ui-language"
      chosen={chosen}
      texts={{
        label: m.account_uiLanguage({}, o),
        hint: m.account_uiLanguageHint({}, o),
        browser: m.account_uiLanguageBrowser({}, o),
        save: m.account_uiLanguageSave({}, o),
      }}
      status={
        result
          ? result.uiLanguage === "saved"
            ? m.account_uiLanguageSaved({}, o)
            : m.account_uiLanguageFailed({}, o)
          : null
      }
    />
  );
}

/**
 * The choice of a UI language, each named in itself, as a plain form posting `uiLocale` with the
 * intent `ui-language`: a site's person's on /account (above) and a platform account's in the
 * console (app/routes/platform/language-form.tsx) say it in their own words.
 */
export function UiLanguageChoice({
  id,
  chosen,
  texts,
  status,
}: {
  id: string;
  chosen: UiLocale | null;
  texts: ComponentProps<typeof PreferenceForm>["texts"];
  status: string | null;
}) {
  return (
    <PreferenceForm
      intent="ui-language"
      id={id}
      name="uiLocale"
      chosen={chosen}
      texts={texts}
      options={UI_LANGUAGES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
      status={status}
    />
  );
}
