import { and, eq, inArray } from "drizzle-orm";
import { headingSections, templateSections, websiteHero } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { pageLayoutEntity, writeLayoutOrder, type LayoutEntry } from "../changes/entities.ts";

/**
 * Saves the order of one page's sections. Every id must be a section of the organization (else
 * 404, nothing changed) and all must be on the same page (else 400); one revision for the page.
 */
export async function savePageLayout({
  ctx,
  sections,
  expectedVersion,
}: {
  ctx: ChangeContext;
  sections: LayoutEntry[];
  /** The layout's `version` as GET /api/page-layout answered it. */
  expectedVersion: string;
}) {
  const pages = new Set<string>();
  for (const type of ["template_section", "heading_section", "hero"] as const) {
    const ids = sections.filter((entry) => entry.type === type).map((entry) => entry.id);
    if (ids.length === 0) continue;
    const table = type === "template_section" ? templateSections : type === "hero" ? websiteHero : headingSections;
    const rows = await ctx.db
      .select({ id: table.id, url_page: table.url_page })
      .from(table)
      .where(and(eq(table.organization_id, ctx.organizationId), inArray(table.id, ids)));
    if (rows.length !== new Set(ids).size) {
      throw new AppError("not_found", "Section not found", { code: "not_found", field: "sections" });
    }
    for (const row of rows) pages.add(row.url_page);
  }
  if (pages.size !== 1) {
    throw new AppError("bad_request", "sections: must all belong to one page", { field: "sections" });
  }
  const [urlPage] = [...pages] as [string];
  const result = await applyChange({
    ctx,
    entity: pageLayoutEntity,
    id: urlPage,
    action: "update",
    summary: "reorder page sections",
    expectedVersion,
    change: (tx) => writeLayoutOrder(tx, ctx.organizationId, urlPage, sections),
  });
  return result.after!;
}
