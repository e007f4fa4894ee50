import { data, redirect, type RouterContextProvider } from "react-router";
import { locatePath, localizePath } from "../../../shared/i18n/locales.ts";
import { safeRedirectPath } from "../../../shared/rules/paths.ts";
import { siteRequest } from "../../view-models/site.server.ts";

const AUTH_PATHS = ["/login", "/register", "/signup", "/reset-password"];

/**
 * The language of an authentication page. `/:lang/login` exists only for the site's other supported
 * languages: an unknown or unsupported prefix is a 404, the default language's prefix is dropped.
 */
export function authPageRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const { tenant, url } = siteRequest(request, context);
  // `url` is the page's address even on client-side navigations (siteRequest drops `.data`).
  const { locale, prefixed, path } = locatePath(url.pathname, tenant.settings);
  if (!AUTH_PATHS.includes(path)) throw data(null, { status: 404 });
  if (prefixed && locale === tenant.settings.defaultLocale) {
    const target = safeRedirectPath(localizePath(path, locale, tenant.settings) + url.search);
    throw redirect(target ?? localizePath("/", locale, tenant.settings), 301);
  }
  const home = localizePath("/", locale, tenant.settings);
  return { locale, home, prefix: home === "/" ? "" : home };
}
