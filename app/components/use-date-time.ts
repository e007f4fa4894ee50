import { useCallback } from "react";
import { formatDateTime, type DateTimeStyle } from "../../shared/i18n/date-time.ts";
import { useUiLanguage, useUiTimeZone } from "./ui/ui-language.tsx";

/**
 * Formats dates and times for the person using an admin screen: their UI language and their time
 * zone (decision 080; unset: the browser's). `const when = useDateTime(); when(row.created_at)`.
 */
export function useDateTime(): (value: Date | string | number, style?: DateTimeStyle) => string {
  const { locale } = useUiLanguage();
  const timeZone = useUiTimeZone();
  return useCallback(
    (value: Date | string | number, style?: DateTimeStyle) => formatDateTime(value, { locale, timeZone, style }),
    [locale, timeZone],
  );
}
