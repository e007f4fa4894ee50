import { eq } from "drizzle-orm";
import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { EntityKind, Snapshot } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const BOOKING_NOT_RESTORABLE =
  "A booking is changed by its actions (admit, cancel, reschedule, no-show), not restored from History.";

function snapshot(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Bookings in the write path for the staff's actions of /admin/meetings (decision 041): the row is
 * locked, the version (`updated_at`) checked, and each action leaves a revision naming who did it.
 * Guests' own changes (waiting room, their cancel link) keep the state machine of decision 036.
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
