/**
 * The language a signed-in person works in: the admin overlay and every editor read
 * it, not the page's language they are editing. Outside a provider it is English.
 */
import { DirectionProvider } from "@radix-ui/react-direction";
import { createContext, useContext, type ReactNode } from "react";
import { textDirection, type TextDirection } from "../../../shared/i18n/locales.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

type UiLanguage = { locale: UiLocale; dir: TextDirection | undefined; timeZone: string | undefined };

// Outside a provider there is no direction of its own: the element inherits the page's.
const UiLanguageContext = createContext<UiLanguage>({ locale: "en", dir: undefined, timeZone: undefined });

export function UiLanguageProvider({
  locale,
  timeZone,
  children,
}: {
  locale: UiLocale;
  /** The person's time zone (decision 080); unset: the browser's. */
  timeZone?: string | null;
  children: ReactNode;
}) {
  const dir = textDirection(locale);
  return (
    <UiLanguageContext value={{ locale, dir, timeZone: timeZone ?? undefined }}>
      {/* Radix menus, selects, popovers and tabs take no direction from the DOM (their content is
          portalled to <body>, under the page's `dir`): they read it here, for their `dir` and for
          which arrow key opens a submenu or moves to the next tab. */}
      <DirectionProvider dir={dir}>{children}</DirectionProvider>
    </UiLanguageContext>
  );
}

/** The catalogue option for the person's language: `m.editor_save({}, useUiLanguage())`. */
export function useUiLanguage(): { locale: UiLocale } {
  return { locale: useContext(UiLanguageContext).locale };
}

/**
 * The direction of the person's language, for `dir` on the roots of editor dialogs and overlay
 * controls (an Arabic-speaking editor of an English page gets right-to-left dialogs, and the other
 * way round); undefined outside a provider.
 */
export function useUiDirection(): TextDirection | undefined {
  return useContext(UiLanguageContext).dir;
}

/** The person's time zone for dates and times (decision 080); undefined: the browser's. */
export function useUiTimeZone(): string | undefined {
  return useContext(UiLanguageContext).timeZone;
}
