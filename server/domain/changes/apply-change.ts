import type { Db } from "../../db/client.ts";
import { revisions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { EntityKind, Snapshot, Tx } from "./entities.ts";

export type { Snapshot, Tx };

/** Who makes a change: the signed-in person the policy allowed. */
export type Actor = { id: string; name: string };

/** What every write carries from its request; the organization is always the host's. */
export type ChangeContext = {
  db: Db;
  organizationId: number;
  actor: Actor;
  requestId: string;
  /** Publishes `content-changed` for the organization (services.publishContentChanged). */
  publish(organizationId: number): Promise<void>;
  logger?: Logger;
};

export type ChangeAction = "create" | "update" | "delete" | "restore";

export type ChangeResult = {
  id: string;
  before: Snapshot | null;
  after: Snapshot | null;
  revisionId: number;
};

export const STALE_MESSAGE =
  "Someone else saved this in the meantime. Reload to see their version, or save again to overwrite it.";

/** Versions are `updated_at` instants; compared to the millisecond (what JSON carries). */
export function sameVersion(current: unknown, expected: string): boolean {
  if (typeof current !== "string") return false;
  return new Date(current).getTime() === new Date(expected).getTime();
}

/**
 * The one road of every content write (ARCHITECTURE "Writing content"):
 * 1. loads the target scoped to the context's organization, locked for the transaction
 *    (another organization's id, or none: 404, nothing changed);
 * 2. checks the version the editor loaded (stale: 409 with the current record, nothing changed);
 * 3. applies `change` and appends a revision (before, after, actor, time, request id) in the same
 *    transaction, so a failure anywhere leaves neither the change nor the revision;
 * 4. after commit, publishes one `content-changed` event for the organization (caches listen).
 *
 * `id` null means a creation: `change` returns the new record's id.
 */
export async function applyChange({
  ctx,
  entity,
  id,
  action,
  summary = "",
  expectedVersion,
  absentOk = false,
  change,
}: {
  ctx: ChangeContext;
  entity: EntityKind;
  id: string | number | null;
  action: ChangeAction;
  summary?: string;
  expectedVersion?: string | null;
  /** A restore may re-create a deleted record: its absence is then no 404. */
  absentOk?: boolean;
  change: (tx: Tx, before: Snapshot | null) => Promise<{ id: string | number } | void>;
}): Promise<ChangeResult> {
  const result = await ctx.db.transaction(async (tx) => {
    let before: Snapshot | null = null;
    if (id !== null) {
      before = await entity.load(tx, ctx.organizationId, String(id), { lock: true });
      if (!before && !absentOk) throw new AppError("not_found", `${entity.label} not found`, { code: "not_found" });
      if (before && expectedVersion != null && !sameVersion(before.updated_at, expectedVersion)) {
        throw new AppError("conflict", STALE_MESSAGE, { code: "stale", current: before });
      }
    }
    const outcome = await change(tx, before);
    const targetId = String(outcome?.id ?? id);
    const after = action === "delete" ? null : await entity.load(tx, ctx.organizationId, targetId, { lock: false });
    const [revision] = await tx
      .insert(revisions)
      .values({
        organization_id: ctx.organizationId,
        entity: entity.name,
        entity_id: targetId,
        action,
        summary,
        before,
        after,
        actor_id: ctx.actor.id,
        actor_name: ctx.actor.name,
        request_id: ctx.requestId,
      })
      .returning({ id: revisions.id });
    return { id: targetId, before, after, revisionId: revision!.id };
  });
  try {
    await ctx.publish(ctx.organizationId);
  } catch (error) {
    // The change is committed; a lost event only delays the purge until the next change.
    ctx.logger?.error({ err: error, organization_id: ctx.organizationId }, "content-changed not published");
  }
  return result;
}
