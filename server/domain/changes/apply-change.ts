import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Dispatcher, Emit } from "../../domain-events/dispatcher.ts";
import { revisions } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { EntityKind, Snapshot, Tx } from "./entities.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { changeTags } from "./change-tags.ts";
import { recordTranslationSources } from "../translations/record-sources.ts";

export type { Snapshot, Tx };

/** Who makes a change: the signed-in person the policy allowed. */
export type Actor = { id: string; name: string };

/** A visitor without an account (order requests): revisions name them, with no user id. */
export type VisitorActor = { id: null; name: string };

/** What every write carries from its request; the organization is always the host's. */
export type ChangeContext = {
  db: Db;
  organizationId: number;
  actor: Actor | VisitorActor;
  requestId: string;
  /**
   * Runs the change's transaction and, after it, the handlers of the events it emitted
   * (`content.changed` with the tags of the records changed: purge, search index, publication
   * timer; services.dispatcher).
   */
  dispatcher: Dispatcher;
  logger?: Logger;
};

export type ChangeAction = "create" | "update" | "delete" | "restore";

export type ChangeResult = {
  id: string;
  /** False when the change found nothing to do (it returned UNCHANGED). */
  changed: boolean;
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

/**
 * Versions are `updated_at` instants, compared to the millisecond (what JSON carries); a list's
 * version is an opaque string compared as it is.
 */
export function sameVersion(current: unknown, expected: string): boolean {
  if (typeof current !== "string") return false;
  const [a, b] = [Date.parse(current), Date.parse(expected)];
  if (Number.isNaN(a) || Number.isNaN(b)) return current === expected;
  return a === b;
}

/** One change of one record: what `applyChange` and `applyChanges` apply. */
export type ChangeSpec = {
  entity: EntityKind;
  id: string | number | null;
  action: ChangeAction;
  summary?: string;
  /**
   * The version the editor loaded (`updated_at`, or a list version). The API requires it on every
   * update and delete (decision 031); a stale one is a 409 with the current record.
   */
  expectedVersion?: string | null;
  /** A restore may re-create a deleted record: its absence is then no 404. */
  absentOk?: boolean;
  /** Returns the new record's id for a creation, or UNCHANGED: nothing to write, no revision. */
  change: (tx: Tx, before: Snapshot | null) => Promise<{ id: string | number } | typeof UNCHANGED | void>;
};

/** What a change returns when the record already is as sent: no write, no revision, no event. */
export const UNCHANGED = "unchanged" as const;

/**
 * The one road of every content write (ARCHITECTURE "Writing content"):
 * 1. loads the target scoped to the context's organization, locked for the transaction
 *    (another organization's id, or none: 404, nothing changed);
 * 2. checks the version the editor loaded (stale: 409 with the current record, nothing changed);
 * 3. applies `change` and appends a revision (before, after, actor, time, request id) in the same
 *    transaction, so a failure anywhere leaves neither the change nor the revision; records the
 *    source text each saved translation sits beside (translation coverage, decision 069);
 * 4. emits `content.changed` for the organization in the same transaction (unless no page shows
 *    the record: `EntityKind.visibleOnPages`); its handlers run through the dispatcher.
 *
 * `id` null means a creation: `change` returns the new record's id.
 */
export async function applyChange({ ctx, ...spec }: ChangeSpec & { ctx: ChangeContext }): Promise<ChangeResult> {
  return ctx.dispatcher.transaction(ctx.db, async (tx, emit) => {
    const result = await applyChangeIn(tx, ctx, spec);
    emitChanged(emit, ctx, spec, result);
    return result;
  });
}

/**
 * Several changes as one save (Global Settings sends settings, hero and lists at once): every
 * change takes the same steps as `applyChange`, all in one transaction (a failure anywhere, a
 * stale version included, changes nothing), and their `content.changed` events become one (the
 * dispatcher coalesces an organization's events of one transaction).
 */
export async function applyChanges<T>(
  ctx: ChangeContext,
  run: (apply: (spec: ChangeSpec) => Promise<ChangeResult>, tx: Tx) => Promise<T>,
): Promise<{ result: T; applied: number }> {
  let applied = 0;
  const result = await ctx.dispatcher.transaction(ctx.db, (tx, emit) =>
    run(async (spec) => {
      const outcome = await applyChangeIn(tx, ctx, spec);
      if (outcome.changed) applied += 1;
      emitChanged(emit, ctx, spec, outcome);
      return outcome;
    }, tx),
  );
  return { result, applied };
}

/** Step 4: what pages show changed (nothing when the change found nothing to do). */
function emitChanged(emit: Emit, ctx: ChangeContext, spec: ChangeSpec, result: ChangeResult): void {
  if (!result.changed || spec.entity.visibleOnPages === false) return;
  emit({
    type: "content.changed",
    organizationId: ctx.organizationId,
    tags: changeTags(spec.entity.name, result.before, result.after),
  });
}

/** Steps 1 to 3 of the road, inside the caller's transaction (no event: the caller emits its own). */
export async function applyChangeIn(
  tx: Tx,
  ctx: ChangeContext,
  { entity, id, action, summary = "", expectedVersion, absentOk = false, change }: ChangeSpec,
): Promise<ChangeResult> {
  let before: Snapshot | null = null;
  if (id !== null) {
    before = await entity.load(tx, ctx.organizationId, String(id), { lock: true });
    if (!before && !absentOk) throw new AppError("not_found", `${entity.label} not found`, { code: "not_found" });
    if (before && expectedVersion != null && !sameVersion(versionOf(before), expectedVersion)) {
      throw new AppError("conflict", STALE_MESSAGE, { code: "stale", current: before });
    }
  }
  const outcome = await change(tx, before);
  if (outcome === UNCHANGED) return { id: String(id), changed: false, before, after: before, revisionId: 0 };
  const targetId = String(outcome?.id ?? id);
  const after = action === "delete" ? null : await entity.load(tx, ctx.organizationId, targetId, { lock: false });
  // Which source each translation was saved against (decision 069): a source edit leaves its
  // translations stale in this very transaction.
  await recordTranslationSources(tx, ctx.organizationId, entity.name, before, after);
  const [revision] = await tx
    .insert(revisions)
    .values(
      scoped(ctx.organizationId).values(revisions, {
        entity: entity.name,
        entity_id: targetId,
        action,
        summary,
        before,
        after,
        actor_id: ctx.actor.id,
        actor_name: ctx.actor.name,
        request_id: ctx.requestId,
      }),
    )
    .returning({ id: revisions.id });
  await pruneRevisions(tx, ctx.organizationId, entity.name, targetId);
  return { id: targetId, changed: true, before, after, revisionId: revision!.id };
}

/** A record's version: its `updated_at`, or a list's `version` (organization lists). */
function versionOf(snapshot: Snapshot): unknown {
  return snapshot.version ?? snapshot.updated_at;
}

/** Keeps the newest MAX_REVISIONS_PER_RECORD revisions of one record (decision 019, the cap). */
async function pruneRevisions(tx: Tx, organizationId: number, entity: string, entityId: string) {
  const tenant = scoped(organizationId);
  const record = [eq(revisions.entity, entity), eq(revisions.entity_id, entityId)];
  // Uses the (organization, entity, entity_id, id) index; usually finds nothing to prune.
  const surplus = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(tenant.where(revisions, ...record))
    .orderBy(desc(revisions.id))
    .offset(MAX_REVISIONS_PER_RECORD);
  if (surplus.length === 0) return;
  await tx.delete(revisions).where(
    tenant.where(
      revisions,
      ...record,
      inArray(
        revisions.id,
        surplus.map((row) => row.id),
      ),
    ),
  );
}
