import { eq, sql, type SQL } from "drizzle-orm";
import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import {
  blockedRange,
  moveToStatus,
  refuseMove,
  START_WINDOW_MINUTES,
  statusAfter,
  type BookingActor,
  type BookingMove,
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
import type { BookingRow } from "./booking-mail.ts";
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

export const NOT_WAITING_MESSAGE = "The guest is not in the waiting room: only a waiting guest can be admitted.";
export const START_TOO_EARLY_MESSAGE = `This meeting can be started from ${START_WINDOW_MINUTES} minutes before its time.`;
export const MEETING_OVER_MESSAGE = "This meeting's time is over.";
export const NO_SHOW_TOO_EARLY = "A guest can be marked as a no-show only once the meeting has started.";

/**
 * The booking status machine (shared/meetings.ts `refuseMove`) applied to a stored booking: every
 * caller that changes a status or a time checks here, and a refusal is a 409 naming the current
 * status (and why: invalid_transition, too_early, over).
 */
export function checkMove(
  move: BookingMove,
  booking: Pick<BookingRow, "status" | "scheduled_at" | "ends_at">,
  actor: BookingActor,
  now: number,
): void {
  const refusal = refuseMove(
    move,
    { status: booking.status, scheduled_at: booking.scheduled_at.getTime(), ends_at: booking.ends_at.getTime() },
    actor,
    now,
  );
  if (!refusal) return;
  const details = { code: refusal, booking: { status: booking.status } };
  if (refusal === "too_early") {
    throw new AppError("conflict", move === "no_show" ? NO_SHOW_TOO_EARLY : START_TOO_EARLY_MESSAGE, details);
  }
  if (refusal === "over") throw new AppError("conflict", MEETING_OVER_MESSAGE, details);
  if (move === "admit" && (booking.status === "confirmed" || booking.status === "scheduled")) {
    throw new AppError("conflict", NOT_WAITING_MESSAGE, details);
  }
  throw statusConflict(booking.status);
}

/** What a move writes on the booking row (the one shape for every caller). */
export function moveFields(
  booking: Pick<BookingRow, "status" | "waiting_since">,
  move: BookingMove,
  now: Date,
  updatedAt: Date | SQL = now,
) {
  const status = statusAfter(move, booking.status);
  return {
    status,
    // Waiting since entering; kept into the call (how long the guest waited); gone otherwise.
    waiting_since: status === "waiting" ? now : status === "in_progress" ? booking.waiting_since : null,
    // A cancel is a new version of the calendar entry (RFC 5545: METHOD:CANCEL, next SEQUENCE).
    sequence: status === "cancelled" ? sql`${bookings.sequence} + 1` : bookings.sequence,
    ...(move === "no_show" ? { no_show: true } : {}),
    updated_at: updatedAt,
  };
}

/**
 * Moves a booking along the status machine as the guest or the host may: `status` as the PUT names
 * it (shared/meetings.ts `moveToStatus`), or a `move` (launch-video's start). Anything else is 409
 * with the current status. The update names the status it read, so two racing changes cannot both
 * apply.
 */
export async function changeBookingStatus({
  ctx,
  bookingId,
  status,
  move: requested,
  actor,
}: {
  ctx: BookingContext;
  bookingId: number;
  actor: BookingActor;
} & ({ status: BookingStatus; move?: undefined } | { move: BookingMove; status?: undefined })) {
  const found = await loadBooking(ctx.db, ctx.organizationId, bookingId);
  if (!found) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  const current = found.booking.status;
  if (status !== undefined && current === status) return bookingWire(found.booking, found.typeName, found.typeZone);
  const move = requested ?? moveToStatus(current, status!);
  if (!move) throw statusConflict(current);
  const now = ctx.now?.() ?? Date.now();
  checkMove(move, found.booking, actor, now);
  const [row] = await ctx.db
    .update(bookings)
    .set(moveFields(found.booking, move, new Date(now)))
    .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId), eq(bookings.status, current)))
    .returning();
  if (!row) {
    const again = await loadBooking(ctx.db, ctx.organizationId, bookingId);
    throw statusConflict(again?.booking.status ?? current);
  }
  if (row.status === "cancelled") {
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
  actor,
}: {
  ctx: BookingContext;
  bookingId: number;
  scheduledAt: Date;
  actor: BookingActor;
}) {
  const found = await loadBooking(ctx.db, ctx.organizationId, bookingId);
  if (!found) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  const booking = found.booking;
  const now = ctx.now?.() ?? Date.now();
  checkMove("reschedule", booking, actor, now);
  const type = await loadBookableType(ctx.db, ctx.organizationId, booking.meeting_type_id);
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
