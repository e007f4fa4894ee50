import { z } from "@hono/zod-openapi";
import { KNOWN_LOCALES } from "../../../shared/i18n/locales.ts";

/** Limits on what arrives; the plain-text rules (required, e-mail shape) are checked after markup is removed. */
export const contactBodySchema = z
  .object({
    name: z.string({ message: "is required" }).max(200, "must be at most 200 characters"),
    email: z.string({ message: "is required" }).max(254, "must be at most 254 characters"),
    phone: z.string().max(40, "must be at most 40 characters").nullish(),
    subject: z.string().max(200, "must be at most 200 characters").nullish(),
    message: z.string({ message: "is required" }).max(5000, "must be at most 5000 characters"),
    section_id: z.number().int().positive().max(2147483647).nullish(),
    page_path: z.string().max(500, "must be at most 500 characters").nullish(),
    locale: z.enum(KNOWN_LOCALES).nullish(),
  })
  .openapi("ContactBody");

export const contactResultSchema = z.object({ ok: z.literal(true), id: z.number().int() }).openapi("ContactResult");
