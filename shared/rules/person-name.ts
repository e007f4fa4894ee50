/**
 * A person's name as visitors type it: shared by the booking form (its maxLength) and the API rule
 * (shared/schemas/field-rules.ts `personName`), without Zod so the form does not load it.
 */

/** The longest person's name we keep: enough for any real name, too short to carry a letter. */
export const PERSON_NAME_MAX = 100;

/**
 * One line of plain text: control characters (CR, LF, tabs, NUL…), line and paragraph separators
 * become spaces, direction overrides and zero-width characters go, and runs of spaces shrink to one.
 * A name pasted with a line break is still the name; it can no longer start a new line in a mail,
 * a subject or a calendar entry.
 */
export function singleLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
