import { useCallback, useSyncExternalStore } from "react";
import { formatDateTime, type DateTimeStyle } from "../../shared/i18n/date-time.ts";
import { useUiLanguage, useUiTimeZone } from "./ui/ui-language.tsx";

/** Formats one date or time: `when(row.created_at)`, `when(row.created_at, "time")`. */
export type DateTimeFormatter = (value: Date | string | number, style?: DateTimeStyle) => string;

// The browser's zone never changes under a page, so there is nothing to subscribe to.
const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
// The server cannot know the browser's zone: it writes UTC, and so does hydration (the same text,
// no mismatch); React renders again at once with the browser's zone.
const serverZone = () => "UTC";

/**
 * The zone a person reads times in: theirs when set (decision 080), else the browser's — UTC while
 * the server renders and during hydration, then the browser's. `zone` overrides the provider's
 * (pages outside the admin provider, such as /account, pass the viewer's).
 */
export function useTimeZone(zone?: string | null): string {
  const provided = useUiTimeZone();
  const browser = useSyncExternalStore(subscribe, browserZone, serverZone);
  return zone ?? provided ?? browser;
}

/**
 * Formats dates and times for the person using a screen: their UI language and their time zone
 * (decision 080; unset: the browser's, see `useTimeZone`). `const when = useDateTime(); when(row.created_at)`.
 * Pages outside the admin provider pass their language and the viewer's zone.
 */
export function useDateTime(options: { locale?: string; timeZone?: string | null } = {}): DateTimeFormatter {
  const ui = useUiLanguage();
  const locale = options.locale ?? ui.locale;
  const timeZone = useTimeZone(options.timeZone);
  return useCallback(
    (value: Date | string | number, style?: DateTimeStyle) => formatDateTime(value, { locale, timeZone, style }),
    [locale, timeZone],
  );
}
