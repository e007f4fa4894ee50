import { z } from "@hono/zod-openapi";
import { MAX_CONSENT_SERVICES } from "../../../shared/rules/cookie-consent.ts";
import { KNOWN_LOCALES } from "../../../shared/i18n/locales.ts";

export const categoriesQuerySchema = z.object({
  locale: z
    .enum(KNOWN_LOCALES, { error: "must be a known language code such as en or es" })
    .optional()
    .openapi({
      param: { name: "locale", in: "query" },
      description: "Language of the names and descriptions; the site's default when absent or unsupported",
      example: "es",
    }),
});

export const consentQuerySchema = z.object({
  organization_id: z
    .string()
    .regex(/^\d{1,10}$/, "must be a positive integer")
    .optional()
    .openapi({ param: { name: "organization_id", in: "query" }, description: "Must be this site's organization" }),
});

const cookieServiceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    active: z.boolean(),
    script_url: z.string().nullable(),
    fallback: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ description: "The language of texts shown untranslated, by field (absent when all are translated)" }),
  })
  .openapi("CookieService");

export const cookieCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    description_en: z.string(),
    is_essential: z.boolean(),
    cookie_service: z.array(cookieServiceSchema),
    fallback: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ description: "The language of texts shown untranslated, by field (absent when all are translated)" }),
  })
  .openapi("CookieCategory");

export const consentBodySchema = z
  .object({
    consent_given: z.boolean({ error: "must be true or false" }),
    services: z
      .array(z.number({ error: "must be service ids (numbers)" }).int("must be whole numbers").positive(), {
        error: "must be a list of service ids",
      })
      .max(MAX_CONSENT_SERVICES, `must list at most ${MAX_CONSENT_SERVICES} services`),
    organization_id: z.number({ error: "is required (this site's organization id)" }).int().positive(),
  })
  .openapi("ConsentBody");

export const consentSchema = z
  .object({
    consent_given: z.boolean().nullable(),
    services: z.array(z.number().int()),
    organization_id: z.number().int(),
    created_at: z.string().nullable(),
  })
  .openapi("Consent");
