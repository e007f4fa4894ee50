import { z } from "@hono/zod-openapi";
import { KNOWN_LOCALES } from "../../shared/locales.ts";

/**
 * The field rules every write body shares, with the same messages everywhere (the API answers
 * `{ error: "<field>: <message>" }`): text with a limit, flags, ids, orders, palette colours,
 * links, per-language texts and the version an editor loaded.
 */

export const text = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`);

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

/** http(s) addresses or site paths only: no `javascript:` or `data:` in a stored link. */
export const link = text(2048).regex(
  /^(https?:\/\/[^\s]+|\/[^\s]*|)$/i,
  "must be an http(s) address or a path starting with /",
);

/** Per language (`{ "es": "…" }`), each at most `max` characters. */
// partialRecord: Zod 4's record over an enum requires every key, refusing `{ "es": "…" }` alone.
export const translations = (max: number) =>
  z
    .partialRecord(z.enum(KNOWN_LOCALES, { error: "must be a known language code" }), text(max))
    .openapi({ description: 'Per language: `{ "es": "…" }`' });

/** The version the editor loaded; a stale one gets 409 with the current record. */
export const version = z.iso
  .datetime({ offset: true, error: "must be the ISO time the record was loaded with" })
  .optional()
  .openapi({ description: "The `updated_at` the editor loaded (optimistic concurrency)" });

export const organizationId = id
  .optional()
  .openapi({ description: "When given, must be the host's organization (else 403)" });
