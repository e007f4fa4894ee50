import { bookings } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { blockedRange, type Slot } from "../../shared/meetings.ts";
import {
  bookingWire,
  guestLinks,
  isExclusionViolation,
  queueGuestMail,
  planReminders,
  type BookingContext,
  type BookingWriteContext,
} from "./booking-context.ts";
import { findSlots, loadBookableType, slotsForWire } from "./find-slots.ts";
import { applyChange } from "../../../../server/domain/changes/apply-change.ts";
import { bookingEntity } from "./booking-entity.ts";
import type { BookingRow } from "./booking-mail.ts";
import { SLOT_TAKEN_MESSAGE, type BookingPerson } from "./change-booking.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { assertWithinQuota, type QuotaEnv } from "../../../platform/server/domain/quotas.ts";

export { SLOT_TAKEN_MESSAGE };

/** No host is free at the offered time any more: thrown inside the write, answered with fresh slots. */
class SlotTaken extends Error {}

const DAY = 86_400_000;

/** The slots offered instead of a refused one: the rest of that day and the week after. */
async function freshSlots(ctx: BookingContext, type: Awaited<ReturnType<typeof loadBookableType>>, around: number) {
  const now = ctx.now?.() ?? Date.now();
  const from = Math.max(now, around - DAY);
  return slotsForWire(await findSlots({ db: ctx.db, type, from, to: from + 8 * DAY, now }));
}

/**
 * Books a slot. The slot must be one `findSlots` offers right now (same function as the listing);
 * then each free host is tried in the type's order, and the database's exclusion constraint is
 * the judge: of any number of racing requests for one host and time, exactly one insert wins. The
 * losers get 409 with fresh slots. The booking is created through `applyChange` (its first
 * revision names who booked), with its reminders in the same transaction; the mail follows the commit.
 */
export async function createBooking({
  ctx,
  meetingTypeId,
  scheduledAt,
  customerName,
  customerEmail,
  timeZone,
  customerUserId = null,
  locale = "",
  person,
  requestId,
  quotas,
}: {
  ctx: BookingWriteContext;
  /** The environment's quota defaults: with them, a booking over the site's bookings a day is refused (403). */
  quotas?: QuotaEnv;
  /** Who books, for the revision: the signed-in account, or the guest by the name they gave. */
  person: BookingPerson;
  requestId: string;
  meetingTypeId: number;
  scheduledAt: Date;
  customerName: string;
  customerEmail: string;
  timeZone: string;
  customerUserId?: string | null;
  locale?: string;
}) {
  const now = ctx.now?.() ?? Date.now();
  const type = await loadBookableType(ctx.db, ctx.organizationId, meetingTypeId);
  const start = scheduledAt.getTime();
  const offered: Slot | undefined = (await findSlots({ db: ctx.db, type, from: start, to: start + 1, now })).find(
    (slot) => slot.start === start,
  );
  if (!offered) {
    throw new AppError("conflict", SLOT_TAKEN_MESSAGE, {
      code: "slot_taken",
      slots: await freshSlots(ctx, type, start),
    });
  }
  const blocked = blockedRange(type, start);
  let created: BookingRow | undefined;
  try {
    await applyChange({
      ctx: {
        db: ctx.db,
        organizationId: ctx.organizationId,
        actor: person,
        requestId,
        dispatcher: ctx.dispatcher,
        logger: ctx.logger,
      },
      entity: bookingEntity,
      id: null,
      action: "create",
      summary: `booked for ${new Date(start).toISOString()}`,
      change: async (tx) => {
        if (quotas) await assertWithinQuota(tx, ctx.organizationId, "bookings_per_day", quotas);
        for (const host of offered.hosts) {
          try {
            // A savepoint per host: a refused one (23P01) leaves the transaction usable for the next.
            created = await tx.transaction(async (point) => {
              const [row] = await point
                .insert(bookings)
                .values(
                  scoped(ctx.organizationId).values(bookings, {
                    meeting_type_id: type.id,
                    host_user_id: host,
                    title: type.name,
                    status: "confirmed",
                    scheduled_at: new Date(start),
                    ends_at: new Date(start + type.duration_minutes * 60_000),
                    blocked_from: new Date(blocked.from),
                    blocked_until: new Date(blocked.until),
                    customer_name: customerName,
                    customer_email: customerEmail,
                    customer_time_zone: timeZone,
                    customer_user_id: customerUserId,
                    locale,
                    origin: ctx.origin,
                  }),
                )
                .returning();
              return row!;
            });
            // The reminders are planned with the booking: both commit, or neither.
            await planReminders(ctx, created, tx);
            // The confirmation is an outbox row of the same transaction: sent after the commit.
            await queueGuestMail(ctx, tx, created, "confirmed");
            return { id: created.id };
          } catch (error) {
            if (!isExclusionViolation(error)) throw error;
          }
        }
        throw new SlotTaken();
      },
    });
  } catch (error) {
    if (error instanceof SlotTaken) {
      throw new AppError("conflict", SLOT_TAKEN_MESSAGE, {
        code: "slot_taken",
        slots: await freshSlots(ctx, type, start),
      });
    }
    throw error;
  }
  const booking = created!;
  // The reminders and the confirmation were planned with the booking: the runner sends them now.
  ctx.remindersChanged?.();
  const links = await guestLinks(ctx, booking);
  return { booking: bookingWire(booking, type.name, type.time_zone), join_url: links.join, token: links.token };
}
