import { eq } from "drizzle-orm";
import { bookings } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import type { EntityKind, Snapshot } from "../../../../server/domain/changes/entities.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export const BOOKING_NOT_RESTORABLE =
  "A booking is changed by its actions (admit, cancel, reschedule, no-show), not restored from History.";

function snapshot(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Bookings in the write path (decisions 041, 053): every change of a booking — its creation, the
 * guest's and the host's moves, the admin's actions, the call's guest removal — goes through the
 * booking machine (change-booking.ts) and `applyChange`: the row locked, the version checked when
 * the caller sends one, and a revision naming who did it (a guest by the name they booked with).
 * A restore would skip the mails and the exclusion constraint's judgement, so History only reads.
 */
export const bookingEntity: EntityKind = {
  name: "booking",
  label: "Booking",
  visibleOnPages: false,
  async load(tx, organizationId, id, { lock }) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const query = tx
      .select()
      .from(bookings)
      .where(scoped(organizationId).where(bookings, eq(bookings.id, Number(id))));
    const [row] = lock ? await query.for("update") : await query;
    return row ? snapshot(row) : null;
  },
  async restore() {
    throw new AppError("conflict", BOOKING_NOT_RESTORABLE, { code: "not_restorable" });
  },
};
