import { z } from "@hono/zod-openapi";
import { forOpenApi, translations as translationsOf, version } from "../fields.ts";
import {
  changesSomething,
  POST_CONTENT_MAX,
  postFields as sharedPostFields,
  postSlug,
  postTitle,
} from "../../../shared/schemas/post-schema.ts";

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
// The rules live in shared/schemas/post-schema.ts (the post editor's form checks the same ones); here they
// get their OpenAPI names and descriptions.

export { POST_CONTENT_MAX };

const writeTranslations = translationsOf(POST_CONTENT_MAX);

const postFields = {
  ...sharedPostFields,
  description_translation: writeTranslations.optional(),
  title_translation: writeTranslations.optional(),
  content_translation: writeTranslations.optional(),
  publish_at: forOpenApi(sharedPostFields.publish_at).openapi({
    description: "Scheduled publishing: until this time only admins see the post; null publishes now",
  }),
  organization_id: forOpenApi(sharedPostFields.organization_id).openapi({
    description: "When given, must be the host's organization (else 403)",
  }),
};

export const createPostBodySchema = z
  .strictObject({
    title: postTitle,
    /** Generated from the title when absent (spec §5). */
    slug: postSlug.optional(),
    ...postFields,
  })
  .openapi("PostCreateBody");

export const updatePostBodySchema = z
  .strictObject({
    title: postTitle.optional(),
    slug: postSlug.optional(),
    ...postFields,
    updated_at: version,
  })
  .superRefine(changesSomething)
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
