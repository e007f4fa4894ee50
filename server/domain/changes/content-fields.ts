import { sanitizeRichText } from "../content/sanitize-rich-text.ts";

/** Sanitises the named rich-text fields that are present (saved clean, whatever a client sends). */
export function sanitizeInput<T extends Record<string, unknown>>(input: T, fields: readonly string[]): T {
  const copy: Record<string, unknown> = { ...input };
  for (const field of fields) {
    if (typeof copy[field] === "string") copy[field] = sanitizeRichText(copy[field] as string);
  }
  return copy as T;
}
