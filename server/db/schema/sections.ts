import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { gradient, organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A reusable content block (spec editing-tools §3 "Metric"); shared by any number of sections. */
export const metrics = pgTable(
  "metrics",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull().default(""),
    title_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    image: text(),
    is_image_rounded_full: boolean().notNull().default(false),
    is_title_displayed: boolean().notNull().default(true),
    is_card_type: boolean().notNull().default(false),
    background_color: text().notNull().default("white"),
    is_gradient: boolean().notNull().default(false),
    gradient: gradient(),
    ...timestamps,
  },
  (t) => [
    index("metrics_organization_idx").on(t.organization_id),
    unique("metrics_organization_id_uq").on(t.organization_id, t.id),
  ],
);

export const templateSections = pgTable(
  "template_sections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The page the section appears on, without locale prefix; home is `/home`. */
    url_page: text().notNull(),
    order: integer().notNull().default(0),
    section_title: text().notNull().default(""),
    section_title_translation: translations(),
    section_description: text().notNull().default(""),
    section_description_translation: translations(),
    section_type: text(),
    text_style_variant: text().notNull().default("default"),
    grid_columns: integer().notNull().default(3),
    is_slider: boolean().notNull().default(false),
    is_full_width: boolean().notNull().default(false),
    is_gradient: boolean().notNull().default(false),
    gradient: gradient(),
    background_color: text(),
    is_section_title_aligned_center: boolean().notNull().default(false),
    is_section_title_aligned_right: boolean().notNull().default(false),
    is_image_bottom: boolean().notNull().default(false),
    image_metrics_height: text().notNull().default("h-48"),
    // Legacy flags: a section without section_type takes the first one that is set.
    is_reviews_section: boolean().notNull().default(false),
    is_help_center_section: boolean().notNull().default(false),
    is_real_estate_modal: boolean().notNull().default(false),
    is_brand: boolean().notNull().default(false),
    is_article_slider: boolean().notNull().default(false),
    is_contact_section: boolean().notNull().default(false),
    is_faq_section: boolean().notNull().default(false),
    is_pricingplans_section: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("template_sections_organization_page_idx").on(t.organization_id, t.url_page, t.order),
    unique("template_sections_organization_id_uq").on(t.organization_id, t.id),
  ],
);

/** The ordered link between a section and the metrics it shows. */
export const templateSectionMetrics = pgTable(
  "template_section_metrics",
  {
    organization_id: organizationId(),
    section_id: integer().notNull(),
    metric_id: integer().notNull(),
    order: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.section_id, t.metric_id] }),
    index("template_section_metrics_organization_section_idx").on(t.organization_id, t.section_id, t.order),
    // Composite keys: a section can only ever hold metrics of its own organization.
    foreignKey({
      columns: [t.organization_id, t.section_id],
      foreignColumns: [templateSections.organization_id, templateSections.id],
      name: "template_section_metrics_section_fk",
    }).onDelete("cascade"),
    foreignKey({
      columns: [t.organization_id, t.metric_id],
      foreignColumns: [metrics.organization_id, metrics.id],
      name: "template_section_metrics_metric_fk",
    }).onDelete("cascade"),
  ],
);

export const headingSections = pgTable(
  "heading_sections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    url_page: text().notNull(),
    order: integer().notNull().default(0),
    name: text().notNull(),
    name_translation: translations(),
    name_part_2: text(),
    name_part_2_translation: translations(),
    name_part_3: text(),
    name_part_3_translation: translations(),
    description_text: text().notNull().default(""),
    description_text_translation: translations(),
    button_text: text(),
    button_text_translation: translations(),
    url: text(),
    is_text_link: boolean().notNull().default(false),
    image: text(),
    image_first: boolean().notNull().default(false),
    is_included_templatesection: boolean().notNull().default(false),
    style_variant: text().notNull().default("default"),
    text_style_variant: text().notNull().default("default"),
    title_alignment: text().notNull().default("left"),
    background_color: text().notNull().default("white"),
    is_gradient: boolean().notNull().default(false),
    gradient: gradient(),
    ...timestamps,
  },
  (t) => [index("heading_sections_organization_page_idx").on(t.organization_id, t.url_page, t.order)],
);
