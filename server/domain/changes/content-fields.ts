import { sanitizeFields } from "../content/sanitize-rich-text.ts";

/**
 * Sanitises the named rich-text fields that are present, and their `*_translation` maps: saved
 * clean, whatever a client sends.
 */
export function sanitizeInput<T extends Record<string, unknown>>(input: T, fields: readonly string[]): T {
  return sanitizeFields(input, [...fields, ...fields.map((field) => `${field}_translation`)] as (keyof T)[]);
}
