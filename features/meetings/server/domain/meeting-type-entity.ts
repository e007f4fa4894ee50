import { eq, getTableColumns, sql } from "drizzle-orm";
import { meetingTypes } from "../../../../server/db/schema/index.ts";
import type { EntityKind, Snapshot, Tx } from "../../../../server/domain/changes/entities.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** Editable fields of a meeting type (never id, organization or the timestamps). */
export type MeetingTypeFields = Partial<
  Omit<typeof meetingTypes.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at">
>;

export type MeetingTypeRecord = Omit<
  typeof meetingTypes.$inferSelect,
  "organization_id" | "created_at" | "updated_at"
> & {
  created_at: string;
  updated_at: string;
};

export function meetingTypeRecord(row: typeof meetingTypes.$inferSelect): MeetingTypeRecord {
  const { organization_id: _org, created_at, updated_at, ...rest } = row;
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}

/** Same rule as entities.ts `nextVersion` (kept here: importing it would make a module cycle). */
export const nextMeetingTypeVersion = sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${meetingTypes.updated_at} + interval '1 millisecond'))`;

function rowFrom(snapshot: Snapshot): MeetingTypeFields {
  const columns = getTableColumns(meetingTypes);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    if (!(key in columns) || ["id", "organization_id", "updated_at"].includes(key)) continue;
    row[key] = key === "created_at" && typeof value === "string" ? new Date(value) : value;
  }
  return row as MeetingTypeFields;
}

/** A meeting type as a revision keeps it (edited with History; decision 036). */
export const meetingTypeEntity: EntityKind = {
  name: "meeting_type",
  label: "Meeting type",
  async load(tx: Tx, organizationId, id, { lock }) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const query = tx
      .select()
      .from(meetingTypes)
      .where(scoped(organizationId).where(meetingTypes, eq(meetingTypes.id, Number(id))));
    const [row] = lock ? await query.for("update") : await query;
    return row ? (meetingTypeRecord(row) as unknown as Snapshot) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const values = rowFrom(snapshot);
    const updated = await tx
      .update(meetingTypes)
      .set({ ...values, updated_at: nextMeetingTypeVersion })
      .where(scoped(organizationId).where(meetingTypes, eq(meetingTypes.id, Number(id))))
      .returning({ id: meetingTypes.id });
    if (updated.length > 0) return;
    await tx
      .insert(meetingTypes)
      .overridingSystemValue()
      .values(
        scoped(organizationId).values(meetingTypes, {
          ...(values as typeof meetingTypes.$inferInsert),
          id: Number(id),
        }),
      );
  },
};
