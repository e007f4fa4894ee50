import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { headingSections, templateSections, websiteHero } from "../../db/schema/index.ts";
import { deriveSectionType, type SectionType } from "../sections/section-types.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { pageBodyOrder } from "../../../shared/rules/page-body-order.ts";
import { htmlToLine } from "../content/html-to-text.ts";

/** Spec editing-tools §3 "Page layout section". */
export type PageLayoutSection = {
  id: number;
  type: "hero" | "template_section" | "heading_section";
  title: string;
  order: number;
  data: { section_type: SectionType | null };
};

/** The sections of one page in their shown order (heroes, headings and template sections together). */
export async function getPageLayout({
  db,
  organizationId,
  urlPage,
}: {
  db: Db;
  organizationId: number;
  urlPage: string;
}): Promise<PageLayoutSection[]> {
  const [templates, headings, heroes] = await Promise.all([
    db
      .select()
      .from(templateSections)
      .where(scoped(organizationId).where(templateSections, eq(templateSections.url_page, urlPage)))
      .orderBy(asc(templateSections.order), asc(templateSections.id)),
    db
      .select({ id: headingSections.id, name: headingSections.name, order: headingSections.order })
      .from(headingSections)
      .where(scoped(organizationId).where(headingSections, eq(headingSections.url_page, urlPage)))
      .orderBy(asc(headingSections.order), asc(headingSections.id)),
    db
      .select({ id: websiteHero.id, title: websiteHero.title, order: websiteHero.display_order })
      .from(websiteHero)
      .where(scoped(organizationId).where(websiteHero, eq(websiteHero.url_page, urlPage)))
      .orderBy(asc(websiteHero.display_order), asc(websiteHero.id)),
  ]);
  const sections: PageLayoutSection[] = [
    ...heroes.map((hero) => ({
      id: hero.id,
      type: "hero" as const,
      title: htmlToLine(hero.title),
      order: hero.order,
      data: { section_type: null },
    })),
    ...headings.map((heading) => ({
      id: heading.id,
      type: "heading_section" as const,
      title: htmlToLine(heading.name),
      order: heading.order,
      data: { section_type: null },
    })),
    ...templates.map((section) => ({
      id: section.id,
      type: "template_section" as const,
      title: htmlToLine(section.section_title),
      order: section.order,
      data: { section_type: deriveSectionType(section) },
    })),
  ];
  // The order the public page renders (heroes, then headings, first among equal orders).
  return pageBodyOrder(sections);
}
