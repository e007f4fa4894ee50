import { z } from "@hono/zod-openapi";
import { idParamSchema } from "../../../../server/api/content/content.schemas.ts";

export { idParamSchema };

/** `?locale=`: the page's language; one the site does not offer means the site's default. */
export const helpCenterQuerySchema = z
  .object({
    locale: z
      .string()
      .regex(/^[a-z]{2}$/, "must be a two-letter language code")
      .optional()
      .openapi({ example: "es" }),
  })
  .strict();

export const fallbackSchema = z.record(z.string(), z.string()).optional().openapi({
  description: "The language of texts shown untranslated, by field (absent when all are translated)",
});

const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().openapi({ description: "Sanitised rich text (HTML)" }),
  fallback: fallbackSchema,
});

const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().openapi({ description: "The article's page, in the requested language" }),
  excerpt: z.string().openapi({ description: "Plain text" }),
  fallback: fallbackSchema,
});

const docSetSchema = z.object({
  slug: z.string().nullable().openapi({ description: "Null for the articles of no document set" }),
  name: z.string().openapi({ description: 'The set\'s title; "General" for articles of no set' }),
  numbered: z.boolean(),
  articles: z.array(articleSummarySchema).openapi({ description: "In help_center_order" }),
  fallback: fallbackSchema,
});

const featureSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  fallback: fallbackSchema,
});

export const helpCenterSchema = z
  .object({ faqs: z.array(faqSchema), doc_sets: z.array(docSetSchema), features: z.array(featureSchema) })
  .openapi("HelpCenter");

export const helpCenterArticleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    content_html: z.string().openapi({ description: "Sanitised like the article's page" }),
    fallback: fallbackSchema,
  })
  .openapi("HelpCenterArticle");
