import { z } from "@hono/zod-openapi";

export const translationsParamSchema = z.object({
  orgId: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "orgId", in: "path" }, example: 1 }),
});

const token = (max: number, example: string) =>
  z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(max, `is too long (at most ${max} characters)`)
    .regex(/^[a-z0-9_./-]+$/i, "may hold letters, digits, _ . / - only")
    .openapi({ example });

export const translationsQuerySchema = z.object({
  locale: token(10, "es")
    .optional()
    .openapi({ param: { name: "locale", in: "query" } }),
  page: token(300, "/home")
    .optional()
    .openapi({
      param: { name: "page", in: "query" },
      description: "A page path (`/home`), or `site` for site-wide content",
    }),
  kind: token(40, "website_hero")
    .optional()
    .openapi({ param: { name: "kind", in: "query" } }),
  record: token(20, "1")
    .optional()
    .openapi({ param: { name: "record", in: "query" } }),
});

export const translationRefSchema = z
  .object({
    kind: token(40, "website_hero"),
    id: token(20, "1"),
    field: token(60, "title"),
    locale: token(10, "es"),
  })
  .strict()
  .openapi("TranslationRef");

const localeCoverageSchema = z
  .object({
    locale: z.string(),
    total: z.number().int(),
    current: z.number().int(),
    stale: z.number().int(),
    missing: z.number().int(),
    percent: z.number().int(),
  })
  .openapi("LocaleCoverage");

const coverageItemSchema = z
  .object({
    kind: z.string(),
    id: z.string(),
    field: z.string(),
    locale: z.string(),
    state: z.enum(["missing", "stale"]),
    page: z.string().nullable(),
    label: z.string(),
    excerpt: z.string(),
    section: z.number().int().optional().openapi({
      description:
        "A metric's or a profile's first template section, whose editor edits the metric's or the person's texts",
    }),
  })
  .openapi("CoverageItem");

export const coverageAnswerSchema = z
  .object({
    defaultLocale: z.string(),
    pages: z.array(z.string()),
    locales: z.array(localeCoverageSchema),
    items: z.array(coverageItemSchema),
  })
  .openapi("TranslationCoverage");

export const confirmAnswerSchema = z
  .object({ changed: z.boolean(), revisionId: z.number().int() })
  .openapi("TranslationConfirmed");
