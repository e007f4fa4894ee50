/**
 * Language names and durations in the person's UI language. Dates and times have one formatter,
 * `formatDateTime` (shared/i18n/date-time.ts) and `useDateTime` for React screens (decision 080).
 */

/** A language's name in the person's UI language ("es" → "Spanish", "espagnol", "الإسبانية"…). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A count of minutes, hours or days in the person's language ("5 min", "5 Min.", "5 мин"). */
export function unitText(value: number, unit: "minute" | "hour" | "day", locale: string): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: unit === "day" ? "long" : "short" }).format(
    value,
  );
}

/** Units side by side as the language writes a duration ("2 h, 5 min" / "2 h 5 min"). */
export function unitList(parts: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "unit", style: "narrow" }).format(parts);
}
