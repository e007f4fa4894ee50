import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import {
  HEADING_TEXT_STYLE_VARIANTS,
  IMAGE_HEIGHT_OPTIONS,
  TEXT_STYLE_VARIANTS,
} from "../../../shared/rules/section-options.ts";
import { gradient, LIMITS } from "../../../shared/schemas/field-rules.ts";
import { HEADING_MESSAGES, requiredText } from "../../../shared/schemas/heading-schema.ts";
import { missingSectionTitle, SECTION_TITLE_MESSAGE } from "../../../shared/schemas/template-section-schema.ts";
import {
  METRIC_REQUIRED_MESSAGE,
  metricFields,
  requireTitleAndDescription,
} from "../../../shared/schemas/metric-schema.ts";
import { sectionPagePath, stripLocalePrefix } from "../../../shared/i18n/locales.ts";
import { headingSections, metrics, templateSections } from "../../db/schema/index.ts";
import { ENTITY_NAMES } from "../../domain/changes/entities.ts";
import { deriveSectionType, SECTION_TYPES } from "../../domain/sections/section-types.ts";
import {
  color,
  flag,
  id,
  link,
  order,
  organizationId,
  text,
  translations as translationsOf,
  version,
} from "../fields.ts";

export { LIMITS } from "../../../shared/schemas/field-rules.ts";

const translations = translationsOf(LIMITS.richText);
const pagePath = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(300, "must be at most 300 characters")
    // Control characters are exactly what this rejects.
    // eslint-disable-next-line no-control-regex
    .regex(/^\/[^\s\u0000-\u001f\\]*$/, "must be a path starting with /, like /home or /about")
    .transform((path) => sectionPagePath(stripLocalePrefix(path)));

/** A PATCH or PUT that changes nothing would only add an empty revision. */
function changesSomething(body: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (!Object.keys(body).some((key) => key !== "updated_at" && key !== "organization_id")) {
    ctx.addIssue({ code: "custom", path: [], message: "Send at least one field to change" });
  }
}

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "id", in: "path" }, example: 12 }),
});

// ----- Metrics -----

export { METRIC_REQUIRED_MESSAGE };

export const createMetricBodySchema = z
  .strictObject({
    ...metricFields,
    title: metricFields.title.default(""),
    description: metricFields.description.default(""),
    image: metricFields.image.optional(),
    is_image_rounded_full: flag.optional(),
    is_title_displayed: flag.optional(),
    is_card_type: flag.optional(),
    background_color: color.optional(),
    is_gradient: flag.optional(),
    gradient: gradient.optional(),
  })
  .superRefine(requireTitleAndDescription)
  .openapi("MetricCreateBody");

export const updateMetricBodySchema = z
  .strictObject({
    title: metricFields.title.optional(),
    // A metric's translations are edited on its card in the section editor (decision 069).
    title_translation: translations.optional(),
    description: metricFields.description.optional(),
    description_translation: translations.optional(),
    image: metricFields.image.optional(),
    is_image_rounded_full: flag.optional(),
    is_title_displayed: flag.optional(),
    is_card_type: flag.optional(),
    background_color: color.optional(),
    is_gradient: flag.optional(),
    gradient: gradient.optional(),
    updated_at: version,
  })
  .superRefine(changesSomething)
  .openapi("MetricUpdateBody");

export const deleteMetricQuerySchema = z.object({
  force: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .openapi({ param: { name: "force", in: "query" }, description: "true: also remove it from every section" }),
  updated_at: version.openapi({ param: { name: "updated_at", in: "query" } }),
});

const timestamps = { created_at: z.string(), updated_at: z.string() };

export const metricRecordSchema = createSelectSchema(metrics)
  .omit({ organization_id: true, created_at: true, updated_at: true })
  .extend(timestamps)
  .openapi("MetricRecord");

/** A metric of the library: the record and the sections that show it (read only). */
export const metricLibraryItemSchema = metricRecordSchema
  .extend({
    used_in: z
      .array(z.object({ id: z.number().int(), title: z.string(), url_page: z.string() }))
      .openapi({ description: "The template sections that show this metric (a change reaches all of them)" }),
  })
  .openapi("MetricLibraryItem");

// ----- Template sections -----

const imageHeights = IMAGE_HEIGHT_OPTIONS.map((option) => option.value) as [string, ...string[]];

