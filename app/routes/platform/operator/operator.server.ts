import { data, type RouterContextProvider } from "react-router";
import type { PlatformAccount, PlatformRequest } from "../../../../features/platform/server/platform-context.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../../shared/i18n/ui-locales.ts";
import { requirePlatformAccount } from "../../../view-models/platform.server.ts";
import { knownText } from "../platform-language.tsx";
import { platformUiLocale } from "../platform-language.server.ts";

/**
 * The operators' console pages (decision 065): signed out → the console's sign-in with a way back,
 * signed in without operator rights → 403.
 */
export function requireOperatorPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { platform: PlatformRequest; account: PlatformAccount } {
  const found = requirePlatformAccount(request, context);
  if (!found.account.isOperator) {
    const locale = platformUiLocale(request, found.platform);
    throw data({ message: m.platform_operatorsOnlyText({}, ui(locale)) }, { status: 403 });
  }
  return found;
}

/** A GET of the operators' API in process, as this request's person; its JSON, or the page's error. */
export async function operatorApi<T>(
  request: Request,
  platform: PlatformRequest,
  path: `/api/operator/${string}`,
): Promise<T> {
  const response = await platform.api(path, { method: "GET" });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) {
    const locale = platformUiLocale(request, platform);
    const message = body.error ? knownText(body.error, locale) : m.platform_somethingWrongShort({}, ui(locale));
    throw data({ message }, { status: response.status });
  }
  return body;
}
