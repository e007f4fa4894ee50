import { eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import type { Dispatcher } from "../../../../server/domain-events/dispatcher.ts";
import { bookings, meetingTypes, organizations } from "../../../../server/db/schema/index.ts";
import { cancelJobs, enqueueJob } from "../../../../server/jobs/index.ts";
import { resolveSettings } from "../../../../shared/rules/settings.ts";
import type { Mailer, OutgoingEmail } from "../../../../server/domain/email/mailer.ts";
import { enqueueMail } from "../../../../server/domain/email/enqueue-mail.ts";
import type { Logger } from "../../../../server/logger.ts";
import { bookingKey, bookingLinks, signBookingToken } from "./booking-links.ts";
import { bookingMail, type BookingMailKind, type BookingRow } from "./booking-mail.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { translate } from "../../../../shared/i18n/translate.ts";

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
  /**
   * Runs a booking's write transaction (the one road) and what its events set off after commit;
   * every writer has it (a reminder's job only reads and mails).
   */
  dispatcher?: Dispatcher;
  logger?: Logger;
  /** Tells the job runner that jobs changed (this instance; others look again within seconds). */
  remindersChanged?: () => void;
  /** Called after a status change committed: the call and the hosts' lobby hear of it (decision 040). */
  statusChanged?: (booking: BookingWire) => void;
  now?: () => number;
};

/** What a booking write needs: the context with its dispatcher. */
export type BookingWriteContext = BookingContext & { dispatcher: Dispatcher };

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
/** The guest's mail of a booking event, in the guest's language, with their links. */
async function guestMail(ctx: BookingContext, booking: BookingRow, kind: BookingMailKind): Promise<OutgoingEmail> {
  const [type] = await ctx.db
    .select({ time_zone: meetingTypes.time_zone, name_translation: meetingTypes.name_translation })
    .from(meetingTypes)
    .where(scoped(ctx.organizationId).where(meetingTypes, eq(meetingTypes.id, booking.meeting_type_id)));
  const links = await guestLinks(ctx, booking);
  const language = booking.locale || (await defaultLanguage(ctx.db, ctx.organizationId));
  return bookingMail({
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
  });
}

/** Sends the guest's mail now: for work that is itself a job (a reminder), where a failure is logged. */
export async function mailGuest(ctx: BookingContext, booking: BookingRow, kind: BookingMailKind) {
  try {
    const delivered = await ctx.mailer.send(await guestMail(ctx, booking, kind));
    if (!delivered) ctx.logger?.warn({ booking_id: booking.id, kind }, "booking mail not delivered");
  } catch (error) {
    ctx.logger?.error({ err: error, booking_id: booking.id, kind }, "booking mail failed");
  }
}

/**
 * Plans the guest's mail in the booking write's own transaction (the outbox, decision 052): it
 * goes out after the commit, only if the change committed, and is retried when refused. The
 * caller wakes the runner (`remindersChanged`) after the commit.
 */
export async function queueGuestMail(ctx: BookingContext, tx: Db, booking: BookingRow, kind: BookingMailKind) {
  await enqueueMail(tx, await guestMail({ ...ctx, db: tx }, booking, kind));
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

/** The job kind of booking reminders, run by features/meetings/server/domain/run-reminders.ts. */
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
 * stale reminder. Runs in the caller's transaction; the caller wakes the runner
 * (`remindersChanged`) after its commit.
 */
export async function planReminders(
  ctx: Pick<BookingContext, "organizationId" | "now">,
  booking: BookingRow,
  // The booking's own write transaction: the plan commits, or fails, with the change.
  tx: Db,
) {
  const now = ctx.now?.() ?? Date.now();
  const live = booking.status === "confirmed" || booking.status === "scheduled";
  for (const [reminder, offset] of Object.entries(REMINDER_OFFSETS) as [keyof typeof REMINDER_OFFSETS, number][]) {
    const key = reminderKey(booking.id, reminder);
    const runAt = booking.scheduled_at.getTime() - offset;
    if (!live || runAt <= now) {
      await cancelJobs(tx, { kind: REMINDER_JOB, key, organizationId: ctx.organizationId });
      continue;
    }
    const payload: ReminderPayload = { bookingId: booking.id, reminder, sequence: booking.sequence };
    await enqueueJob(tx, {
      kind: REMINDER_JOB,
      organizationId: ctx.organizationId,
      key,
      payload,
      runAt: new Date(runAt),
    });
  }
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