const sectionFields = {
  section_title: text(LIMITS.title),
  section_title_translation: translations,
  section_description: text(LIMITS.richText),
  section_description_translation: translations,
  section_type: z.enum(SECTION_TYPES, { error: `must be one of ${SECTION_TYPES.join(", ")}` }),
  text_style_variant: z.enum(TEXT_STYLE_VARIANTS, { error: `must be one of ${TEXT_STYLE_VARIANTS.join(", ")}` }),
  grid_columns: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 6")
    .max(6, "must be between 1 and 6"),
  is_slider: flag,
  is_full_width: flag,
  is_gradient: flag,
  gradient,
  background_color: color.nullable(),
  is_section_title_aligned_center: flag,
  is_section_title_aligned_right: flag,
  is_image_bottom: flag,
  image_metrics_height: z.enum(imageHeights, { error: `must be one of ${imageHeights.join(", ")}` }),
  is_reviews_section: flag,
  is_help_center_section: flag,
  is_real_estate_modal: flag,
  is_brand: flag,
  is_article_slider: flag,
  is_contact_section: flag,
  is_faq_section: flag,
  is_pricingplans_section: flag,
  order,
  organization_id: organizationId,
};

const optionalSectionFields = Object.fromEntries(
  Object.entries(sectionFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof sectionFields]: z.ZodOptional<(typeof sectionFields)[K]> };

export { SECTION_TITLE_MESSAGE };

export const createTemplateSectionBodySchema = z
  .strictObject({
    url_page: pagePath('Please enter a page URL (e.g., "/about" or "/").'),
    ...optionalSectionFields,
  })
  .superRefine((body, ctx) => {
    // The title is optional for every type but general (spec §5).
    if (missingSectionTitle(deriveSectionType(body), body.section_title)) {
      ctx.addIssue({
        code: "custom",
        path: ["section_title"],
        message: SECTION_TITLE_MESSAGE,
        params: { rule: "section_title_required" },
      });
    }
  })
  .openapi("TemplateSectionCreateBody");

export const updateTemplateSectionBodySchema = z
  .strictObject({ ...optionalSectionFields, updated_at: version })
  .superRefine((body, ctx) => {
    changesSomething(body, ctx);
    if (
      body.section_type !== undefined &&
      body.section_title !== undefined &&
      missingSectionTitle(body.section_type, body.section_title)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["section_title"],
        message: SECTION_TITLE_MESSAGE,
        params: { rule: "section_title_required" },
      });
    }
  })
  .openapi("TemplateSectionUpdateBody");

export const templateSectionRecordSchema = createSelectSchema(templateSections)
  .omit({ organization_id: true, created_at: true, updated_at: true })
  .extend({ ...timestamps, metric_ids: z.array(z.number().int()) })
  .openapi("TemplateSectionRecord");

export const versionQuerySchema = z.object({
  updated_at: version.openapi({ param: { name: "updated_at", in: "query" } }),
});

export const addSectionMetricBodySchema = z
  .strictObject({
    metric_id: id,
    updated_at: version.openapi({ description: "The section's `updated_at` as loaded (required)" }),
  })
  .openapi("SectionMetricAddBody");

export const removeSectionMetricQuerySchema = z.object({
  metric_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "metric_id", in: "query" } }),
  updated_at: version.openapi({
    param: { name: "updated_at", in: "query" },
    description: "The section's `updated_at` as loaded (required)",
  }),
});

export const reorderSectionMetricsBodySchema = z
  .strictObject({
    metric_ids: z.array(id, { error: "must be a list of metric ids" }).max(1000, "must list at most 1000 metrics"),
    updated_at: version,
  })
  .openapi("SectionMetricsReorderBody");

// ----- Heading sections -----

export { HEADING_MESSAGES };
const required = requiredText;

const headingFields = {
  name_translation: translations,
  name_part_2: text(LIMITS.headingName).nullable(),
  name_part_2_translation: translations,
  name_part_3: text(LIMITS.headingName).nullable(),
  name_part_3_translation: translations,
  description_text_translation: translations,
  button_text: text(LIMITS.buttonText).nullable(),
  button_text_translation: translations,
  url: link.nullable(),
  image: link.nullable(),
  image_first: flag,
  is_included_templatesection: flag,
  background_color: color,
  is_gradient: flag,
  gradient,
  style_variant: z.enum(["default", "clean"], { error: "must be default or clean" }),
  text_style_variant: z.enum(HEADING_TEXT_STYLE_VARIANTS, {
    error: `must be one of ${HEADING_TEXT_STYLE_VARIANTS.join(", ")}`,
  }),
  is_text_link: flag,
  title_alignment: z.enum(["left", "center", "right"], { error: "must be left, center or right" }),
  order,
  organization_id: organizationId,
};

const optionalHeadingFields = Object.fromEntries(
  Object.entries(headingFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof headingFields]: z.ZodOptional<(typeof headingFields)[K]> };

