import { z } from "zod";
import { flag, link, text, translations as translationsOf } from "./field-rules.ts";
import { META_DESCRIPTION_MAX, POST_TYPES, SLUG_MAX, TITLE_REQUIRED_MESSAGE, slugIssue } from "../rules/post-rules.ts";

/**
 * The post's write rules (spec editing-tools §3, §5), used by the API (server/api/posts/
 * posts.schemas.ts adds the OpenAPI names and descriptions and the version) and by the post
 * editor's form (decision 042): one set of rules and messages on both sides.
 */

/** Generous: a long article with inline markup, still far from what a database would mind. */
export const POST_CONTENT_MAX = 500_000;

const count = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000");
const instant = z.iso.datetime({ offset: true, error: "must be an ISO date-time like 2026-01-31T09:00:00Z" });
const writeTranslations = translationsOf(POST_CONTENT_MAX);

/** Spec §5: "Title is required" for a title blank after trimming. */
export const postTitle = text(500).refine((title) => title.trim().length > 0, {
  message: TITLE_REQUIRED_MESSAGE,
  params: { rule: "title_required" },
});

export const postSlug = z
  .string({ error: "must be text" })
  .trim()
  .superRefine((slug, ctx) => {
    const problem = slugIssue(slug);
    if (problem) ctx.addIssue({ code: "custom", ...problem });
  });

export const postMetaDescription = text(META_DESCRIPTION_MAX);

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

/** The fields a create and an update share (the server describes `publish_at` and `organization_id`). */
export const postFields = {
  description: text(20_000).optional(),
  description_translation: writeTranslations.optional(),
  title_translation: writeTranslations.optional(),
  content: text(POST_CONTENT_MAX).nullable().optional(),
  content_translation: writeTranslations.optional(),
  content_type: z.enum(["html"], { error: "must be html" }).optional(),
  /** The spec names it both ways (§3: content_type, contentType). */
  contentType: z.enum(["html"], { error: "must be html" }).optional(),
  meta_description: postMetaDescription.nullable().optional(),
  metaDescription: postMetaDescription.nullable().optional(),
  display_config: displayConfig.optional(),
  organization_config: organizationConfig.optional(),
  author_config: authorConfig.optional(),
  media_config: mediaConfig.optional(),
  created_on: instant.optional(),
  publish_at: instant.nullable().optional(),
  organization_id: z.number({ error: "must be a number" }).int("must be a whole number").optional(),
};

/** An update must change something besides its version. */
export function changesSomething(body: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!Object.keys(body).some((key) => key !== "updated_at" && key !== "organization_id")) {
    ctx.addIssue({ code: "custom", path: [], message: "Send at least one field to change" });
  }
}

/**
 * The post editor's form (its draft's field names), checked with the API's rules above, in the
 * spec's order: title first, then the Advanced Settings' slug, meta description and main photo. An
 * empty slug is allowed here: the editor sends the one generated from the title (spec §5).
 */
export const postFormSchema = z.object({
  title: postTitle,
  description: postFields.description.unwrap(),
  subsection: text(200),
  // The slug's own words ("Slug can only contain …") and rule code, not a generic one.
  slug: z.string().superRefine((slug, ctx) => {
    const problem = slug.trim() === "" ? null : slugIssue(slug.trim());
    if (problem) ctx.addIssue({ code: "custom", ...problem });
  }),
  metaDescription: postMetaDescription,
  mainPhoto: link,
  authorName: text(200),
  docSetTitle: text(200),
});

/** Which form field a field named by the API (`meta_description`, `media_config.main_photo`) is. */
export function postFormField(apiField: string): string {
  const last = apiField.split(".").pop() ?? apiField;
  const names: Record<string, string> = {
    meta_description: "metaDescription",
    main_photo: "mainPhoto",
    author_name: "authorName",
    doc_set_title: "docSetTitle",
    publish_at: "publishAt",
    created_on: "createdOn",
  };
  return names[last] ?? last;
}
