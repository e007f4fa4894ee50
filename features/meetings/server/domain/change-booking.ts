import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { bookings } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import {
  blockedRange,
  isFinal,
  moveToStatus,
  refuseMove,
  START_WINDOW_MINUTES,
  statusAfter,
  type BookingActor,
  type BookingMove,
  type BookingStatus,
} from "../../shared/meetings.ts";
import {
  applyChange,
  UNCHANGED,
  type Actor,
  type VisitorActor,
} from "../../../../server/domain/changes/apply-change.ts";
import { nextVersion, type Tx } from "../../../../server/domain/changes/entities.ts";
import {
  bookingWire,
  isExclusionViolation,
  loadBooking,
  queueGuestMail,
  planReminders,
  type BookingWriteContext,
  type BookingWire,
} from "./booking-context.ts";
import { bookingEntity } from "./booking-entity.ts";
import type { BookingMailKind, BookingRow } from "./booking-mail.ts";
import { findSlots, loadBookableType, slotsForWire, type MeetingTypeRow } from "./find-slots.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";
const DAY = 86_400_000;

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
 * The booking status machine (features/meetings/shared/meetings.ts `refuseMove`) applied to a stored booking: every
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

/** What a caller asks of a booking: a move of the machine, a status as the PUT names it, or another time. */
export type BookingChange = { move: BookingMove } | { status: BookingStatus } | { reschedule: Date };

/**
 * Who changes the booking, for its revision: a signed-in person, or the guest by the name they
 * booked with (guests have no account: their link is their key, like an order request's visitor).
 */
export type BookingPerson = Actor | VisitorActor;

export function guestPerson(name: string): VisitorActor {
  return { id: null, name: `Guest: ${name}`.slice(0, 200) };
}

/** The offered time was taken, or never offered: thrown inside the write, answered with fresh slots. */
class SlotTaken extends Error {}

/**
 * THE booking state machine: every change of a booking's status, time or guest (the guest's and
 * the host's PUT, launch-video's start, the admin's actions, the call's guest removal) comes here.
 * Through `applyChange`: the row locked, the version checked when the caller sends one (stale:
 * 409 with `current`), the move judged by `refuseMove` on the locked row (so two racing changes
 * apply one after the other, the second judged on the first's result), a revision naming who did
 * it, and the reminder plan in the same transaction. The guest's mail and the call's announcement
 * follow the commit. A status the booking already has changes nothing and leaves no revision.
 */
export function changeBooking(input: BookingChangeInput & { ctx: BookingWriteContext }) {
  return applyBookingChange(input, (tx, row, kind) => queueGuestMail(input.ctx, tx, row, kind));
}

/**
 * The host removes the guest from the waiting room or the call (the meeting channel's control):
 * the same machine, without the mail part of the context (a removal mails nobody).
 */
export function removeGuest(input: Omit<BookingChangeInput, "change" | "actor"> & { ctx: BookingStateContext }) {
  return applyBookingChange({ ...input, actor: "host", change: { move: "remove" } }, null);
}

/** What the machine needs without mailing: the organization, the database, the after-commit hooks. */
export type BookingStateContext = Pick<
  BookingWriteContext,
  "db" | "dispatcher" | "organizationId" | "logger" | "remindersChanged" | "statusChanged" | "now"
>;

type BookingChangeInput = {
  ctx: BookingStateContext;
  person: BookingPerson;
  requestId: string;
  bookingId: number;
  actor: BookingActor;
  change: BookingChange;
  /** The version the caller loaded (`updated_at`); the admin's actions send it, a guest's link does not. */
  expectedVersion?: string | null;
};

