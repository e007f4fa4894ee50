import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ROUTE_PREFIXES } from "../../shared/i18n/locales.ts";

function languagePrefix(url: URL): string | null {
  const first = url.pathname.split("/")[1] ?? "";
  return (ROUTE_PREFIXES as readonly string[]).includes(first) ? first : null;
}

/**
 * Loaders whose data depends on the language (root: <html lang>; site layout: menu labels) run
 * again when a client-side navigation changes the language prefix, even though their own route
 * path did not change.
 */
export function revalidateOnLanguageChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || languagePrefix(currentUrl) !== languagePrefix(nextUrl);
}
