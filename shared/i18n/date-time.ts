/**
 * Dates and times in a person's language and time zone (decision 080), shared by the server and the
 * browser. One formatter for every admin screen, so a date reads the same in the History panel,
 * the inbox and the meetings admin.
 */

let zones: ReadonlySet<string> | null = null;

/** The IANA time zones this runtime knows (`Intl.supportedValuesOf`), plus UTC. */
export function timeZones(): readonly string[] {
  return [...knownZones()];
}

function knownZones(): ReadonlySet<string> {
  if (!zones) {
    const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    zones = new Set(["UTC", ...list]);
  }
  return zones;
}

/** A time zone a person may choose: one `Intl.supportedValuesOf("timeZone")` lists (or UTC). */
export function isSupportedTimeZone(value: unknown): value is string {
  return typeof value === "string" && value.length <= 64 && knownZones().has(value);
}

export type DateTimeStyle = "dateTime" | "date" | "time" | "weekdayTime";

const STYLES: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
  // A meeting's time: the weekday matters more than the year ("Tue 3 Mar, 09:00").
  weekdayTime: { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * `value` (a Date, an ISO string or epoch ms) in `locale` and `timeZone`. Without a zone the
 * runtime's own is used: the browser's in the browser; a server passes its fallback (the site's)
 * explicitly. An unreadable date gives "".
 */
export function formatDateTime(
  value: Date | string | number,
  { locale, timeZone, style = "dateTime" }: { locale: string; timeZone?: string | null; style?: DateTimeStyle },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale}|${timeZone ?? ""}|${style}`;
  let format = cache.get(key);
  if (!format) {
    format = formatter(locale, timeZone, style);
    cache.set(key, format);
  }
  return format.format(date);
}

/**
 * A zone the list holds, or one the runtime still reads (an older name a meeting type may carry,
 * "Asia/Calcutta"); an unknown one gives the runtime's zone rather than an error on the page.
 */
function formatter(locale: string, timeZone: string | null | undefined, style: DateTimeStyle): Intl.DateTimeFormat {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    } catch {
      // RangeError: not a zone this runtime knows.
    }
  }
  return new Intl.DateTimeFormat(locale, STYLES[style]);
}
