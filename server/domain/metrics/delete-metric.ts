import { eq, inArray } from "drizzle-orm";
import { metrics, templateSectionMetrics, templateSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { metricEntity, nextVersion } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Deletes a metric permanently, and with it every section's link to it, in one transaction. A
 * metric still shown in a section needs `force` (the editor's Delete Permanently); its last
 * revision keeps it, with the sections it was in, so the deletion can be restored.
 */
export async function deleteMetric({
  ctx,
  metricId,
  force,
  expectedVersion,
}: {
  ctx: ChangeContext;
  metricId: number;
  force: boolean;
  expectedVersion: string | null | undefined;
}) {
  await applyChange({
    ctx,
    entity: metricEntity,
    id: metricId,
    action: "delete",
    summary: "delete metric",
    expectedVersion,
    change: async (tx, before) => {
      const sectionIds = ((before?.sections as { section_id: number }[] | undefined) ?? []).map((s) => s.section_id);
      if (sectionIds.length > 0 && !force) {
        throw new AppError(
          "conflict",
          `This metric is shown in ${sectionIds.length} section(s); delete it with force=true to remove it from all of them.`,
          { code: "in_use" },
        );
      }
      await tx
        .delete(templateSectionMetrics)
        .where(
          scoped(ctx.organizationId).where(templateSectionMetrics, eq(templateSectionMetrics.metric_id, metricId)),
        );
      if (sectionIds.length > 0) {
        // Their metric lists changed: an editor holding an older version must reload.
        await tx
          .update(templateSections)
          .set({ updated_at: nextVersion(templateSections.updated_at) })
          .where(scoped(ctx.organizationId).where(templateSections, inArray(templateSections.id, sectionIds)));
      }
      await tx.delete(metrics).where(scoped(ctx.organizationId).where(metrics, eq(metrics.id, metricId)));
    },
  });
}
