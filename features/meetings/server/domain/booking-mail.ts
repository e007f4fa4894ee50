import type { bookings } from "../../../../server/db/schema/index.ts";
import type { OutgoingEmail } from "../../../../server/domain/email/mailer.ts";
import { renderIcs } from "./booking-ics.ts";
import { bookingMailTexts, fill } from "../../shared/booking-mail-texts.ts";
import { isUiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { PERSON_NAME_MAX, singleLine } from "../../../../shared/rules/person-name.ts";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingMailKind = "confirmed" | "rescheduled" | "cancelled" | "reminder";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** "Tuesday, 3 March 2026, 09:00 (Europe/Berlin)": a reader's own zone, named, never guessed. */
export function formatInZone(date: Date, timeZone: string, locale = "en-GB"): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
  return `${text} (${timeZone})`;
}

/**
 * The guest's mail about a booking, with its `.ics` (same UID for the booking's whole life). Links
 * to join, reschedule and cancel go only to live bookings; a cancelled one gets none.
 */
export function bookingMail({
  kind,
  booking,
  organizationId,
  organizationName,
  organizationTimeZone,
  from,
  host,
  links,
  language,
  title = booking.title,
}: {
  kind: BookingMailKind;
  booking: BookingRow;
  organizationId: number;
  organizationName: string;
  organizationTimeZone: string;
  /** MAIL_FROM's address, the organizer in the calendar entry. */
  from: string;
  /** The site's host name, for the UID. */
  host: string;
  links: { join: string; reschedule: string; cancel: string };
  /** The guest's language (the one they booked under, else the site's default); English without a set. */
  language?: string;
  /** The meeting's name in that language (the type's translation), else the booking's title. */
  title?: string;
}): OutgoingEmail {
  const cancelled = kind === "cancelled";
  // The visitor typed it: one line and a name's length, also for bookings stored before the rule.
  const guestName = singleLine(booking.customer_name).slice(0, PERSON_NAME_MAX);
  const t = bookingMailTexts(language);
  const lang = isUiLocale(language) ? language : "en";
  const when = formatInZone(booking.scheduled_at, booking.customer_time_zone, t.dateLocale);
  const theirs =
    organizationTimeZone !== booking.customer_time_zone
      ? ` ${fill(t.alsoAt, { when: formatInZone(booking.scheduled_at, organizationTimeZone, t.dateLocale) })}`
      : "";
  const subject = `${t.subjects[kind]}: ${title} — ${when}`.replace(/[\r\n]+/g, " ");
  const values = { title, when };
  const lines = [
    cancelled
      ? fill(t.cancelledLine, values)
      : kind === "reminder"
        ? fill(t.starts, values)
        : `${fill(t.booked, values)}${theirs}.`,
  ];
  const actions = cancelled
    ? []
    : [
        { label: t.join, href: links.join },
        { label: t.reschedule, href: links.reschedule },
        { label: t.cancel, href: links.cancel },
      ];
  const text = [
    fill(t.hello, { name: guestName }),
    "",
    ...lines,
    "",
    ...actions.map((action) => `${action.label}: ${action.href}`),
    "",
    `— ${organizationName}`,
  ].join("\n");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827">
<p>${escapeHtml(fill(t.hello, { name: guestName }))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
${actions.map((action) => `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`).join("\n")}
<p>— ${escapeHtml(organizationName)}</p></body></html>`;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const ics = renderIcs({
    uid: `booking-${booking.id}@${host}`,
    sequence: booking.sequence,
    method: cancelled ? "CANCEL" : "REQUEST",
    start: booking.scheduled_at,
    end: booking.ends_at,
    summary: `${title} — ${organizationName}`,
    description: cancelled ? `${t.subjects.cancelled}.` : `${t.join}: ${links.join}`,
    url: cancelled ? undefined : links.join,
    organizer: { name: organizationName, email: address },
    attendee: { name: guestName, email: booking.customer_email },
  });
  return {
    organizationId,
    to: booking.customer_email,
    subject,
    html,
    text,
    links: actions.map((action) => action.href),
    // The links carry the guest's key to the booking: never in an outbox others read.
    secretLinks: true,
    attachments: [
      {
        filename: "invite.ics",
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
      },
    ],
  };
}
