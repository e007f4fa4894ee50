import type { PlatformRequest } from "../../../features/platform/server/platform-context.ts";
import { personUiLocale } from "../../../shared/i18n/ui-locale-choice.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/**
 * The language of a platform page (decisions 074, 083): a signed-in account's own UI language, else
 * the browser's best match (Accept-Language), else English. A visitor who is not signed in gets the
 * browser's. The root loader gives the same language to `<html lang dir>`.
 */
export function platformUiLocale(request: Request, platform: PlatformRequest | null): UiLocale {
  return personUiLocale(platform?.account?.uiLocale, request.headers.get("accept-language"));
}
