/** Reads an iCalendar text back (RFC 5545 §3.1: unfolds lines, splits name;params:value), for tests. */
export function parseIcs(text: string): { name: string; params: Record<string, string>; value: string }[] {
  const unfolded = text
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter(Boolean);
  return unfolded.map((line) => {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(";");
    return {
      name: name!,
      params: Object.fromEntries(params.map((param) => param.split("=") as [string, string])),
      value,
    };
  });
}

/** The VEVENT's properties by name (first occurrence), with the calendar's METHOD. */
export function icsEvent(text: string): Record<string, string> {
  const lines = parseIcs(text);
  const start = lines.findIndex((line) => line.name === "BEGIN" && line.value === "VEVENT");
  const end = lines.findIndex((line) => line.name === "END" && line.value === "VEVENT");
  if (start < 0 || end < start) throw new Error(`no VEVENT in:\n${text}`);
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) event[line.name] ??= line.value;
  event.METHOD = lines.find((line) => line.name === "METHOD")?.value ?? "";
  return event;
}
