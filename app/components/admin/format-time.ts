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
