import { UiLanguageChoice } from "../../components/account/ui-language-form.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/**
 * A platform account's language (decision 083): the console's and the platform mails'. The same
 * plain form as /account's (works without scripts), posted to the console home's action, which
 * calls PUT /api/platform/ui-language. Each language is named in itself.
 */
export function PlatformLanguageForm({
  chosen,
  locale,
  status,
}: {
  chosen: UiLocale | null;
  locale: UiLocale;
  status: "saved" | "failed" | null;
}) {
  const o = { locale };
  return (
    <section
      aria-labelledby="platform-account-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="platform-account-title" className="text-lg font-semibold">
        {m.platform_accountHeading({}, o)}
      </h2>
      <UiLanguageChoice
        id="platform-ui-language"
        chosen={chosen}
        texts={{
          label: m.platform_uiLanguage({}, o),
          hint: m.platform_uiLanguageHint({}, o),
          browser: m.platform_uiLanguageBrowser({}, o),
          save: m.platform_uiLanguageSave({}, o),
        }}
        status={
          status === "saved"
            ? m.platform_uiLanguageSaved({}, o)
            : status === "failed"
              ? m.platform_uiLanguageFailed({}, o)
              : null
        }
      />
    </section>
  );
}
