import { metrics } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { metricEntity } from "../changes/entities.ts";
import { METRIC_RICH_TEXT, type MetricFields } from "./metric-fields.ts";
import { metricView } from "./metric-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Adds a metric to the organization's library (spec §3 defaults for whatever is not given). */
export async function createMetric({ ctx, fields }: { ctx: ChangeContext; fields: MetricFields }) {
  const result = await applyChange({
    ctx,
    entity: metricEntity,
    id: null,
    action: "create",
    summary: "create metric",
    change: async (tx) => {
      const [row] = await tx
        .insert(metrics)
        .values(scoped(ctx.organizationId).values(metrics, { ...sanitizeInput(fields, METRIC_RICH_TEXT) }))
        .returning({ id: metrics.id });
      return { id: row!.id };
    },
  });
  return metricView(result.after)!;
}
