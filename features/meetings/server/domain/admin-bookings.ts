import { asc, desc, eq, gte, inArray, lt, ne, notInArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { bookings, meetingTypes, memberships, users } from "../../../../server/db/schema/index.ts";
import { instantOf, localDate } from "../../shared/meetings.ts";
import type { Actor, ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { bookingWire, type BookingWire, type BookingWriteContext } from "./booking-context.ts";
import type { BookingRow } from "./booking-mail.ts";
import { changeBooking } from "./change-booking.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export const BOOKING_VIEWS = ["today", "upcoming", "waiting", "past", "cancelled", "all"] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];

export const ADMIN_ACTIONS = ["admit", "cancel", "reschedule", "no_show"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export { NO_SHOW_TOO_EARLY } from "./change-booking.ts";

/** A booking as /admin/meetings shows it: spec §3's fields plus what staff need to act. */
export type AdminBooking = BookingWire & {
  customer_email: string;
  host_name: string;
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
    ...bookingWire(row, typeName, typeZone),
    customer_email: row.customer_email,
    host_name: names.get(row.host_user_id) ?? "",
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

/**
 * A staff action on a booking from /admin/meetings: the booking machine (change-booking.ts) as the
 * host, with the version the admin loaded (stale: 409 with `current`) and the admin named in the
 * revision. Admit and cancel follow spec §4; reschedule takes only a time the slot function offers;
 * no-show completes a booking whose time has come.
 */
export async function actOnBooking({
  ctx,
  booking,
  bookingId,
  action,
  scheduledAt,
  expectedVersion,
}: {
  ctx: ChangeContext & { actor: Actor };
  booking: BookingWriteContext;
  bookingId: number;
  action: AdminAction;
  scheduledAt?: Date;
  expectedVersion: string;
}): Promise<BookingRow> {
  const { row } = await changeBooking({
    ctx: booking,
    person: ctx.actor,
    requestId: ctx.requestId,
    bookingId,
    actor: "host",
    change: action === "reschedule" ? { reschedule: scheduledAt! } : { move: action },
    expectedVersion,
  });
  return row;
}
