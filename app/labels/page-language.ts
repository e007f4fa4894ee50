import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { isKnownLocale, type Locale } from "../../shared/i18n/locales.ts";
import { ui, type UiLocale } from "../../shared/i18n/ui-locales.ts";

type RootLanguages = { locale?: string; site?: { defaultLocale?: string } };

function useRootLanguages(): RootLanguages | undefined {
  const state = useContext(UNSAFE_DataRouterDataContext);
  return state?.loaderData["root"] as RootLanguages | undefined;
}

/**
 * The catalogue option for the page's language (the root loader's locale), for visitor components
 * that render a text of their own: `m.visitor_x({}, usePageLanguage())`. Outside a router (a component
 * rendered on its own) it is English.
 */
export function usePageLanguage(): { locale: UiLocale } {
  return ui(useRootLanguages()?.locale);
}

/**
 * The page's language and the site's default language (the language of its base texts, what the
 * editors edit before any translation), as the root loader gives them; English outside a router.
 */
export function usePageAndSiteLanguage(): { page: Locale; site: Locale } {
  const root = useRootLanguages();
  const known = (value: string | undefined): Locale => (isKnownLocale(value) ? value : "en");
  return { page: known(root?.locale), site: known(root?.site?.defaultLocale) };
}
