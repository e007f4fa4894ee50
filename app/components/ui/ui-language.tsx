/**
 * The language a signed-in person works in (issue 30 §2): the admin overlay and every editor read
 * it, not the page's language they are editing. Outside a provider it is English.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

const UiLanguageContext = createContext<{ locale: UiLocale }>({ locale: "en" });

export function UiLanguageProvider({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return <UiLanguageContext value={{ locale }}>{children}</UiLanguageContext>;
}

/** The catalogue option for the person's language: `m.editor_save({}, useUiLanguage())`. */
export function useUiLanguage(): { locale: UiLocale } {
  return useContext(UiLanguageContext);
}
