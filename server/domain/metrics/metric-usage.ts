import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { templateSectionMetrics, templateSections } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { htmlToLine } from "../content/html-to-text.ts";

/** A section that shows a metric (shared content says it is shared; decision 043). */
export type MetricUse = { id: number; title: string; url_page: string };

/** For every metric of the organization shown in sections: those sections, by page then order. */
export async function metricUsage({
  db,
  organizationId,
}: {
  db: Db;
  organizationId: number;
}): Promise<Map<number, MetricUse[]>> {
  const scope = scoped(organizationId);
  const rows = await db
    .select({
      metric_id: templateSectionMetrics.metric_id,
      id: templateSections.id,
      title: templateSections.section_title,
      url_page: templateSections.url_page,
    })
    .from(templateSectionMetrics)
    .innerJoin(
      templateSections,
      scope.where(templateSections, eq(templateSections.id, templateSectionMetrics.section_id)),
    )
    .where(scope.where(templateSectionMetrics))
    .orderBy(asc(templateSections.url_page), asc(templateSections.order), asc(templateSections.id));
  const usage = new Map<number, MetricUse[]>();
  for (const row of rows) {
    const list = usage.get(row.metric_id) ?? [];
    if (!list.some((use) => use.id === row.id))
      list.push({ id: row.id, title: htmlToLine(row.title), url_page: row.url_page });
    usage.set(row.metric_id, list);
  }
  return usage;
}
