import { data, redirect, type RouterContextProvider } from "react-router";
import { locatePath, localizePath } from "../../../shared/locales.ts";
import { siteRequest } from "../../lib/site.server.ts";

const AUTH_PATHS = ["/login", "/register", "/signup", "/reset-password"];

/**
 * The page's own path. React Router 8 hands loaders the request as sent, so a client-side
 * navigation arrives as `/login.data?_routes=…`; the route was matched without that suffix.
 */
export function pagePathname(url: URL): string {
  const { pathname } = url;
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length) || "/";
  return pathname.replace(/\.data$/, "");
}

/** The query string without React Router's own `_routes` parameter. */
export function pageSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The language of an authentication page. `/:lang/login` exists only for the site's other supported
 * languages: an unknown or unsupported prefix is a 404, the default language's prefix is dropped.
 */
export function authPageRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const { tenant, url } = siteRequest(request, context);
  const { locale, prefixed, path } = locatePath(pagePathname(url), tenant.settings);
  if (!AUTH_PATHS.includes(path)) throw data(null, { status: 404 });
  if (prefixed && locale === tenant.settings.defaultLocale) {
    throw redirect(localizePath(path, locale, tenant.settings) + pageSearch(url), 301);
  }
  const home = localizePath("/", locale, tenant.settings);
  return { locale, home, prefix: home === "/" ? "" : home };
}
