import { eq } from "drizzle-orm";
import { headingSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { headingSectionEntity } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Deletes a heading section; its last revision keeps it for a restore. */
export async function deleteHeadingSection({
  ctx,
  headingId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  headingId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: headingSectionEntity,
    id: headingId,
    action: "delete",
    summary: "delete heading section",
    expectedVersion,
    change: async (tx) => {
      await tx
        .delete(headingSections)
        .where(scoped(ctx.organizationId).where(headingSections, eq(headingSections.id, headingId)));
    },
  });
}
