import { z } from "@hono/zod-openapi";
import { flag, link, text, translations as translationsOf } from "../fields.ts";
import {
  META_DESCRIPTION_MAX,
  POST_TYPES,
  SLUG_MAX,
  TITLE_REQUIRED_MESSAGE,
  slugProblem,
} from "../../../shared/post-rules.ts";

const translations = z.record(z.string(), z.string());

export const wirePostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    title_translation: translations,
    description: z.string(),
    description_translation: translations,
    content: z.string().nullable(),
    content_translation: translations,
    content_type: z.string(),
    meta_description: z.string().nullable(),
    display_config: z.object({
      display_this_post: z.boolean(),
      display_as_blog_post: z.boolean(),
      is_displayed_first_page: z.boolean(),
      is_help_center: z.boolean(),
      help_center_order: z.number().int(),
      type: z.string(),
      is_numbered: z.boolean(),
    }),
    organization_config: z.object({
      section_id: z.number().int().nullable(),
      subsection: z.string().nullable(),
      order: z.number().int(),
      doc_set: z.string().nullable(),
      doc_set_order: z.number().int().nullable(),
      doc_set_title: z.string().nullable(),
    }),
    author_config: z.object({
      is_with_author: z.boolean(),
      is_company_author: z.boolean(),
      author_id: z.string().nullable(),
      author_name: z.string().nullable(),
    }),
    media_config: z.object({ main_photo: z.string().nullable() }),
    created_on: z.string(),
    publish_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .openapi("Post");

export const documentSetSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    title_translation: translations,
    description: z.string(),
  })
  .openapi("DocumentSet");

export const postListQuerySchema = z.object({
  blog: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .openapi({ param: { name: "blog", in: "query" }, description: "Only posts shown on the blog" }),
});

export const slugParamSchema = z.object({
  slug: z
    .string()
    .max(200, "must be at most 200 characters")
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens")
    .openapi({ param: { name: "slug", in: "path" }, example: "about" }),
});

/** Spec: `?organization_id` — accepted for compatibility; the organization is always the host's. */
export const documentSetsQuerySchema = z.object({
  organization_id: z
    .string()
    .regex(/^\d{1,10}$/, "must be a whole number")
    .optional()
    .openapi({ param: { name: "organization_id", in: "query" } }),
});

// ---- Writes (POST /api/posts, PATCH /api/posts/{slug}): the wire shape of spec editing-tools §3.

/** Generous: a long article with inline markup, still far from what a database would mind. */
export const POST_CONTENT_MAX = 500_000;

const count = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000");
const instant = z.iso.datetime({ offset: true, error: "must be an ISO date-time like 2026-01-31T09:00:00Z" });
const writeTranslations = translationsOf(POST_CONTENT_MAX);

const postSlug = z
  .string({ error: "must be text" })
  .trim()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const displayConfig = z.strictObject({
  display_this_post: flag.optional(),
  display_as_blog_post: flag.optional(),
  is_displayed_first_page: flag.optional(),
  is_help_center: flag.optional(),
  help_center_order: count.optional(),
  type: z.enum(POST_TYPES, { error: `must be one of ${POST_TYPES.join(", ")}` }).optional(),
  is_numbered: flag.optional(),
});

const organizationConfig = z.strictObject({
  section_id: count.nullable().optional(),
  subsection: text(200).nullable().optional(),
  order: count.optional(),
  doc_set: text(SLUG_MAX)
    .trim()
    .regex(/^[^\s/?#\\]*$/, "must not contain spaces or slashes")
    .nullable()
    .optional(),
  doc_set_order: count.nullable().optional(),
  doc_set_title: text(200).nullable().optional(),
});

const authorConfig = z.strictObject({
  is_with_author: flag.optional(),
  is_company_author: flag.optional(),
  author_id: text(100).nullable().optional(),
  author_name: text(200).nullable().optional(),
});

const mediaConfig = z.strictObject({ main_photo: link.nullable().optional() });

const postFields = {
  description: text(20_000).optional(),
  description_translation: writeTranslations.optional(),
  title_translation: writeTranslations.optional(),
  content: text(POST_CONTENT_MAX).nullable().optional(),
  content_translation: writeTranslations.optional(),
  content_type: z.enum(["html"], { error: "must be html" }).optional(),
  /** The spec names it both ways (§3: content_type, contentType). */
  contentType: z.enum(["html"], { error: "must be html" }).optional(),
  meta_description: text(META_DESCRIPTION_MAX).nullable().optional(),
  metaDescription: text(META_DESCRIPTION_MAX).nullable().optional(),
  display_config: displayConfig.optional(),
  organization_config: organizationConfig.optional(),
  author_config: authorConfig.optional(),
  media_config: mediaConfig.optional(),
  created_on: instant.optional(),
  publish_at: instant.nullable().optional().openapi({
    description: "Scheduled publishing: until this time only admins see the post; null publishes now",
  }),
  organization_id: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .optional()
    .openapi({ description: "When given, must be the host's organization (else 403)" }),
};

export const createPostBodySchema = z
  .strictObject({
    title: text(500).refine((title) => title.trim().length > 0, TITLE_REQUIRED_MESSAGE),
    /** Generated from the title when absent (spec §5). */
    slug: postSlug.optional(),
    ...postFields,
  })
  .openapi("PostCreateBody");

export const updatePostBodySchema = z
  .strictObject({
    title: text(500)
      .refine((title) => title.trim().length > 0, TITLE_REQUIRED_MESSAGE)
      .optional(),
    slug: postSlug.optional(),
    ...postFields,
    updated_at: instant
      .optional()
      .openapi({ description: "The `updated_at` the editor loaded (optimistic concurrency)" }),
  })
  .superRefine((body, ctx) => {
    if (!Object.keys(body).some((key) => key !== "updated_at" && key !== "organization_id")) {
      ctx.addIssue({ code: "custom", path: [], message: "Send at least one field to change" });
    }
  })
  .openapi("PostUpdateBody");

export type CreatePostBody = z.infer<typeof createPostBodySchema>;
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

/** A post as the editor reads and the writes answer: the wire shape plus version and schedule. */
export const editablePostSchema = wirePostSchema
  .extend({
    last_change: z
      .object({ actor_id: z.string().nullable(), actor_name: z.string(), at: z.string() })
      .nullable()
      .optional()
      .openapi({ description: "Who saved it last and when (admins only; the editor warns within 5 minutes)" }),
  })
  .openapi("EditablePost");
