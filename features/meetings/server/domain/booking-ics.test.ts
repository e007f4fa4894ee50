import { describe, expect, it } from "vitest";
import { icsEvent, parseIcs } from "../../../../tests/setup/ics.ts";
import { renderIcs, type IcsEvent } from "./booking-ics.ts";

const base: IcsEvent = {
  uid: "booking-7@a.localhost",
  sequence: 2,
  method: "REQUEST",
  start: new Date("2026-12-01T09:00:00Z"),
  end: new Date("2026-12-01T09:30:00Z"),
  summary: "Consultation — Org",
  description: "Join: http://a.localhost/book?booking=7",
  url: "http://a.localhost/book?booking=7",
  organizer: { name: "Org", email: "no-reply@org.test" },
  attendee: { name: "Ana", email: "ana@example.com" },
  stamp: new Date("2026-11-01T08:00:00Z"),
};

/** Every property name of the calendar, in order: what a calendar program would act on. */
const names = (text: string) => parseIcs(text).map((line) => line.name);

describe("the booking's .ics", () => {
  it("writes the event a calendar updates in place: UID, SEQUENCE, times, status, organizer and attendee", () => {
    const text = renderIcs(base);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(icsEvent(text)).toMatchObject({
      METHOD: "REQUEST",
      UID: "booking-7@a.localhost",
      SEQUENCE: "2",
      DTSTAMP: "20261101T080000Z",
      DTSTART: "20261201T090000Z",
      DTEND: "20261201T093000Z",
      SUMMARY: "Consultation — Org",
      DESCRIPTION: "Join: http://a.localhost/book?booking=7",
      STATUS: "CONFIRMED",
    });
    const lines = parseIcs(text);
    expect(lines.find((line) => line.name === "ORGANIZER")).toMatchObject({
      params: { CN: '"Org"' },
      value: "mailto:no-reply@org.test",
    });
    expect(lines.find((line) => line.name === "ATTENDEE")?.value.toLowerCase()).toBe("mailto:ana@example.com");
    const cancelled = icsEvent(renderIcs({ ...base, method: "CANCEL", sequence: 3, url: undefined }));
    expect(cancelled).toMatchObject({ METHOD: "CANCEL", STATUS: "CANCELLED", SEQUENCE: "3" });
    expect(cancelled.URL).toBeUndefined();
  });

  it("keeps CR, LF and CRLF in names and summaries inside their value: no property can be injected", () => {
    const expected = names(renderIcs(base));
    for (const newline of ["\r", "\n", "\r\n"]) {
      const hostile = `Call${newline}ATTENDEE:mailto:evil@example.com${newline}X-INJECTED:1${newline}END:VEVENT`;
      const text = renderIcs({
        ...base,
        summary: hostile,
        description: hostile,
        organizer: { name: hostile, email: "no-reply@org.test" },
        attendee: { name: hostile, email: "ana@example.com" },
      });
      expect(names(text), JSON.stringify(newline)).toEqual(expected);
      // No bare CR or LF outside the line ends the format itself writes.
      expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
      expect(icsEvent(text).SUMMARY).toBe("Call\\nATTENDEE:mailto:evil@example.com\\nX-INJECTED:1\\nEND:VEVENT");
    }
  });

  it("keeps a double quote in a name from ending the parameter and naming another address", () => {
    const text = renderIcs({
      ...base,
      attendee: { name: 'Ana ":MAILTO:evil@example.com;X="', email: "ana@example.com" },
    });
    const attendee = parseIcs(text).find((line) => line.name === "ATTENDEE")!;
    expect(attendee.value.toLowerCase()).toBe("mailto:ana@example.com");
  });
});
