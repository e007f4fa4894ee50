import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { cannedReplies } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import type { EntityKind, Snapshot } from "../../../../server/domain/changes/entities.ts";

/** entities.ts's nextVersion, repeated: importing it would make a cycle (entities.ts lists this entity). */
const nextVersion = () =>
  sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${cannedReplies.updated_at} + interval '1 millisecond'))`;

/**
 * Canned replies of the live-support inbox (decision 039): per organization, created, changed and
 * deleted through the change function, so each carries a version and a History (audit, restore)
 * like every other record.
 */

const positiveId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

const toSnapshot = (row: Record<string, unknown>): Snapshot => {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
};

export const cannedReplyEntity: EntityKind = {
  name: "canned_reply",
  label: "Canned reply",
  visibleOnPages: false,
  async load(tx, organizationId, id, { lock }) {
    const replyId = positiveId(id);
    if (replyId === null) return null;
    const query = tx
      .select()
      .from(cannedReplies)
      .where(scoped(organizationId).where(cannedReplies, eq(cannedReplies.id, replyId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const replyId = Number(id);
    const columns = getTableColumns(cannedReplies);
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(snapshot)) {
      if (!(key in columns) || ["id", "organization_id", "updated_at", "created_at"].includes(key)) continue;
      values[key] = value;
    }
    const updated = await tx
      .update(cannedReplies)
      .set({ ...values, updated_at: nextVersion() })
      .where(scoped(organizationId).where(cannedReplies, eq(cannedReplies.id, replyId)))
      .returning({ id: cannedReplies.id });
    if (updated.length > 0) return;
    await tx
      .insert(cannedReplies)
      .overridingSystemValue()
      .values(
        scoped(organizationId).values(cannedReplies, {
          ...(values as typeof cannedReplies.$inferInsert),
          id: replyId,
        }),
      );
  },
};

export type CannedReplyFields = { title: string; body: string };

export async function listCannedReplies(db: Db, organizationId: number) {
  const rows = await db
    .select()
    .from(cannedReplies)
    .where(scoped(organizationId).where(cannedReplies))
    .orderBy(asc(cannedReplies.title), asc(cannedReplies.id))
    .limit(500);
  return rows.map(toSnapshot);
}

export async function createCannedReply({ ctx, fields }: { ctx: ChangeContext; fields: CannedReplyFields }) {
  const result = await applyChange({
    ctx,
    entity: cannedReplyEntity,
    id: null,
    action: "create",
    summary: "create canned reply",
    change: async (tx) => {
      const [row] = await tx
        .insert(cannedReplies)
        .values(scoped(ctx.organizationId).values(cannedReplies, { ...fields }))
        .returning({ id: cannedReplies.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}

export async function updateCannedReply({
  ctx,
  replyId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  replyId: number;
  fields: Partial<CannedReplyFields>;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: cannedReplyEntity,
    id: replyId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(cannedReplies)
        .set({ ...fields, updated_at: nextVersion() })
        .where(scoped(ctx.organizationId).where(cannedReplies, eq(cannedReplies.id, replyId)));
    },
  });
  return result.after!;
}

/** Deletes a canned reply; its last revision keeps it for a restore. */
export async function deleteCannedReply({
  ctx,
  replyId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  replyId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: cannedReplyEntity,
    id: replyId,
    action: "delete",
    summary: "delete canned reply",
    expectedVersion,
    change: async (tx) => {
      await tx
        .delete(cannedReplies)
        .where(scoped(ctx.organizationId).where(cannedReplies, eq(cannedReplies.id, replyId)));
    },
  });
}
