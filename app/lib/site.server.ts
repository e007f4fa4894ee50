import type { RouterContextProvider } from "react-router";
import { locatePath, type LocatedPath } from "../../shared/locales.ts";
import { requestContext } from "../context.server.ts";

/** The request context plus the language and unprefixed path of the request. */
export function siteRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const located: LocatedPath = locatePath(url.pathname, ctx.tenant.settings);
  return { ...ctx, url, ...located };
}
