/**
 * Fills a catalogue text's `{placeholders}` in one pass (a value that itself holds braces stays as
 * it is). For texts the server picks in one language and the browser completes, so that the
 * browser's JavaScript carries no message of the other languages.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
