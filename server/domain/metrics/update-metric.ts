import { eq } from "drizzle-orm";
import { metrics } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { metricEntity, nextVersion } from "../changes/entities.ts";
import { METRIC_RICH_TEXT, type MetricFields } from "./metric-fields.ts";
import { metricView } from "./metric-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Changes some fields of one of the organization's metrics (every section showing it follows). */
export async function updateMetric({
  ctx,
  metricId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  metricId: number;
  fields: MetricFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: metricEntity,
    id: metricId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(metrics)
        .set({ ...sanitizeInput(fields, METRIC_RICH_TEXT), updated_at: nextVersion(metrics.updated_at) })
        .where(scoped(ctx.organizationId).where(metrics, eq(metrics.id, metricId)));
    },
  });
  return metricView(result.after)!;
}
