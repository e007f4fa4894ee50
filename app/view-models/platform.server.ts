import { redirect, type RouterContextProvider } from "react-router";
import type { PlatformAccount, PlatformRequest } from "../../features/platform/server/platform-context.ts";
import { CONSOLE_PATH } from "../../features/platform/shared/paths.ts";
import { platformRequestContext } from "../../server/load-context.ts";

/** The platform request of a console page; on a site's host these pages do not exist (404). */
export function platformRequest(context: Readonly<RouterContextProvider>): PlatformRequest {
  const platform = context.get(platformRequestContext);
  if (!platform) throw new Response("Not found", { status: 404 });
  return platform;
}

/** The signed-in platform account, or a redirect to the console's sign-in with a way back. */
export function requirePlatformAccount(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { platform: PlatformRequest; account: PlatformAccount } {
  const platform = platformRequest(context);
  if (!platform.account) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${CONSOLE_PATH}/sign-in?redirectTo=${encodeURIComponent(back)}`);
  }
  return { platform, account: platform.account };
}
