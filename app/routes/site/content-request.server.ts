import { data, redirect, type RouterContextProvider } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { siteRequest } from "../../view-models/site.server.ts";

/**
 * A fixed public page (`/blog`, `/privacy-policy`, …) registered plain and under `:lang/`: the
 * language prefix must be one of the site's other languages (anything else is a 404, never a
 * guess), the default language's prefix redirects to the unprefixed address.
 */
export function fixedPageRequest(request: Request, context: Readonly<RouterContextProvider>, paths: readonly string[]) {
  const located = siteRequest(request, context);
  const { tenant, prefixed, locale, path, url } = located;
  if (!paths.includes(path)) throw data(null, { status: 404 });
  if (prefixed && locale === tenant.settings.defaultLocale) {
    throw redirect(localizePath(path, locale, tenant.settings) + url.search, 301);
  }
  return located;
}