// Key order is the order of the spec's alerts: name, then description, then page.
export const createHeadingSectionBodySchema = z
  .strictObject({
    name: required(HEADING_MESSAGES.name, LIMITS.headingName, "heading_name_required"),
    description_text: required(HEADING_MESSAGES.description_text, LIMITS.richText, "description_text_required"),
    url_page: pagePath(HEADING_MESSAGES.url_page),
    ...optionalHeadingFields,
  })
  .openapi("HeadingSectionCreateBody");

export const updateHeadingSectionBodySchema = z
  .strictObject({
    name: required(HEADING_MESSAGES.name, LIMITS.headingName, "heading_name_required").optional(),
    description_text: required(
      HEADING_MESSAGES.description_text,
      LIMITS.richText,
      "description_text_required",
    ).optional(),
    url_page: pagePath(HEADING_MESSAGES.url_page).optional(),
    ...optionalHeadingFields,
    updated_at: version,
  })
  .superRefine(changesSomething)
  .openapi("HeadingSectionUpdateBody");

export const headingSectionRecordSchema = createSelectSchema(headingSections)
  .omit({ organization_id: true, created_at: true, updated_at: true })
  .extend(timestamps)
  .openapi("HeadingSectionRecord");

// ----- Page layout -----

export const pageLayoutQuerySchema = z.object({
  organization_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .optional()
    .openapi({ param: { name: "organization_id", in: "query" }, description: "When given, must be the host's" }),
  url_page: pagePath("must be a path starting with /")
    .optional()
    .openapi({ param: { name: "url_page", in: "query" }, description: "The page; default /home" }),
});

export const pageLayoutSectionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(["hero", "template_section", "heading_section"]),
    title: z.string(),
    order: z.number().int(),
    data: z.object({ section_type: z.enum(SECTION_TYPES).nullable() }),
  })
  .openapi("PageLayoutSection");

export const savePageLayoutBodySchema = z
  .strictObject({
    organization_id: organizationId,
    sections: z
      .array(
        z.strictObject({
          id,
          type: z.enum(["hero", "template_section", "heading_section"], {
            error: "must be hero, template_section or heading_section",
          }),
          order,
        }),
        { error: "must be a list of { id, type, order }" },
      )
      .min(1, "must list at least one section")
      .max(500, "must list at most 500 sections"),
    version: z
      .string({ error: "is required: the layout's version as GET /api/page-layout answered it" })
      .max(100)
      .openapi({ description: "The layout's `version` as loaded (required; stale: 409 with `current`)" }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.sections.forEach((section, index) => {
      const key = `${section.type}:${section.id}`;
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["sections", index, "id"], message: "is listed twice" });
      seen.add(key);
    });
  })
  .openapi("PageLayoutBody");

// ----- Revisions -----

export const revisionsQuerySchema = z.object({
  entity: z
    .enum(ENTITY_NAMES, { error: `must be one of ${ENTITY_NAMES.join(", ")}` })
    .optional()
    .openapi({ param: { name: "entity", in: "query" } }),
  id: z
    .string()
    .max(300, "must be at most 300 characters")
    .optional()
    .openapi({ param: { name: "id", in: "query" }, description: "The record's id (a page path for page_layout)" }),
  actor: z
    .string()
    .max(100, "must be at most 100 characters")
    .optional()
    .openapi({ param: { name: "actor", in: "query" }, description: "Only this person's changes (user id)" }),
  from: z.iso
    .date({ error: "must be a day like 2026-11-23" })
    .optional()
    .openapi({ param: { name: "from", in: "query" }, description: "From this day (UTC), included" }),
  to: z.iso
    .date({ error: "must be a day like 2026-11-23" })
    .optional()
    .openapi({ param: { name: "to", in: "query" }, description: "Until this day (UTC), included" }),
});

export const revisionSchema = z
  .object({
    id: z.number().int(),
    entity: z.enum(ENTITY_NAMES),
    entity_id: z.string(),
    action: z.string(),
    summary: z.string(),
    title: z.string(),
    actor: z.object({ id: z.string().nullable(), name: z.string() }),
    created_at: z.string(),
    request_id: z.string(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("Revision");

export const restoreResultSchema = z
  .object({
    entity: z.enum(ENTITY_NAMES),
    entity_id: z.string(),
    revision_id: z.number().int(),
    record: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("RestoreResult");

/** Field rules other resources' schemas reuse (heroes). */
export const fieldRules = { text, flag, order, color, gradient, link, translations, version, organizationId, pagePath };
export { changesSomething };
