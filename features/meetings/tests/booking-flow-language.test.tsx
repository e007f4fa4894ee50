import "../../../tests/setup/node-dom.ts";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { appFetch } from "../../../tests/setup/app-fetch.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { users } from "../../../server/db/schema/index.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { makeAdmin } from "../../../server/domain/accounts/make-admin.ts";
import { BookingFlow } from "../components/booking/booking-flow.tsx";
import { bookingTexts } from "../components/booking/booking-texts.ts";

/**
 * Booking on /es against the real API: the confirmation names the meeting type in Spanish (the
 * booking itself keeps the name it was written with).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;

const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "Acme", hosts: ["localhost"] });
  const site = accountClient(t, "localhost");
  await site.register({ email: "host@example.com", fullName: "Hana Host" });
  await makeAdmin({ db: t.db, email: "host@example.com", organization: "localhost" });
  const cookie = await site.signIn("host@example.com");
  const [host] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, "host@example.com"));
  const created = await site.post(
    "/api/meeting-types",
    {
      name: "Discovery call",
      name_translation: { es: "Llamada de descubrimiento" },
      duration_minutes: 30,
      minimum_notice_minutes: 0,
      time_zone: "Europe/Madrid",
      weekly_hours: everyDay,
      host_user_ids: [host!.id],
    },
    { cookie },
  );
  expect(created.status).toBe(201);
  vi.stubGlobal("fetch", appFetch(t));
});

afterEach(() => cleanup());

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

describe("the booking page in the page's language", () => {
  it("confirms a booking on /es with the type's Spanish name", async () => {
    const listed = (await (await fetch("/api/meetings/types?locale=es")).json()) as {
      meeting_types: { id: number; name: string; description: string; duration_minutes: number; time_zone: string }[];
    };
    const texts = bookingTexts("es");
    const view = render(
      <BookingFlow types={listed.meeting_types} locale="es" linkLocale="es" prefill={null} texts={texts} />,
    );
    const slot = await waitFor(
      () => {
        const button = view.container.querySelector<HTMLButtonElement>("[data-slot-start]");
        expect(button).not.toBeNull();
        return button!;
      },
      { timeout: 10_000 },
    );
    fireEvent.click(slot);
    fireEvent.change(view.container.querySelector('input[autocomplete="name"]')!, { target: { value: "Lucía" } });
    fireEvent.change(view.container.querySelector('input[type="email"]')!, {
      target: { value: "lucia@example.com" },
    });
    fireEvent.submit(view.container.querySelector("form")!);
    const confirmation = await waitFor(
      () => {
        const box = view.container.querySelector('[role="status"]');
        expect(box?.textContent).toContain(texts.booked);
        return box!.textContent!;
      },
      { timeout: 10_000 },
    );
    expect(confirmation).toContain("Llamada de descubrimiento");
    expect(confirmation).not.toContain("Discovery call");
  });
});
