import { z } from "@hono/zod-openapi";
import { fallbackSchema } from "../help-center.schemas.ts";

const locale = z
  .string()
  .max(10, "must be a language code")
  .optional()
  .openapi({ description: "A language of the site (en, de, …); another value or none means the site's default" });

export const searchQuerySchema = z.object({
  q: z
    .string({ message: "is required" })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "is required").max(200, "must be at most 200 characters"))
    .openapi({ param: { name: "q", in: "query" }, example: "invoice", description: "1–200 characters (trimmed)" }),
  locale: locale.openapi({ param: { name: "locale", in: "query" } }),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 to 50")
    .max(50, "must be 1 to 50")
    .optional()
    .openapi({ param: { name: "limit", in: "query" }, example: 10 }),
});

export const snippetSegmentSchema = z
  .object({ text: z.string(), match: z.boolean() })
  .openapi("SnippetSegment", { description: "Plain text (never HTML); `match` marks a matched word" });

export const searchResultSchema = z
  .object({
    kind: z.enum(["page", "post", "article", "faq"]),
    id: z.string().openapi({ description: "The record's id; (kind, id) is unique" }),
    title: z.string(),
    url: z.string().openapi({ description: "Site path, with the locale prefix when not the default language" }),
    snippet: z.array(snippetSegmentSchema),
    rank: z.number(),
    fallback: fallbackSchema,
  })
  .openapi("SearchResult");

export const searchAnswerSchema = z
  .object({ query: z.string(), results: z.array(searchResultSchema) })
  .openapi("SearchAnswer");
