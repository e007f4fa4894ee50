import type { UiLocale } from "../../shared/i18n/ui-locales.ts";

/** The route id of /admin's layout (app/routes.ts): every page under it is an admin page. */
export const ADMIN_LAYOUT_ID = "routes/admin/layout";

/**
 * The language of the document (`<html lang>`, and through it `dir`): a visitor's page is in the
 * page's language (decision 071); an admin page is the signed-in person's workplace, in their UI
 * language (decision 074), so an Arabic-speaking admin gets a right-to-left admin area on any site.
 */
export function documentLanguage(
  data: { locale?: string; viewer?: { uiLocale?: UiLocale } | null } | undefined,
  matches: readonly { id: string }[],
): string {
  const admin = matches.some((match) => match.id === ADMIN_LAYOUT_ID);
  return admin ? (data?.viewer?.uiLocale ?? "en") : (data?.locale ?? "en");
}
