import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/**
 * The `.ics` sent with every booking mail (RFC 5545), written by `ical-generator` (a maintained
 * writer: it escapes CR, LF and CRLF in every TEXT and parameter value, folds long lines and
 * formats dates, so text a visitor typed cannot add properties). One UID per booking for its
 * whole life, so a calendar updates the event it already has: SEQUENCE rises on every reschedule,
 * and a cancel is METHOD:CANCEL with STATUS:CANCELLED and the next SEQUENCE.
 */

export type IcsEvent = {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp?: Date;
};

/**
 * A name as a CN parameter: ical-generator quotes it and backslash-escapes a double quote, which
 * RFC 5545 does not know (a DQUOTE cannot appear in a quoted parameter), so a parser would end the
 * parameter there and read the rest as the address: names keep no double quotes.
 */
const parameterName = (name: string) => name.replaceAll('"', "'");

export function renderIcs(event: IcsEvent): string {
  const cancelled = event.method === "CANCEL";
  const calendar = ical({
    prodId: { company: "Tessera", product: "Meetings", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp ?? new Date(),
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    url: event.url ?? null,
    organizer: { name: parameterName(event.organizer.name), email: event.organizer.email },
    attendees: [
      {
        name: parameterName(event.attendee.name),
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        rsvp: false,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // Every content line ends with CRLF (§3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
