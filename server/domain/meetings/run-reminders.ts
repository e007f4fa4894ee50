import { and, eq, inArray, isNull, lte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookingJobs, bookings, domains, organizations } from "../../db/schema/index.ts";
import { crossTenant, scoped } from "../../db/tenant-scope.ts";
import { asOrganization } from "../../db/tenant-context.ts";
import type { Mailer } from "../email/mailer.ts";
import type { Logger } from "../../logger.ts";
import { mailGuest, type BookingContext } from "./booking-context.ts";

/** The earliest pending reminder of any organization, or null. */
export async function nextReminderTime(db: Db): Promise<Date | null> {
  const [row] = await crossTenant(db, "the reminder scheduler waits for the earliest reminder of every organization")
    .select({ at: min(bookingJobs.run_at) })
    .from(bookingJobs)
    .where(isNull(bookingJobs.done_at));
  return row?.at ? new Date(row.at) : null;
}

/**
 * Claims the due reminders (at most once across instances: the claim is one UPDATE of rows locked
 * with SKIP LOCKED) and mails those still current. A job whose booking moved (another sequence),
 * was cancelled, started, or whose meeting already began is closed without a mail.
 */
export async function runDueReminders({
  db,
  mailer,
  logger,
  authSecret,
  mailFrom,
  now = new Date(),
}: {
  db: Db;
  mailer: Mailer;
  logger?: Logger;
  authSecret?: string;
  mailFrom: string;
  now?: Date;
}): Promise<{ sent: number; skipped: number }> {
  const due = crossTenant(db, "the reminder scheduler claims the due reminders of every organization")
    .select({ id: bookingJobs.id })
    .from(bookingJobs)
    .where(and(isNull(bookingJobs.done_at), lte(bookingJobs.run_at, now)))
    .limit(50)
    .for("update", { skipLocked: true });
  const claimed = await crossTenant(db, "the reminder scheduler claims the due reminders of every organization")
    .update(bookingJobs)
    .set({ done_at: now, outcome: "claimed" })
    .where(inArray(bookingJobs.id, due))
    .returning();
  let sent = 0;
  let skipped = 0;
  for (const job of claimed) {
    // Each reminder is its organization's business: its reads and writes run as that organization.
    const outcome = await asOrganization(job.organization_id, async (): Promise<"sent" | "skipped"> => {
      const [row] = await db
        .select({ booking: bookings, organizationName: organizations.name })
        .from(bookings)
        .innerJoin(organizations, eq(organizations.id, bookings.organization_id))
        .where(scoped(job.organization_id).where(bookings, eq(bookings.id, job.booking_id)))
        .limit(1);
      const booking = row?.booking;
      const current =
        booking &&
        (booking.status === "confirmed" || booking.status === "scheduled") &&
        booking.sequence === job.booking_sequence &&
        booking.scheduled_at.getTime() > now.getTime();
      if (!booking || !current) {
        await db
          .update(bookingJobs)
          .set({ outcome: "stale" })
          .where(scoped(job.organization_id).where(bookingJobs, eq(bookingJobs.id, job.id)));
        return "skipped";
      }
      const [domain] = await db
        .select({ host: domains.host })
        .from(domains)
        .where(scoped(job.organization_id).where(domains))
        .orderBy(sql`${domains.is_primary} desc`)
        .limit(1);
      const host = domain?.host ?? "localhost";
      const ctx: BookingContext = {
        db,
        organizationId: job.organization_id,
        organizationName: row.organizationName,
        host,
        origin: booking.origin || `http://${host}`,
        authSecret,
        mailFrom,
        mailer,
        logger,
      };
      await mailGuest(ctx, booking, "reminder");
      await db
        .update(bookingJobs)
        .set({ outcome: "sent" })
        .where(scoped(job.organization_id).where(bookingJobs, eq(bookingJobs.id, job.id)));
      return "sent";
    });
    if (outcome === "sent") sent += 1;
    else skipped += 1;
  }
  return { sent, skipped };
}
