import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { ui, type UiLocale } from "../../shared/i18n/ui-locales.ts";

/**
 * The catalogue option for the page's language (the root loader's locale), for visitor components
 * that render a text of their own: `m.visitor_x({}, usePageLanguage())`. Outside a router (a component
 * rendered on its own) it is English.
 */
export function usePageLanguage(): { locale: UiLocale } {
  const state = useContext(UNSAFE_DataRouterDataContext);
  const root = state?.loaderData["root"] as { locale?: string } | undefined;
  return ui(root?.locale);
}
