/**
 * A fixed, locale-free rendering of a timestamp, computed on the server: the same text in the
 * server's HTML and after hydration, whatever the browser's time zone or language.
 */
export function formatUtcTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function formatUtcDate(value: string | Date): string {
  return formatUtcTime(value).slice(0, 10);
}

/**
 * A timestamp in the person's UI language, in UTC (the pages say "Times are in UTC"): the same
 * text on the server and after hydration, since neither the browser's zone nor its language enters.
 */
export function formatUiTime(value: string | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(date);
}

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
