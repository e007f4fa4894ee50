import { asc, desc, eq, gte, inArray, lt, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, meetingTypes, memberships, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { blockedRange, instantOf, localDate } from "../../../shared/meetings.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { nextVersion, type Tx } from "../changes/entities.ts";
import {
  bookingWire,
  isExclusionViolation,
  loadBooking,
  mailGuest,
  planReminders,
  type BookingContext,
  type BookingWire,
} from "./booking-context.ts";
import { bookingEntity } from "./booking-entity.ts";
import type { BookingRow } from "./booking-mail.ts";
import { checkMove, moveFields } from "./change-booking.ts";
import { SLOT_TAKEN_MESSAGE } from "./create-booking.ts";
import { findSlots, loadBookableType, slotsForWire } from "./find-slots.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const BOOKING_VIEWS = ["today", "upcoming", "waiting", "past", "cancelled", "all"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export const ADMIN_ACTIONS = ["admit", "cancel", "reschedule", "no_show"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export { NO_SHOW_TOO_EARLY } from "./change-booking.ts";

/** A booking as /admin/meetings shows it: spec §3's fields plus what staff need to act. */
export type AdminBooking = {
  id: number;
  title: string;
  status: BookingRow["status"];
  scheduled_at: string;
  ends_at: string;
  waiting_since: string | null;
  meeting_type: { id: number; name: string; time_zone: string };
  customer_name: string;
  customer_email: string;
  host_user_id: string;
  host_name: string;
  time_zone: string;
  no_show: boolean;
  sequence: number;
  updated_at: string;
};

const DAY = 86_400_000;
const LIST_LIMIT = 200;

/** The stretch of "today" in `timeZone` (the admin's own zone, so today is their today). */
function todayRange(now: number, timeZone: string): { from: number; to: number } {
  const date = localDate(now, timeZone);
  const from = instantOf(date, 0, timeZone) ?? instantOf(date, 60, timeZone) ?? now - (now % DAY);
  const next = localDate(from + 26 * 3_600_000, timeZone);
  const to = instantOf(next, 0, timeZone) ?? instantOf(next, 60, timeZone) ?? from + DAY;
  return { from, to };
}

/**
 * The organization's bookings for one view (decision 041): today (in the admin's zone),
 * upcoming (not yet over, live), waiting now, past (over, or completed), cancelled, or all; by
 * meeting type and host. Soonest first, except past and cancelled (newest first); at most 200.
 */
export async function listAdminBookings({
  db,
  organizationId,
  view,
  meetingTypeId,
  hostUserId,
  timeZone = "UTC",
  now = Date.now(),
}: {
  db: Db;
  organizationId: number;
  view: BookingView;
  meetingTypeId?: number;
  hostUserId?: string;
  timeZone?: string;
  now?: number;
}): Promise<AdminBooking[]> {
  const conditions: (SQL | undefined)[] = [
    meetingTypeId === undefined ? undefined : eq(bookings.meeting_type_id, meetingTypeId),
    hostUserId === undefined ? undefined : eq(bookings.host_user_id, hostUserId),
  ];
  const at = new Date(now);
  let newestFirst = false;
  switch (view) {
    case "today": {
      const { from, to } = todayRange(now, timeZone);
      conditions.push(gte(bookings.scheduled_at, new Date(from)), lt(bookings.scheduled_at, new Date(to)));
      break;
    }
    case "upcoming":
      conditions.push(gte(bookings.ends_at, at), notInArray(bookings.status, ["cancelled", "completed"]));
      break;
    case "waiting":
      conditions.push(eq(bookings.status, "waiting"));
      break;
    case "past":
      conditions.push(ne(bookings.status, "cancelled"), or(lt(bookings.ends_at, at), eq(bookings.status, "completed")));
      newestFirst = true;
      break;
    case "cancelled":
      conditions.push(eq(bookings.status, "cancelled"));
      newestFirst = true;
      break;
    case "all":
      break;
  }
  const tenant = scoped(organizationId);
  const rows = await db
    .select({ booking: bookings, typeName: meetingTypes.name, typeZone: meetingTypes.time_zone })
    .from(bookings)
    .innerJoin(meetingTypes, tenant.where(meetingTypes, eq(meetingTypes.id, bookings.meeting_type_id)))
    .where(tenant.where(bookings, ...conditions))
    .orderBy(newestFirst ? desc(bookings.scheduled_at) : asc(bookings.scheduled_at), asc(bookings.id))
    .limit(LIST_LIMIT);
  const names = await memberNames(
    db,
    organizationId,
    rows.map((row) => row.booking.host_user_id),
  );
  return rows.map(({ booking, typeName, typeZone }) => adminBooking(booking, typeName, typeZone, names));
}

export function adminBooking(
  row: BookingRow,
  typeName: string,
  typeZone: string,
  names: ReadonlyMap<string, string>,
): AdminBooking {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    scheduled_at: row.scheduled_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    waiting_since: row.waiting_since ? row.waiting_since.toISOString() : null,
    meeting_type: { id: row.meeting_type_id, name: typeName, time_zone: typeZone },
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    host_user_id: row.host_user_id,
    host_name: names.get(row.host_user_id) ?? "",
    time_zone: row.customer_time_zone,
    no_show: row.no_show,
    sequence: row.sequence,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Names of the organization's members among `ids` (hosts are members: save-meeting-type checks it). */
export async function memberNames(db: Db, organizationId: number, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(scoped(organizationId).where(memberships, inArray(memberships.user_id, unique)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organization's members (id, name, role), for host pickers and filters. */
export async function listMembers(db: Db, organizationId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(scoped(organizationId).where(memberships))
    .orderBy(asc(users.name))
    .limit(500);
}

async function lockedRow(tx: Tx, organizationId: number, bookingId: number): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(scoped(organizationId).where(bookings, eq(bookings.id, bookingId)));
  if (!row) throw new AppError("not_found", "Booking not found", { code: "not_found" });
  return row;
}

/**
 * A staff action on a booking from /admin/meetings, through the write path (decision 041): the row
 * locked, the version checked (stale: 409 with `current`), a revision naming who did it. Admit and
 * cancel follow the machine of spec §4 as the host; reschedule takes only a time the slot function
 * offers (the exclusion constraint judges races, each host tried in a savepoint); no-show completes
 * a booking whose time has come. Mails and reminders follow the commit, as for guests.
 */
export async function actOnBooking({
  ctx,
  booking: bookingCtx,
  bookingId,
  action,
  scheduledAt,
  expectedVersion,
}: {
  ctx: ChangeContext;
  booking: BookingContext;
  bookingId: number;
  action: AdminAction;
  scheduledAt?: Date;
  expectedVersion: string;
}): Promise<BookingRow> {
  const now = bookingCtx.now?.() ?? Date.now();
  let saved: BookingRow | null | undefined = null;
  await applyChange({
    ctx,
    entity: bookingEntity,
    id: bookingId,
    action: "update",
    summary: action === "reschedule" ? `reschedule to ${scheduledAt?.toISOString()}` : action.replace("_", "-"),
    expectedVersion,
    change: async (tx) => {
      const row = await lockedRow(tx, ctx.organizationId, bookingId);
      const version = nextVersion(bookings.updated_at);
      if (action !== "reschedule") {
        // Admit (a waiting guest only), cancel, no-show (once the meeting started): the machine decides.
        checkMove(action, row, "host", now);
        [saved] = await tx
          .update(bookings)
          .set(moveFields(row, action, new Date(now), version))
          .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId)))
          .returning();
        return;
      }
      // Reschedule: only a live booking not yet started moves (cal.com#11669), only to an offered time.
      checkMove("reschedule", row, "host", now);
      const type = await loadBookableType(tx, ctx.organizationId, row.meeting_type_id);
      const start = scheduledAt!.getTime();
      const hosts = [row.host_user_id, ...type.host_user_ids.filter((id) => id !== row.host_user_id)];
      const offered = (
        await findSlots({
          db: tx,
          type: { ...type, host_user_ids: hosts },
          from: start,
          to: start + 1,
          now,
          exceptBookingId: bookingId,
        })
      ).find((slot) => slot.start === start);
      const blocked = blockedRange(type, start);
      for (const host of offered?.hosts ?? []) {
        try {
          // A savepoint per host: a refused one (23P01) leaves the transaction usable for the next.
          saved = await tx.transaction(async (point) => {
            const [moved] = await point
              .update(bookings)
              .set({
                host_user_id: host,
                scheduled_at: new Date(start),
                ends_at: new Date(start + type.duration_minutes * 60_000),
                blocked_from: new Date(blocked.from),
                blocked_until: new Date(blocked.until),
                sequence: sql`${bookings.sequence} + 1`,
                updated_at: version,
              })
              .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId)))
              .returning();
            return moved!;
          });
          return;
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
        }
      }
      // Not offered, or taken meanwhile: nothing changes, and the answer carries fresh times.
      const slots = slotsForWire(
        await findSlots({
          db: tx,
          type,
          from: now,
          to: now + 8 * DAY,
          now,
          exceptBookingId: bookingId,
        }),
      );
      throw new AppError("conflict", SLOT_TAKEN_MESSAGE, { code: "slot_taken", slots });
    },
  });
  const row = saved as BookingRow | null | undefined;
  if (!row) throw new Error("booking action saved nothing");
  if (action !== "admit") await planReminders(bookingCtx, row);
  if (action === "cancel") await mailGuest(bookingCtx, row, "cancelled");
  if (action === "reschedule") await mailGuest(bookingCtx, row, "rescheduled");
  // The waiting room and the hosts' lobby hear of the change, as after a guest's (when the video
  // module's `statusChanged` is in the context; the guest's room also polls every 3 s).
  const announce = (bookingCtx as { statusChanged?: (booking: BookingWire) => void }).statusChanged;
  if (announce) {
    const found = await loadBooking(bookingCtx.db, ctx.organizationId, row.id);
    if (found) announce(bookingWire(row, found.typeName, found.typeZone));
  }
  return row;
}
