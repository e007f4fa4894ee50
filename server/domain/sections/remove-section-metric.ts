import { eq } from "drizzle-orm";
import { templateSectionMetrics } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { templateSectionEntity } from "../changes/entities.ts";
import { touchSection } from "./section-metrics.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Takes a metric out of one section; the metric stays in the library and in other sections. */
export async function removeSectionMetric({
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
    summary: `remove metric ${metricId}`,
    expectedVersion,
    change: async (tx, before) => {
      if (!(before!.metric_ids as number[]).includes(metricId)) {
        throw new AppError("not_found", "This metric is not in the section", { code: "not_found", field: "metric_id" });
      }
      await tx
        .delete(templateSectionMetrics)
        .where(
          scoped(ctx.organizationId).where(
            templateSectionMetrics,
            eq(templateSectionMetrics.section_id, sectionId),
            eq(templateSectionMetrics.metric_id, metricId),
          ),
        );
      await touchSection(tx, ctx.organizationId, sectionId);
    },
  });
  return result.after!;
}
