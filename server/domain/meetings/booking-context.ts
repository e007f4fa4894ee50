import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, meetingTypes, organizations } from "../../db/schema/index.ts";
import { cancelJobs, enqueueJob } from "../../jobs/index.ts";
import { resolveSettings } from "../../../shared/settings.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Logger } from "../../logger.ts";
import { bookingKey, bookingLinks, signBookingToken } from "./booking-links.ts";
import { bookingMail, type BookingMailKind, type BookingRow } from "./booking-mail.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { translate } from "../../../shared/translate.ts";

/** What every booking use case needs from its request: the host's organization, never the body's. */
export type BookingContext = {
  db: Db;
  organizationId: number;
  organizationName: string;
  /** The site's host name and origin, for links and the calendar UID. */
  host: string;
  origin: string;
  authSecret: string | undefined;
  mailFrom: string;
  mailer: Mailer;
  logger?: Logger;
  /** Tells the job runner that jobs changed (this instance; others look again within seconds). */
  remindersChanged?: () => void;
  /** Called after a status change committed: the call and the hosts' lobby hear of it (decision 040). */
  statusChanged?: (booking: BookingWire) => void;
  now?: () => number;
};

/** The booking as the API answers it: spec §3's fields, plus what the /book page shows. */
export type BookingWire = {
  id: number;
  title: string;
  status: BookingRow["status"];
  scheduled_at: string;
  ends_at: string;
  waiting_since: string | null;
  meeting_type: { id: number; name: string; time_zone: string };
  customer_name: string;
  host_user_id: string;
  time_zone: string;
};

export function bookingWire(row: BookingRow, typeName: string, typeZone: string): BookingWire {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    scheduled_at: row.scheduled_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    waiting_since: row.waiting_since ? row.waiting_since.toISOString() : null,
    meeting_type: { id: row.meeting_type_id, name: typeName, time_zone: typeZone },
    customer_name: row.customer_name,
    host_user_id: row.host_user_id,
    time_zone: row.customer_time_zone,
  };
}

export async function guestLinks(ctx: BookingContext, booking: BookingRow) {
  const key = await bookingKey(ctx.db, ctx.authSecret);
  const token = await signBookingToken({
    key,
    organizationId: ctx.organizationId,
    bookingId: booking.id,
    endsAt: booking.ends_at,
  });
  const prefix = booking.locale && booking.locale !== "" ? booking.locale : "";
  return { token, ...bookingLinks(booking.origin || ctx.origin, booking.id, token, prefix ? `/${prefix}` : "") };
}

/** Mails the guest; a refused delivery is logged, never a failed booking. */
export async function mailGuest(ctx: BookingContext, booking: BookingRow, kind: BookingMailKind) {
  try {
    const [type] = await ctx.db
      .select({ time_zone: meetingTypes.time_zone, name_translation: meetingTypes.name_translation })
      .from(meetingTypes)
      .where(scoped(ctx.organizationId).where(meetingTypes, eq(meetingTypes.id, booking.meeting_type_id)));
    const links = await guestLinks(ctx, booking);
    const language = booking.locale || (await defaultLanguage(ctx.db, ctx.organizationId));
    const delivered = await ctx.mailer.send(
      bookingMail({
        kind,
        booking,
        organizationId: ctx.organizationId,
        organizationName: ctx.organizationName,
        organizationTimeZone: type?.time_zone ?? "UTC",
        from: ctx.mailFrom,
        host: ctx.host,
        links,
        language,
        // The meeting type's name in the guest's language, as the booking page showed it.
        title: translate(booking.title, type?.name_translation, language),
      }),
    );
    if (!delivered) ctx.logger?.warn({ booking_id: booking.id, kind }, "booking mail not delivered");
  } catch (error) {
    ctx.logger?.error({ err: error, booking_id: booking.id, kind }, "booking mail failed");
  }
}

/** The site's default language: the mails of a guest who booked without a language prefix are in it. */
async function defaultLanguage(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return resolveSettings(row?.settings).defaultLocale;
}

const HOUR = 3_600_000;
export const REMINDER_OFFSETS = { reminder_24h: 24 * HOUR, reminder_1h: HOUR } as const;

/** The job kind of booking reminders, run by server/domain/meetings/run-reminders.ts. */
export const REMINDER_JOB = "booking.reminder";

export type ReminderPayload = {
  bookingId: number;
  reminder: keyof typeof REMINDER_OFFSETS;
  /** The booking's `sequence` the reminder was planned for: a moved booking's old one is stale. */
  sequence: number;
};

/** The key of one reminder of one booking: planning it again replaces the pending job. */
export const reminderKey = (bookingId: number, reminder: keyof typeof REMINDER_OFFSETS) =>
  `booking-${bookingId}:${reminder}`;

/**
 * Replaces the booking's pending reminders by those of its current time and sequence (cancelled
 * when it is no longer live or the time has passed), so a moved or cancelled booking never gets a
 * stale reminder. Runs in the caller's transaction when `ctx.db` is one.
 */
export async function planReminders(ctx: BookingContext, booking: BookingRow) {
  const now = ctx.now?.() ?? Date.now();
  const live = booking.status === "confirmed" || booking.status === "scheduled";
  for (const [reminder, offset] of Object.entries(REMINDER_OFFSETS) as [keyof typeof REMINDER_OFFSETS, number][]) {
    const key = reminderKey(booking.id, reminder);
    const runAt = booking.scheduled_at.getTime() - offset;
    if (!live || runAt <= now) {
      await cancelJobs(ctx.db, { kind: REMINDER_JOB, key, organizationId: ctx.organizationId });
      continue;
    }
    const payload: ReminderPayload = { bookingId: booking.id, reminder, sequence: booking.sequence };
    await enqueueJob(ctx.db, {
      kind: REMINDER_JOB,
      organizationId: ctx.organizationId,
      key,
      payload,
      runAt: new Date(runAt),
    });
  }
  ctx.remindersChanged?.();
}

/** The organization's booking by id, or null (another organization's id included). */
export async function loadBooking(db: Db, organizationId: number, bookingId: number) {
  const [row] = await db
    .select({ booking: bookings, typeName: meetingTypes.name, typeZone: meetingTypes.time_zone })
    .from(bookings)
    .innerJoin(meetingTypes, scoped(organizationId).where(meetingTypes, eq(meetingTypes.id, bookings.meeting_type_id)))
    .where(scoped(organizationId).where(bookings, eq(bookings.id, bookingId)))
    .limit(1);
  return row ?? null;
}

export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}
