import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { templateSectionEntity, writeSectionMetrics } from "../changes/entities.ts";
import { touchSection } from "./section-metrics.ts";

/** Why `metricIds` is not a reordering of `current`, or null when it is one. */
export function reorderProblem(current: readonly number[], metricIds: readonly number[]): string | null {
  const seen = new Set<number>();
  for (const id of metricIds) {
    if (seen.has(id)) return `lists metric ${id} twice`;
    seen.add(id);
  }
  const known = new Set(current);
  const foreign = metricIds.filter((id) => !known.has(id));
  if (foreign.length > 0) return `metric ${foreign.join(", ")} is not in this section`;
  const missing = current.filter((id) => !seen.has(id));
  if (missing.length > 0) return `must list every metric of the section; missing: ${missing.join(", ")}`;
  return null;
}

/**
 * Puts a section's metrics in the given order. The list must name exactly the section's metrics,
 * once each: otherwise 400 and the order is unchanged. The section row is locked for the
 * transaction, so concurrent reorders apply one after the other, each against the list it sees.
 */
export async function reorderSectionMetrics({
  ctx,
  sectionId,
  metricIds,
  expectedVersion,
}: {
  ctx: ChangeContext;
  sectionId: number;
  metricIds: number[];
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: sectionId,
    action: "update",
    summary: "reorder metrics",
    expectedVersion,
    change: async (tx, before) => {
      const problem = reorderProblem(before!.metric_ids as number[], metricIds);
      if (problem) throw new AppError("bad_request", `metric_ids: ${problem}`, { field: "metric_ids" });
      await writeSectionMetrics(tx, ctx.organizationId, sectionId, metricIds);
      await touchSection(tx, ctx.organizationId, sectionId);
    },
  });
  return result.after!;
}
