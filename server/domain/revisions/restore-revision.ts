import { eq } from "drizzle-orm";
import { revisions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { ENTITIES, type EntityName } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Brings a record back to the state a revision recorded: the state it produced, or for a
 * deletion the state before it (an undelete, same id). The restore is itself a change, with its
 * own revision, through the change function.
 */
export async function restoreRevision({ ctx, revisionId }: { ctx: ChangeContext; revisionId: number }) {
  const [revision] = await ctx.db
    .select()
    .from(revisions)
    .where(scoped(ctx.organizationId).where(revisions, eq(revisions.id, revisionId)))
    .limit(1);
  if (!revision) throw new AppError("not_found", "Revision not found", { code: "not_found" });
  const entity = ENTITIES[revision.entity as EntityName];
  const snapshot = revision.after ?? revision.before;
  if (!entity || !snapshot) throw new AppError("bad_request", "This revision cannot be restored");
  const result = await applyChange({
    ctx,
    entity,
    id: revision.entity_id,
    action: "restore",
    summary: `restore revision ${revision.id}`,
    absentOk: true,
    change: (tx) => entity.restore(tx, ctx.organizationId, revision.entity_id, snapshot),
  });
  return { entity: entity.name, entity_id: result.id, revision_id: result.revisionId, record: result.after };
}
