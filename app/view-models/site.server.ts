import type { RouterContextProvider } from "react-router";
import { locatePath, type LocatedPath } from "../../shared/i18n/locales.ts";
import { requestContext } from "../../server/load-context.ts";

/**
 * The address of the page a request is for. On client-side navigations React Router calls loaders
 * with its data request (`/es/about.data?_routes=…`, `/_root.data` for `/`), not the page address.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    const path = url.pathname.slice(0, -".data".length);
    url.pathname = path === "/_root" || path === "/_" ? "/" : path;
    url.searchParams.delete("_routes");
  }
  return url;
}

/** The request context plus the language and unprefixed path of the page requested. */
export function siteRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = context.get(requestContext);
  const url = pageUrl(request);
  const located: LocatedPath = locatePath(url.pathname, ctx.tenant.settings);
  return { ...ctx, url, ...located };
}
