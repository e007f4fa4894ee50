import { and, desc, eq, inArray } from "drizzle-orm";
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

/**
 * How many revisions each record keeps (Payload's `maxPerDoc`): older ones are pruned in the write's
 * own transaction, so the log cannot grow without bound when editors save often. The newest is
 * always kept, so a deleted record's deletion (its last revision) can still be restored.
 */
export const MAX_REVISIONS_PER_RECORD = 50;

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
    await pruneRevisions(tx, ctx.organizationId, entity.name, targetId);
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

/** Keeps the newest MAX_REVISIONS_PER_RECORD revisions of one record (decision 019, the cap). */
async function pruneRevisions(tx: Tx, organizationId: number, entity: string, entityId: string) {
  const record = and(
    eq(revisions.organization_id, organizationId),
    eq(revisions.entity, entity),
    eq(revisions.entity_id, entityId),
  );
  // Uses the (organization, entity, entity_id, id) index; usually finds nothing to prune.
  const surplus = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(record)
    .orderBy(desc(revisions.id))
    .offset(MAX_REVISIONS_PER_RECORD);
  if (surplus.length === 0) return;
  await tx.delete(revisions).where(
    and(
      record,
      inArray(
        revisions.id,
        surplus.map((row) => row.id),
      ),
    ),
  );
}
