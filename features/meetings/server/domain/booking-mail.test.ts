import { describe, expect, it } from "vitest";
import { icsEvent } from "../../../../tests/setup/ics.ts";
import { bookingMail, type BookingRow } from "./booking-mail.ts";

const booking = {
  id: 7,
  title: "Consulta",
  status: "confirmed",
  scheduled_at: new Date("2026-12-01T09:00:00Z"),
  ends_at: new Date("2026-12-01T09:30:00Z"),
  customer_name: "Ana",
  customer_email: "ana@example.com",
  customer_time_zone: "Europe/Madrid",
  sequence: 0,
} as BookingRow;
const links = { join: "http://a/join", reschedule: "http://a/move", cancel: "http://a/cancel" };
const mail = (kind: "confirmed" | "cancelled", language?: string) =>
  bookingMail({
    kind,
    booking,
    organizationId: 1,
    organizationName: "Org",
    organizationTimeZone: "Europe/Berlin",
    from: "Org <no-reply@org.test>",
    host: "a.localhost",
    links,
    language,
  });

describe("booking mails in the guest's language", () => {
  it("writes Spanish for a guest who booked in Spanish, dates included", () => {
    const confirmed = mail("confirmed", "es");
    expect(confirmed.subject).toMatch(/^Reserva confirmada: Consulta — martes, 1 de diciembre de 2026/);
    expect(confirmed.text).toContain("Hola Ana:");
    expect(confirmed.text).toContain("Unirse a la reunión: http://a/join");
    expect(confirmed.html).toContain('<html lang="es">');
    const cancelled = mail("cancelled", "es");
    expect(cancelled.subject).toMatch(/^Reserva cancelada/);
    expect(icsEvent(cancelled.attachments![0]!.content as string)).toMatchObject({ METHOD: "CANCEL" });
  });

  it("reads English for languages without a set, as before", () => {
    for (const language of [undefined, "en", "ko"]) {
      const confirmed = mail("confirmed", language);
      expect(confirmed.subject).toMatch(/^Booking confirmed: Consulta — Tuesday, 1 December 2026/);
      expect(confirmed.text).toContain("Hello Ana,");
      expect(confirmed.text).toContain("is booked for");
      expect(confirmed.html).toContain('<html lang="en">');
    }
  });
});

describe("the guest's name in a booking mail", () => {
  it("is one line of at most 100 characters, even when a stored booking holds line breaks", () => {
    const hostile = { ...booking, customer_name: `Ana\r\nBcc: evil@example.com\rX\n${"y".repeat(200)}` };
    const sent = bookingMail({
      kind: "confirmed",
      booking: hostile,
      organizationId: 1,
      organizationName: "Org",
      organizationTimeZone: "Europe/Berlin",
      from: "Org <no-reply@org.test>",
      host: "a.localhost",
      links,
    });
    const greeting = sent.text.split("\n")[0]!;
    expect(greeting.startsWith("Hello Ana Bcc: evil@example.com X yyy")).toBe(true);
    expect(sent.text.split("\n")[1]).toBe("");
    expect(greeting.length).toBeLessThanOrEqual("Hello ,".length + 100);
    expect(sent.html).not.toMatch(/Ana[\r\n]/);
  });
});
