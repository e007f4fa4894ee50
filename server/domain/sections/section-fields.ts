import type { headingSections, templateSections } from "../../db/schema/index.ts";

type Editable<T> = Partial<Omit<T, "id" | "organization_id" | "created_at" | "updated_at">>;

/** Editable fields of a template section (translations included, url_page only on create). */
export type TemplateSectionFields = Editable<typeof templateSections.$inferInsert>;
export type HeadingSectionFields = Editable<typeof headingSections.$inferInsert>;

export const TEMPLATE_SECTION_RICH_TEXT = ["section_title", "section_description"] as const;
export const HEADING_SECTION_RICH_TEXT = ["description_text"] as const;
