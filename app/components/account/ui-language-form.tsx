import { Form } from "react-router";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { UI_LANGUAGES, ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";

export type UiLanguageResult = { uiLanguage: "saved" | "failed" };

/**
 * The person's UI language on this site (issue 30 §2, decision 074): the language of the admin
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
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="ui-language" />
      <label htmlFor="ui-language" className="block text-lg font-semibold text-gray-900">
        {m.account_uiLanguage({}, o)}
      </label>
      <p id="ui-language-hint" className="text-sm text-gray-600">
        {m.account_uiLanguageHint({}, o)}
      </p>
      <select
        id="ui-language"
        name="uiLocale"
        defaultValue={chosen ?? ""}
        aria-describedby="ui-language-hint"
        className="rounded-lg border border-gray-300 px-3 py-1.5 text-gray-900"
      >
        <option value="">{m.account_uiLanguageBrowser({}, o)}</option>
        {UI_LANGUAGES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <div>
        <button
          type="submit"
          className="inline-flex items-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {m.account_uiLanguageSave({}, o)}
        </button>
      </div>
      {result && (
        <p role="status" className="text-sm text-gray-700">
          {result.uiLanguage === "saved" ? m.account_uiLanguageSaved({}, o) : m.account_uiLanguageFailed({}, o)}
        </p>
      )}
    </Form>
  );
}
