import { z } from "@hono/zod-openapi";
import { pageDescription, pageSlugText, pageTitle } from "../../../shared/schemas/page-schema.ts";

const organizationId = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .optional()
  .openapi({ description: "When given, must be the host's organization (else 403)" });

/**
 * Spec editing-tools §3 "Page" and §5 "Create page" (the field rules: shared/schemas/page-schema.ts, which
 * the Create Page modal's form checks too). The slug's own rules (format, reserved
 * addresses, uniqueness) are checked by the domain so that the answer carries the modal's exact
 * words (`{ error: "Slug can only contain …", field: "slug" }`), not a `field: reason` text.
 */
export const createPageBodySchema = z
  .strictObject({
    title: pageTitle,
    slug: pageSlugText,
    description: pageDescription.optional().default(""),
    organization_id: organizationId,
  })
  .openapi("CreatePageBody");

export const pageRecordSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    content: z.null(),
    order: z.number().int(),
    display_this_post: z.boolean(),
    display_as_blog_post: z.boolean(),
    section_id: z.number().int().nullable(),
    updated_at: z.string(),
  })
  .openapi("PageRecord");

export const slugQuerySchema = z.object({
  slug: z
    .string({ error: "must be text" })
    .max(300, "must be at most 300 characters")
    .openapi({ param: { name: "slug", in: "query" }, example: "about-us" }),
});

export const slugAnswerSchema = z
  .object({
    slug: z.string(),
    available: z.boolean(),
    error: z.string().optional().openapi({ description: "Why it cannot be used, in the modal's words" }),
  })
  .openapi("PageSlugAvailability");

export const siteMapQuerySchema = z.object({
  organization_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .optional()
    .openapi({ param: { name: "organization_id", in: "query" }, description: "When given, must be the host's" }),
});

const nodeFields = {
  title: z.string(),
  path: z.string().nullable().openapi({ description: "A site path or an external address; null for a heading" }),
  kind: z.enum(["home", "page", "blog", "post", "doc_set", "doc", "policy", "group", "menu"]),
  hidden: z.boolean().openapi({ description: "Not shown to visitors" }),
};
// Three levels are all the structure has (group → doc set or menu → article or submenu).
const leafNode = z.object({ ...nodeFields, children: z.array(z.unknown()).max(0) });
const middleNode = z.object({ ...nodeFields, children: z.array(leafNode) });
const topNode = z.object({ ...nodeFields, children: z.array(middleNode) }).openapi("SiteMapNode");

export const siteMapSchema = z
  .object({
    organization: z.object({ id: z.number().int(), name: z.string() }),
    tree: z.array(topNode),
  })
  .openapi("SiteMap");
