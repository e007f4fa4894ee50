import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../tests/setup/accounts.ts";
import { icsEvent } from "../../../../tests/setup/ics.ts";
import { startSmtpReceiver } from "../../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { bookingMailTexts } from "../../shared/booking-mail-texts.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { users } from "../../../../server/db/schema/index.ts";

/**
 * A guest who books on /es reads every booking mail in Spanish, with the meeting type's Spanish
 * name, whatever language the type was written in.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let cookie = "";
let typeId = 0;

type Body = Record<string, unknown>;
const call = jsonApi<Body>(
  () => t,
  () => undefined,
);
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "host@example.com", fullName: "Hana Host" });
  await makeAdmin({ db: t.db, email: "host@example.com", organization: "a.localhost" });
  cookie = await a.signIn("host@example.com");
  const [host] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "host@example.com"));
  const created = await call(
    "POST",
    "/api/meeting-types",
    {
      name: "Discovery call",
      name_translation: { es: "Llamada de descubrimiento", de: "Kennenlerngespräch" },
      duration_minutes: 30,
      minimum_notice_minutes: 0,
      time_zone: "Europe/Madrid",
      weekly_hours: everyDay,
      host_user_ids: [host!.id],
    },
    { cookie },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  typeId = created.body.id as number;
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("booking mails in the guest's language", () => {
  it("confirms a booking made on /es in Spanish, with the type's Spanish name", async () => {
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const free = await call(
      "GET",
      `/api/meetings/slots?meeting_type_id=${typeId}&from=${from}&time_zone=Europe/Madrid`,
      undefined,
      { cookie: null },
    );
    const slot = (free.body.slots as { start: string }[])[0]!;
    const booked = await call(
      "POST",
      "/api/meetings/bookings",
      {
        meeting_type_id: typeId,
        scheduled_at: slot.start,
        customer_name: "Lucía",
        customer_email: "lucia@example.com",
        time_zone: "Europe/Madrid",
        locale: "es",
      },
      { cookie: null },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const mail = await smtp.waitFor("lucia@example.com");
    const es = bookingMailTexts("es");
    expect(mail.subject.startsWith(`${es.subjects.confirmed}: Llamada de descubrimiento`)).toBe(true);
    expect(mail.text).toContain("Llamada de descubrimiento");
    expect(mail.text).toContain("/es/book?booking=");
    for (const text of [mail.subject, mail.text, mail.html]) {
      expect(text).not.toContain("Discovery call");
      expect(text).not.toMatch(/\b(Hello|Your|Join the meeting|Reschedule|Cancel|Booking confirmed)\b/);
    }
    // The calendar entry the guest's calendar shows speaks the same language.
    const event = icsEvent(mail.attachments[0]!.content);
    expect(event.SUMMARY).toContain("Llamada de descubrimiento");
    expect(event.DESCRIPTION).toContain(es.join);
  });
});
