import { eq, sql } from "drizzle-orm";
import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import {
  blockedRange,
  canReschedule,
  canTransition,
  type BookingActor,
  type BookingStatus,
} from "../../../shared/meetings.ts";
import {
  bookingWire,
  isExclusionViolation,
  loadBooking,
  mailGuest,
  planReminders,
  type BookingContext,
} from "./booking-context.ts";
import { SLOT_TAKEN_MESSAGE } from "./create-booking.ts";
import { findSlots, loadBookableType, slotsForWire } from "./find-slots.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const BOOKING_NOT_FOUND = "Booking not found";

export function statusConflict(status: BookingStatus): AppError {
  const reason =
    status === "cancelled" || status === "completed"
      ? `This booking is already ${status}.`
      : `A ${status.replace("_", " ")} booking cannot change that way.`;
  return new AppError("conflict", reason, { code: "invalid_transition", booking: { status } });
}

/**
 * Moves a booking along the status machine of spec §4 (shared/meetings.ts `canTransition`) as the
 * guest or the host may; anything else is 409 with the current status. The update names the status
 * it read, so two racing changes cannot both apply.
 */
export async function changeBookingStatus({
  ctx,
  bookingId,
  status,
  actor,
}: {
  ctx: BookingContext;
  bookingId: number;
  status: BookingStatus;
  actor: BookingActor;
}) {
  const found = await loadBooking(ctx.db, ctx.organizationId, bookingId);
  if (!found) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  const current = found.booking.status;
  if (current === status) return bookingWire(found.booking, found.typeName, found.typeZone);
  if (!canTransition(current, status, actor)) throw statusConflict(current);
  const now = new Date(ctx.now?.() ?? Date.now());
  const [row] = await ctx.db
    .update(bookings)
    .set({
      status,
      waiting_since: status === "waiting" ? now : status === "in_progress" ? found.booking.waiting_since : null,
      // A cancel is a new version of the calendar entry (RFC 5545: METHOD:CANCEL, next SEQUENCE).
      sequence: status === "cancelled" ? sql`${bookings.sequence} + 1` : bookings.sequence,
      updated_at: now,
    })
    .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId), eq(bookings.status, current)))
    .returning();
  if (!row) {
    const again = await loadBooking(ctx.db, ctx.organizationId, bookingId);
    throw statusConflict(again?.booking.status ?? current);
  }
  if (status === "cancelled") {
    await planReminders(ctx, row);
    await mailGuest(ctx, row, "cancelled");
  }
  const changed = bookingWire(row, found.typeName, found.typeZone);
  ctx.statusChanged?.(changed);
  return changed;
}

/**
 * Moves a live booking to another offered slot (same function as the listing; the exclusion
 * constraint judges races). A cancelled, started or finished booking cannot move (cal.com#11669).
 * SEQUENCE rises, the old reminders are superseded, and the guest gets the new `.ics`.
 */
export async function rescheduleBooking({
  ctx,
  bookingId,
  scheduledAt,
}: {
  ctx: BookingContext;
  bookingId: number;
  scheduledAt: Date;
}) {
  const found = await loadBooking(ctx.db, ctx.organizationId, bookingId);
  if (!found) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  const booking = found.booking;
  if (!canReschedule(booking.status)) throw statusConflict(booking.status);
  const type = await loadBookableType(ctx.db, ctx.organizationId, booking.meeting_type_id);
  const now = ctx.now?.() ?? Date.now();
  const start = scheduledAt.getTime();
  // The current host first (the guest keeps their person when possible); the booking's own stretch is free for it.
  const hosts = [booking.host_user_id, ...type.host_user_ids.filter((id) => id !== booking.host_user_id)];
  const offered = (
    await findSlots({
      db: ctx.db,
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
      const [row] = await ctx.db
        .update(bookings)
        .set({
          host_user_id: host,
          scheduled_at: new Date(start),
          ends_at: new Date(start + type.duration_minutes * 60_000),
          blocked_from: new Date(blocked.from),
          blocked_until: new Date(blocked.until),
          sequence: sql`${bookings.sequence} + 1`,
          updated_at: new Date(now),
        })
        .where(
          scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId), eq(bookings.status, booking.status)),
        )
        .returning();
      // Cancelled or started meanwhile: it may no longer move.
      if (!row)
        throw statusConflict(
          (await loadBooking(ctx.db, ctx.organizationId, bookingId))?.booking.status ?? booking.status,
        );
      await planReminders(ctx, row);
      await mailGuest(ctx, row, "rescheduled");
      return bookingWire(row, found.typeName, found.typeZone);
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  const slots = slotsForWire(
    await findSlots({ db: ctx.db, type, from: now, to: now + 8 * 86_400_000, now, exceptBookingId: bookingId }),
  );
  throw new AppError("conflict", SLOT_TAKEN_MESSAGE, { code: "slot_taken", slots });
}
