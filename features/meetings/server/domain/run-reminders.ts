import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { bookings, domains, organizations, servingDomain } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import type { JobRunner, RunningJob } from "../../../../server/jobs/index.ts";
import type { Mailer } from "../../../../server/domain/email/mailer.ts";
import type { Logger } from "../../../../server/logger.ts";
import { mailGuest, REMINDER_JOB, type BookingContext, type ReminderPayload } from "./booking-context.ts";

type ReminderDeps = { db: Db; mailer: Mailer; logger?: Logger; authSecret?: string; mailFrom: string };

/**
 * Mails one due reminder if it is still current. A reminder whose booking moved (another
 * sequence), was cancelled, started, or whose meeting already began is closed without a mail.
 */
export async function sendReminder(deps: ReminderDeps, job: RunningJob): Promise<{ outcome: string }> {
  const { db } = deps;
  const organizationId = job.organizationId!;
  const payload = job.payload as ReminderPayload;
  const [row] = await db
    .select({ booking: bookings, organizationName: organizations.name })
    .from(bookings)
    .innerJoin(organizations, eq(organizations.id, bookings.organization_id))
    .where(scoped(organizationId).where(bookings, eq(bookings.id, payload.bookingId)))
    .limit(1);
  const booking = row?.booking;
  const current =
    booking &&
    (booking.status === "confirmed" || booking.status === "scheduled") &&
    booking.sequence === payload.sequence &&
    booking.scheduled_at.getTime() > job.now.getTime();
  if (!booking || !current) return { outcome: "stale" };
  const [domain] = await db
    .select({ host: domains.host })
    .from(domains)
    .where(scoped(organizationId).where(domains, servingDomain()))
    .orderBy(sql`${domains.is_primary} desc`)
    .limit(1);
  const host = domain?.host ?? "localhost";
  const ctx: BookingContext = {
    db,
    organizationId,
    organizationName: row.organizationName,
    host,
    origin: booking.origin || `http://${host}`,
    authSecret: deps.authSecret,
    mailFrom: deps.mailFrom,
    mailer: deps.mailer,
    logger: deps.logger,
  };
  await mailGuest(ctx, booking, "reminder");
  return { outcome: "sent" };
}

/** Booking reminders are jobs of the one runner (planned by planReminders). */
export function registerReminderJob(runner: JobRunner, deps: ReminderDeps): void {
  runner.register(REMINDER_JOB, (job) => sendReminder(deps, job));
}