async function applyBookingChange(
  { ctx, person, requestId, bookingId, actor, change, expectedVersion }: BookingChangeInput,
  mail: ((tx: Db, row: BookingRow, kind: BookingMailKind) => Promise<void>) | null,
): Promise<{ row: BookingRow; wire: BookingWire; changed: boolean }> {
  const now = ctx.now?.() ?? Date.now();
  // Filled inside the transaction's callback (a holder: TypeScript does not follow callbacks' assignments).
  const state: { saved?: BookingRow; type?: MeetingTypeRow } = {};
  try {
    const result = await applyChange({
      ctx: {
        db: ctx.db,
        organizationId: ctx.organizationId,
        actor: person,
        requestId,
        dispatcher: ctx.dispatcher,
        logger: ctx.logger,
      },
      entity: bookingEntity,
      id: bookingId,
      action: "update",
      summary: summaryOf(change),
      expectedVersion,
      change: async (tx) => {
        const row = await bookingRow(tx, ctx.organizationId, bookingId);
        if ("reschedule" in change) {
          checkMove("reschedule", row, actor, now);
          state.type = await loadBookableType(tx, ctx.organizationId, row.meeting_type_id);
          state.saved = await moveInTime(tx, ctx.organizationId, row, state.type, change.reschedule.getTime(), now);
        } else {
          if ("status" in change && row.status === change.status) return UNCHANGED;
          const move = "move" in change ? change.move : moveToStatus(row.status, change.status);
          if (!move) throw statusConflict(row.status);
          checkMove(move, row, actor, now);
          if (move === "remove") {
            // Stored, so every instance refuses the guest from now on; the first removal stays.
            if (row.guest_removed_at) return UNCHANGED;
            [state.saved] = await tx
              .update(bookings)
              .set({ guest_removed_at: new Date(now), updated_at: nextVersion(bookings.updated_at) })
              .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId)))
              .returning();
          } else {
            [state.saved] = await tx
              .update(bookings)
              .set(moveFields(row, move, new Date(now), nextVersion(bookings.updated_at)))
              .where(scoped(ctx.organizationId).where(bookings, eq(bookings.id, bookingId)))
              .returning();
          }
        }
        // A reschedule (a new SEQUENCE, which reminders carry), a cancel or an end replaces the
        // planned reminders, in the same transaction as the change.
        const saved = state.saved;
        if (saved && ("reschedule" in change || isFinal(saved.status))) {
          await planReminders(ctx, saved, tx);
        }
        // The guest's mail is an outbox row of the same transaction: sent after the commit.
        const kind: BookingMailKind | null =
          "reschedule" in change ? "rescheduled" : saved?.status === "cancelled" ? "cancelled" : null;
        if (saved && kind && mail) await mail(tx, saved, kind);
      },
    });
    if (!result.changed) state.saved = undefined;
  } catch (error) {
    const type = state.type;
    if (!(error instanceof SlotTaken) || !type) throw error;
    // Not offered, or taken meanwhile: nothing changed, and the answer carries fresh times.
    const slots = slotsForWire(
      await findSlots({ db: ctx.db, type, from: now, to: now + 8 * DAY, now, exceptBookingId: bookingId }),
    );
    throw new AppError("conflict", SLOT_TAKEN_MESSAGE, { code: "slot_taken", slots });
  }
  const found = await loadBooking(ctx.db, ctx.organizationId, bookingId);
  if (!found) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  const wire = bookingWire(found.booking, found.typeName, found.typeZone);
  if (!state.saved) return { row: found.booking, wire, changed: false };
  // Reminders and the mail were planned in the change's transaction: the runner sends them now.
  ctx.remindersChanged?.();
  // The waiting room, the call and the hosts' lobby hear of it (the guest's room also polls every 3 s).
  ctx.statusChanged?.(wire);
  return { row: found.booking, wire, changed: true };
}

function summaryOf(change: BookingChange): string {
  if ("reschedule" in change) return `reschedule to ${change.reschedule.toISOString()}`;
  if ("status" in change) return `status ${change.status}`;
  return change.move === "remove" ? "remove guest" : change.move.replace("_", "-");
}

async function bookingRow(tx: Tx, organizationId: number, bookingId: number): Promise<BookingRow> {
  // applyChange has locked the row; this reads it whole, with its dates.
  const [row] = await tx
    .select()
    .from(bookings)
    .where(scoped(organizationId).where(bookings, eq(bookings.id, bookingId)));
  if (!row) throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
  return row;
}

/**
 * THE reschedule: only to a time the slot function offers (the same function as the listing),
 * the current host first so the guest keeps their person when possible, the booking's own stretch
 * free for it. The exclusion constraint judges races: each host is tried in a savepoint, so a
 * refused one (23P01) leaves the transaction usable for the next. SEQUENCE rises (a new version of
 * the calendar entry).
 */
async function moveInTime(
  tx: Tx,
  organizationId: number,
  row: BookingRow,
  type: MeetingTypeRow,
  start: number,
  now: number,
): Promise<BookingRow> {
  const hosts = [row.host_user_id, ...type.host_user_ids.filter((id) => id !== row.host_user_id)];
  const offered = (
    await findSlots({
      db: tx,
      type: { ...type, host_user_ids: hosts },
      from: start,
      to: start + 1,
      now,
      exceptBookingId: row.id,
    })
  ).find((slot) => slot.start === start);
  const blocked = blockedRange(type, start);
  for (const host of offered?.hosts ?? []) {
    try {
      return await tx.transaction(async (point) => {
        const [moved] = await point
          .update(bookings)
          .set({
            host_user_id: host,
            scheduled_at: new Date(start),
            ends_at: new Date(start + type.duration_minutes * 60_000),
            blocked_from: new Date(blocked.from),
            blocked_until: new Date(blocked.until),
            sequence: sql`${bookings.sequence} + 1`,
            updated_at: nextVersion(bookings.updated_at),
          })
          .where(scoped(organizationId).where(bookings, eq(bookings.id, row.id)))
          .returning();
        return moved!;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  throw new SlotTaken();
}
