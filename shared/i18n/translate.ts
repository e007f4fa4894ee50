import type { Locale } from "./locales.ts";

/** Spec public-site §3: the locale value when present and non-blank, else the base text. */
export function translate(
  base: string | null | undefined,
  translations: Record<string, string> | null | undefined,
  locale: Locale | string,
): string {
  const value = translations?.[locale];
  if (typeof value === "string" && value.trim() !== "") return value;
  return base ?? "";
}
