import { eq, sql } from "drizzle-orm";
import { metrics, templateSectionMetrics } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { templateSectionEntity } from "../changes/entities.ts";
import { touchSection } from "./section-metrics.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Shows one of the organization's metrics in a section, after the ones it already has. */
export async function addSectionMetric({
  ctx,
  sectionId,
  metricId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  sectionId: number;
  metricId: number;
  /** The section's version the editor loaded: adding or removing a metric changes the section. */
  expectedVersion: string | null | undefined;
}) {
  const result = await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: sectionId,
    action: "update",
    summary: `add metric ${metricId}`,
    expectedVersion,
    change: async (tx, before) => {
      const [metric] = await tx
        .select({ id: metrics.id })
        .from(metrics)
        .where(scoped(ctx.organizationId).where(metrics, eq(metrics.id, metricId)));
      if (!metric) throw new AppError("not_found", "Metric not found", { code: "not_found", field: "metric_id" });
      if ((before!.metric_ids as number[]).includes(metricId)) {
        throw new AppError("conflict", "This metric is already in the section", { code: "already_added" });
      }
      const [last] = await tx
        .select({ max: sql<number | null>`max(${templateSectionMetrics.order})` })
        .from(templateSectionMetrics)
        .where(
          scoped(ctx.organizationId).where(templateSectionMetrics, eq(templateSectionMetrics.section_id, sectionId)),
        );
      const order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await tx.insert(templateSectionMetrics).values(
        scoped(ctx.organizationId).values(templateSectionMetrics, {
          section_id: sectionId,
          metric_id: metricId,
          order,
        }),
      );
      await touchSection(tx, ctx.organizationId, sectionId);
    },
  });
  return result.after!;
}
