import { eq, inArray } from "drizzle-orm";
import { meetingTypes, memberships } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import type { Tx } from "../../../../server/domain/changes/entities.ts";
import { meetingTypeEntity, nextMeetingTypeVersion, type MeetingTypeFields } from "./meeting-type-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export const HOST_NOT_MEMBER = "Every host must be a member of this organization.";

/** Hosts are members of the organization (a user id of another site is no host here). */
async function checkHosts(tx: Tx, organizationId: number, hosts: string[] | undefined) {
  if (!hosts || hosts.length === 0) return;
  const found = await tx
    .select({ user_id: memberships.user_id })
    .from(memberships)
    .where(scoped(organizationId).where(memberships, inArray(memberships.user_id, hosts)));
  if (new Set(found.map((row) => row.user_id)).size !== new Set(hosts).size) {
    throw new AppError("bad_request", HOST_NOT_MEMBER, { code: "invalid", field: "host_user_ids" });
  }
}

/** Meeting types go through the write path (policy, scoped load, version, revision, event). */
export async function createMeetingType({
  ctx,
  fields,
}: {
  ctx: ChangeContext;
  fields: MeetingTypeFields & { name: string };
}) {
  const result = await applyChange({
    ctx,
    entity: meetingTypeEntity,
    id: null,
    action: "create",
    summary: "create meeting type",
    change: async (tx) => {
      await checkHosts(tx, ctx.organizationId, fields.host_user_ids);
      const [row] = await tx
        .insert(meetingTypes)
        .values(scoped(ctx.organizationId).values(meetingTypes, { ...fields }))
        .returning({ id: meetingTypes.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}

export async function updateMeetingType({
  ctx,
  meetingTypeId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  meetingTypeId: number;
  fields: MeetingTypeFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: meetingTypeEntity,
    id: meetingTypeId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await checkHosts(tx, ctx.organizationId, fields.host_user_ids);
      await tx
        .update(meetingTypes)
        .set({ ...fields, updated_at: nextMeetingTypeVersion })
        .where(scoped(ctx.organizationId).where(meetingTypes, eq(meetingTypes.id, meetingTypeId)));
    },
  });
  return result.after!;
}

export const TYPE_HAS_BOOKINGS = "This meeting type has bookings: disable it instead of deleting it.";

export async function deleteMeetingType({
  ctx,
  meetingTypeId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  meetingTypeId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: meetingTypeEntity,
    id: meetingTypeId,
    action: "delete",
    summary: "delete meeting type",
    expectedVersion,
    change: async (tx) => {
      try {
        await tx
          .delete(meetingTypes)
          .where(scoped(ctx.organizationId).where(meetingTypes, eq(meetingTypes.id, meetingTypeId)));
      } catch (error) {
        // Bookings keep their type (foreign key, restrict): the past stays readable.
        if (
          (error as { code?: string; cause?: { code?: string } }).code === "23503" ||
          (error as { cause?: { code?: string } }).cause?.code === "23503"
        )
          throw new AppError("conflict", TYPE_HAS_BOOKINGS, { code: "in_use" });
        throw error;
      }
    },
  });
}
