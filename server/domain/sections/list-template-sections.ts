import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { metrics, templateSectionMetrics, templateSections } from "../../db/schema/index.ts";
import { sanitizeFields } from "../content/sanitize-rich-text.ts";
import { deriveSectionType, type SectionType } from "./section-types.ts";
import { scoped } from "../../db/tenant-scope.ts";

type SectionRow = typeof templateSections.$inferSelect;
type MetricRow = typeof metrics.$inferSelect;

/** A metric of a section, with its version for the metric manager's writes (decision 031). */
export type Metric = Omit<MetricRow, "organization_id" | "created_at" | "updated_at"> & { updated_at: string };
export type TemplateSection = Omit<SectionRow, "created_at" | "updated_at" | "section_type"> & {
  section_type: SectionType;
  /** The version an editor sends back with its save (a stale one gets 409). */
  updated_at: string;
  website_metric: Metric[];
};

const SECTION_RICH_TEXT = [
  "section_title",
  "section_title_translation",
  "section_description",
  "section_description_translation",
] as const;
const METRIC_RICH_TEXT = ["title", "title_translation", "description", "description_translation"] as const;

/** The sections of one page of one organization, in order, each with its ordered metrics. */
export async function listTemplateSections({
  db,
  organizationId,
  urlPage,
}: {
  db: Db;
  organizationId: number;
  urlPage: string;
}): Promise<TemplateSection[]> {
  const sections = await db
    .select()
    .from(templateSections)
    .where(scoped(organizationId).where(templateSections, eq(templateSections.url_page, urlPage)))
    .orderBy(asc(templateSections.order), asc(templateSections.id));
  if (sections.length === 0) return [];

  const links = await db
    .select({
      section_id: templateSectionMetrics.section_id,
      id: metrics.id,
      title: metrics.title,
      title_translation: metrics.title_translation,
      description: metrics.description,
      description_translation: metrics.description_translation,
      image: metrics.image,
      is_image_rounded_full: metrics.is_image_rounded_full,
      is_title_displayed: metrics.is_title_displayed,
      is_card_type: metrics.is_card_type,
      background_color: metrics.background_color,
      is_gradient: metrics.is_gradient,
      gradient: metrics.gradient,
      updated_at: metrics.updated_at,
    })
    .from(templateSectionMetrics)
    .innerJoin(metrics, scoped(organizationId).where(metrics, eq(metrics.id, templateSectionMetrics.metric_id)))
    .where(
      scoped(organizationId).where(
        templateSectionMetrics,
        inArray(
          templateSectionMetrics.section_id,
          sections.map((section) => section.id),
        ),
      ),
    )
    .orderBy(asc(templateSectionMetrics.order), asc(metrics.id));

  const bySection = new Map<number, Metric[]>();
  for (const { section_id, updated_at, ...metric } of links) {
    const list = bySection.get(section_id) ?? [];
    list.push({ ...sanitizeFields(metric, METRIC_RICH_TEXT), updated_at: updated_at.toISOString() });
    bySection.set(section_id, list);
  }

  return sections.map(({ created_at: _c, updated_at, ...section }) => ({
    ...sanitizeFields(section, SECTION_RICH_TEXT),
    updated_at: updated_at.toISOString(),
    section_type: deriveSectionType(section),
    website_metric: bySection.get(section.id) ?? [],
  }));
}
