import type { Context } from "hono";
import type { AppEnv } from "../../../../server/context.ts";
import { resolveViewer } from "../../../../server/domain/accounts/viewer.ts";
import { loadBooking, type BookingWriteContext } from "../domain/booking-context.ts";
import { bookingKey, verifyBookingToken } from "../domain/booking-links.ts";
import { BOOKING_NOT_FOUND, guestPerson, type BookingPerson } from "../domain/change-booking.ts";
import { AppError } from "../../../../server/errors.ts";
import { mailOrigin } from "../../../../server/http/request-origin.ts";
import { announceBooking } from "../domain/meeting-channels.ts";
import { can } from "../../../../server/policy/policy.ts";
import type { BookingActor } from "../../shared/meetings.ts";

/** The booking use cases' view of a request: the host's organization, never one from the body. */
export function bookingContext(c: Context<AppEnv>): BookingWriteContext {
  const { env, db, mailer, jobs, dispatcher } = c.var.services;
  return {
    db,
    organizationId: c.var.tenant.id,
    organizationName: c.var.tenant.name,
    host: c.var.tenant.host,
    origin: mailOrigin(c),
    authSecret: env.AUTH_SECRET,
    mailFrom: env.MAIL_FROM,
    mailer,
    dispatcher,
    logger: c.var.logger,
    remindersChanged: () => jobs.wake(),
    statusChanged: (booking) =>
      announceBooking(c.var.services.realtime, c.var.tenant.id, booking, c.var.services.events),
  };
}

/**
 * Who the request is to this booking (decision 041): the host (the booking's host, or an admin
 * per the policy), or the guest (the signed link of THIS booking, or the account they booked
 * with). Anyone else — another guest, another organization — gets the same 404 as a booking that
 * does not exist, so ids reveal nothing.
 */
export async function bookingAccess(
  c: Context<AppEnv>,
  bookingId: number,
  token: string | undefined,
): Promise<{
  actor: BookingActor;
  /** Who they are, for the booking's revisions: the account, or the guest by the name they booked with. */
  person: BookingPerson;
  found: NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
}> {
  const { db, env } = c.var.services;
  const found = await loadBooking(db, c.var.tenant.id, bookingId);
  if (found) {
    const viewer = c.var.session ? await resolveViewer({ db, tenant: c.var.tenant, session: c.var.session }) : null;
    if (viewer && (viewer.id === found.booking.host_user_id || can(viewer.role, "meetings.host"))) {
      return { actor: "host", person: { id: viewer.id, name: viewer.name }, found };
    }
    const presented = token ?? c.req.header("x-booking-token");
    if (presented) {
      const key = await bookingKey(db, env.AUTH_SECRET);
      const opened = await verifyBookingToken({ key, token: presented, organizationId: c.var.tenant.id });
      if (opened === bookingId) {
        const person = viewer ? { id: viewer.id, name: viewer.name } : guestPerson(found.booking.customer_name);
        return { actor: "guest", person, found };
      }
    }
    if (viewer && found.booking.customer_user_id === viewer.id) {
      return { actor: "guest", person: { id: viewer.id, name: viewer.name }, found };
    }
  }
  throw new AppError("not_found", BOOKING_NOT_FOUND, { code: "not_found" });
}
