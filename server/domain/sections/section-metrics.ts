import { eq, sql } from "drizzle-orm";
import { metrics, templateSectionMetrics, templateSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import type { Tx } from "../changes/entities.ts";
import { nextVersion, templateSectionEntity, writeSectionMetrics } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** A change of a section's metric list is a change of the section: its version moves on. */
export async function touchSection(tx: Tx, organizationId: number, sectionId: number) {
  await tx
    .update(templateSections)
    .set({ updated_at: nextVersion(templateSections.updated_at) })
    .where(scoped(organizationId).where(templateSections, eq(templateSections.id, sectionId)));
}

type SectionInput = {
  ctx: ChangeContext;
  sectionId: number;
  /** The section's version the editor loaded: a change of its metric list changes the section. */
  expectedVersion?: string | null;
};
type MembershipInput = SectionInput & { metricId: number };

/**
 * A change of a section's metric list takes the write path on the section: version check, revision,
 * audit, and the section's version moves on.
 */
async function changeMetricList(
  { ctx, sectionId, expectedVersion }: SectionInput,
  summary: string,
  change: (tx: Tx, metricIds: number[]) => Promise<void>,
) {
  const result = await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: sectionId,
    action: "update",
    summary,
    expectedVersion,
    change: async (tx, before) => {
      await change(tx, before!.metric_ids as number[]);
      await touchSection(tx, ctx.organizationId, sectionId);
    },
  });
  return result.after!;
}

/** Shows one of the organization's metrics in a section, after the ones it already has. */
export function addSectionMetric(input: MembershipInput) {
  const { ctx, sectionId, metricId } = input;
  const tenant = scoped(ctx.organizationId);
  return changeMetricList(input, `add metric ${metricId}`, async (tx, metricIds) => {
    const [metric] = await tx
      .select({ id: metrics.id })
      .from(metrics)
      .where(tenant.where(metrics, eq(metrics.id, metricId)));
    if (!metric) throw new AppError("not_found", "Metric not found", { code: "not_found", field: "metric_id" });
    if (metricIds.includes(metricId)) {
      throw new AppError("conflict", "This metric is already in the section", { code: "already_added" });
    }
    const [last] = await tx
      .select({ max: sql<number | null>`max(${templateSectionMetrics.order})` })
      .from(templateSectionMetrics)
      .where(tenant.where(templateSectionMetrics, eq(templateSectionMetrics.section_id, sectionId)));
    const order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await tx
      .insert(templateSectionMetrics)
      .values(tenant.values(templateSectionMetrics, { section_id: sectionId, metric_id: metricId, order }));
  });
}

/** Takes a metric out of one section; the metric stays in the library and in other sections. */
export function removeSectionMetric(input: MembershipInput) {
  const { ctx, sectionId, metricId } = input;
  return changeMetricList(input, `remove metric ${metricId}`, async (tx, metricIds) => {
    if (!metricIds.includes(metricId)) {
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
  });
}

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
export function reorderSectionMetrics(input: SectionInput & { metricIds: number[] }) {
  const { ctx, sectionId, metricIds } = input;
  return changeMetricList(input, "reorder metrics", async (tx, current) => {
    const problem = reorderProblem(current, metricIds);
    if (problem) throw new AppError("bad_request", `metric_ids: ${problem}`, { field: "metric_ids" });
    await writeSectionMetrics(tx, ctx.organizationId, sectionId, metricIds);
  });
}
