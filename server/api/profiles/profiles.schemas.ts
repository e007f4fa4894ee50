import { z } from "@hono/zod-openapi";
import { customerObject, teamObject } from "../../../shared/schemas/people-schema.ts";
import { text, translations as translationsOf, version } from "../fields.ts";

const translations = translationsOf(5000).optional();
/** A list of texts per language (a team member's skills in Spanish, say). */
const listTranslations = z
  .record(z.string().max(10), z.array(text(100)).max(100, "must list at most 100 entries"), {
    error: "must map language codes to lists of texts",
  })
  .optional();

/** The team and customer objects (shared/schemas/people-schema.ts), with the API's per-language rules. */
export const teamObjectSchema = teamObject({ translations, listTranslations }).openapi("TeamObject");

export const customerObjectSchema = customerObject({ translations, listTranslations }).openapi("CustomerObject");

export const profileIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "id", in: "path" }, example: 3 }),
});

/** Exactly one of the two objects, replaced whole (spec §7: "update the team or customer column"). */
export const updateProfileBodySchema = z
  .strictObject({ team: teamObjectSchema.optional(), customer: customerObjectSchema.optional(), updated_at: version })
  .superRefine((body, ctx) => {
    if ((body.team === undefined) === (body.customer === undefined)) {
      ctx.addIssue({ code: "custom", path: [], message: "Send either team or customer" });
    }
  })
  .openapi("ProfileUpdateBody");

export const profileRecordSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string().nullable(),
    email: z.string(),
    team: z.record(z.string(), z.unknown()).nullable(),
    customer: z.record(z.string(), z.unknown()).nullable(),
    updated_at: z.string(),
  })
  .openapi("ProfileRecord");
