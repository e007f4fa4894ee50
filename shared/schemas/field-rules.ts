import { z } from "zod";
import { isSafeLink, LINK_MAX, LINK_RULE_MESSAGE } from "../rules/links.ts";
import { KNOWN_LOCALES } from "../i18n/locales.ts";
import { PERSON_NAME_MAX, singleLine } from "../rules/person-name.ts";

export { PERSON_NAME_MAX, singleLine } from "../rules/person-name.ts";

/**
 * The field rules every write body shares, with the same messages everywhere (the API answers
 * `{ error: "<field>: <message>", field }`), used by the API (server/api/fields.ts adds the OpenAPI
 * descriptions) and by the editors' forms (decision 042): text with a limit, flags, ids, orders,
 * palette colours, links, per-language texts and the version an editor loaded.
 */

/** Spec editing-tools §3 and §5: field names of the spec, limits that keep a database sane. */
export const LIMITS = {
  title: 500,
  richText: 20_000,
  headingName: 300,
  buttonText: 200,
  url: 2048,
} as const;

export const text = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`);

/**
 * A person's name typed by a visitor (a booking's guest): normalised to one line, then required
 * and at most PERSON_NAME_MAX characters (longer is refused, not cut: a cut name is someone else's).
 */
export const personName = z
  .string({ error: "must be text" })
  .max(10 * PERSON_NAME_MAX, `must be at most ${PERSON_NAME_MAX} characters`)
  .transform(singleLine)
  .pipe(
    z.string().min(1, "Please enter your name.").max(PERSON_NAME_MAX, `must be at most ${PERSON_NAME_MAX} characters`),
  );

export const flag = z.boolean({ error: "must be true or false" });

export const id = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be a positive id")
  .max(2_147_483_647, "is not a valid id");

/** A position in a list (menus order in steps of 10, so the range is generous). */
export const order = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000");

/** A palette name (`sky-600`, `white`) or a hex colour. */
export const color = text(40).regex(
  /^([a-z]+(-\d{2,3})?|#[0-9a-fA-F]{3,8})$/,
  "must be a palette colour like sky-600 or white",
);

/**
 * Every stored link and address (shared/rules/links.ts, THE link rule): https://, http://, mailto:, tel:
 * or a path on this site; never `//host`, `/\host` or `javascript:`. Empty means no link.
 */
export const link = text(LINK_MAX).refine((value) => value === "" || isSafeLink(value), {
  message: LINK_RULE_MESSAGE,
  params: { rule: "link" },
});

/** Per language (`{ "es": "…" }`), each at most `max` characters. */
// partialRecord: Zod 4's record over an enum requires every key, refusing `{ "es": "…" }` alone.
export const translations = (max: number) =>
  z.partialRecord(z.enum(KNOWN_LOCALES, { error: "must be a known language code" }), text(max));

/**
 * The version the editor loaded: required on every update and delete (decision 031); a stale one
 * gets 409 with the current record. A DELETE sends it as the `updated_at` query parameter.
 */
export const version = z.iso.datetime({
  offset: true,
  error: "is required: the updated_at the record was loaded with",
});

export const gradient = z
  .strictObject({ from: color, via: color.nullish(), to: color }, { error: "must be { from, via, to } or null" })
  .nullable();
