import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { blockedRange, type Slot } from "../../../shared/meetings.ts";
import {
  bookingWire,
  guestLinks,
  isExclusionViolation,
  mailGuest,
  planReminders,
  type BookingContext,
} from "./booking-context.ts";
import { findSlots, loadBookableType, slotsForWire } from "./find-slots.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const SLOT_TAKEN_MESSAGE = "This time is no longer available. Please choose another time.";

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
 * losers get 409 with fresh slots.
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
}: {
  ctx: BookingContext;
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
  for (const host of offered.hosts) {
    try {
      const [row] = await ctx.db
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
      const booking = row!;
      await planReminders(ctx, booking);
      await mailGuest(ctx, booking, "confirmed");
      const links = await guestLinks(ctx, booking);
      return { booking: bookingWire(booking, type.name, type.time_zone), join_url: links.join, token: links.token };
    } catch (error) {
      // Another request took this host at this time since we looked: try the next host.
      if (!isExclusionViolation(error)) throw error;
    }
  }
  throw new AppError("conflict", SLOT_TAKEN_MESSAGE, { code: "slot_taken", slots: await freshSlots(ctx, type, start) });
}
