import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { bookings, meetingTypes } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { blockedRange, computeSlots, type Busy, type Slot } from "../../shared/meetings.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";

export type MeetingTypeRow = typeof meetingTypes.$inferSelect;

export const MEETING_TYPE_NOT_FOUND = "Meeting type not found";

/** An enabled meeting type of the organization, or 404 (another organization's id included). */
export async function loadBookableType(db: Db, organizationId: number, meetingTypeId: number): Promise<MeetingTypeRow> {
  const [row] = await db
    .select()
    .from(meetingTypes)
    .where(
      scoped(organizationId).where(meetingTypes, eq(meetingTypes.id, meetingTypeId), eq(meetingTypes.is_enabled, true)),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", MEETING_TYPE_NOT_FOUND, { code: "not_found", field: "meeting_type_id" });
  return row;
}

/**
 * The free slots of a meeting type starting in [from, to) — THE function behind both the listing
 * and the booking (cal.com#29532: a slot offered is a slot that can be booked). Busy stretches are
 * the hosts' live bookings of ANY type of the organization, with their buffers: exactly what the
 * exclusion constraint compares. (Hosts are people, whose time is theirs across types; the busy
 * stretches are read by host id and never leave this function.)
 */
export async function findSlots({
  db,
  type,
  from,
  to,
  now = Date.now(),
  exceptBookingId,
}: {
  db: Db;
  type: MeetingTypeRow;
  from: number;
  to: number;
  now?: number;
  /** A booking being moved: its own stretch does not keep it from a nearby time. */
  exceptBookingId?: number;
}): Promise<Slot[]> {
  const hosts = type.host_user_ids;
  if (hosts.length === 0 || from >= to) return [];
  // A meeting starting at `from` blocks from its before-buffer; bookings ending before that cannot touch it.
  const windowFrom = blockedRange(type, from).from;
  const windowTo = blockedRange(type, to).until;
  const rows = await crossTenant(
    db,
    "a host's busy stretches on every site they host on: the no-overlap constraint compares bookings by host across organizations",
  )
    .select({ host: bookings.host_user_id, from: bookings.blocked_from, until: bookings.blocked_until })
    .from(bookings)
    .where(
      and(
        inArray(bookings.host_user_id, hosts),
        ne(bookings.status, "cancelled"),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
        lt(bookings.blocked_from, new Date(windowTo)),
        gt(bookings.blocked_until, new Date(windowFrom)),
      ),
    )
    .orderBy(asc(bookings.blocked_from));
  const busy = new Map<string, Busy[]>();
  for (const row of rows) {
    const list = busy.get(row.host) ?? [];
    list.push({ from: row.from.getTime(), until: row.until.getTime() });
    busy.set(row.host, list);
  }
  return computeSlots({ rules: type, hosts, busy, from, to, now });
}

/** Slots as the API answers them: ISO instants, no host names. */
export function slotsForWire(slots: Slot[]): { start: string; end: string }[] {
  return slots.map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() }));
}
