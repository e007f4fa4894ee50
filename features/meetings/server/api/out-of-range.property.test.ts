import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";

/**
 * Property-based: the public meetings API (slots, bookings, the guest's and the admin's
 * reschedule, status changes) given arbitrary dates, integers and strings — years 0 to 275760,
 * int4 overflows, fractions, text where numbers go — answers 4xx or 2xx, never a 5xx: every date
 * is bounded to the booking horizon and every integer to its column before the database sees it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let typeId = 0;
let bookingId = 0;
let guestToken = "";
let adminCookie = "";
let guestCounter = 0;

type Body = Record<string, unknown> & { error?: string };
const call = jsonApi<Body>(
  () => t,
  () => undefined,
  "a.localhost",
  { versions: "as-sent" },
);
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", LOG_LEVEL: "silent" });
  await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  adminCookie = await a.signIn("admin-a@example.com");
  const me = await call("GET", "/api/admin/meetings/members", undefined, { cookie: adminCookie });
  const host = (me.body as unknown as { id: string }[])[0]!.id;
  const type = await call(
    "POST",
    "/api/meeting-types",
    { name: "Consultation", minimum_notice_minutes: 0, weekly_hours: everyDay, host_user_ids: [host] },
    { cookie: adminCookie },
  );
  expect(type.status, JSON.stringify(type.body)).toBe(201);
  typeId = type.body.id as number;
  const from = new Date(Date.now() + 86_400_000).toISOString();
  const slots = await call("GET", `/api/meetings/slots?meeting_type_id=${typeId}&from=${from}`);
  const slot = (slots.body.slots as { start: string }[])[3]!;
  const booked = await call("POST", "/api/meetings/bookings", {
    meeting_type_id: typeId,
    scheduled_at: slot.start,
    customer_name: "Guest",
    customer_email: "guest@example.com",
    time_zone: "Europe/Berlin",
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  bookingId = (booked.body.booking as { id: number }).id;
  guestToken = booked.body.token as string;
});

afterAll(() => t.close());

const DAY = 86_400_000;
/** Dates: JavaScript's whole range (years -271821 to 275760), around now, and the edges people try. */
const instant = fc.oneof(
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * DAY).toISOString()),
  fc.constantFrom(
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59+14:00",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00-12:00",
    "+275760-09-13T00:00:00.000Z",
    "1969-12-31T23:59:59.999Z",
  ),
);
const day = fc.oneof(
  instant.map((iso) => iso.slice(0, 10)),
  fc.constantFrom("9999-12-30", "9999-12-31", "0000-01-01", "0001-01-01", "2026-02-31"),
);
/** Integers where a column is int4, and what is not an integer at all. */
const integer = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e21, 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anything = fc.oneof(instant, day, integer, fc.string({ maxLength: 30 }), fc.constantFrom(null, true, [], {}));

const noServerError = (what: string, res: { status: number; body: unknown }) =>
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);

describe("out-of-range values in the meetings API", () => {
  it("slots: any from, to, meeting type id and booking id is a 2xx or 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.oneof(day, instant)),
        fc.option(fc.oneof(day, instant)),
        fc.option(fc.oneof(integer, fc.constant(typeId))),
        fc.option(fc.oneof(integer, fc.constant(bookingId))),
        fc.constantFrom("Pacific/Kiritimati", "Etc/GMT+12", "UTC", null),
        async (from, to, type, booking, zone) => {
          const query = new URLSearchParams({ meeting_type_id: String(type ?? typeId) });
          if (zone !== null) query.set("time_zone", zone);
          if (from !== null) query.set("from", from);
          if (to !== null) query.set("to", to);
          if (booking !== null) query.set("booking_id", String(booking));
          noServerError(query.toString(), await call("GET", `/api/meetings/slots?${query}`));
        },
      ),
      { numRuns: 120 },
    );
  });

  it("bookings: any time, type id and field type is a 2xx or 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(instant, fc.oneof(integer, fc.constant(typeId)), anything, async (at, type, extra) => {
        guestCounter += 1;
        const body = {
          meeting_type_id: type,
          scheduled_at: at,
          customer_name: `Guest ${guestCounter}`,
          customer_email: `p-${guestCounter}@example.com`,
          time_zone: "Etc/GMT+12",
          locale: extra,
        };
        noServerError(JSON.stringify(body), await call("POST", "/api/meetings/bookings", body));
        noServerError(
          "any field",
          await call("POST", "/api/meetings/bookings", { ...body, locale: undefined, scheduled_at: extra }),
        );
      }),
      { numRuns: 80 },
    );
  });

  it("the guest's reschedule and status change: any time or value is a 2xx or 4xx", async () => {
    const path = `/api/meetings/bookings/${bookingId}?token=${encodeURIComponent(guestToken)}`;
    await fc.assert(
      fc.asyncProperty(instant, anything, integer, async (at, value, id) => {
        noServerError(at, await call("PUT", path, { scheduled_at: at }));
        noServerError(JSON.stringify(value), await call("PUT", path, { scheduled_at: value }));
        noServerError(String(id), await call("PUT", `/api/meetings/bookings/${id}`, { status: "waiting" }));
        noServerError(
          "launch",
          await call("POST", "/api/meetings/launch-video", { booking_id: id, update_status: true, token: guestToken }),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("the admin's reschedule: any time is a 2xx or 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(instant, anything, async (at, value) => {
        const list = await call("GET", "/api/admin/meetings/bookings?view=all", undefined, { cookie: adminCookie });
        const booking = (list.body.bookings as { id: number; updated_at: string }[]).find((b) => b.id === bookingId)!;
        for (const scheduled_at of [at, value]) {
          noServerError(
            JSON.stringify(scheduled_at),
            await call(
              "PATCH",
              `/api/admin/meetings/bookings/${bookingId}`,
              { action: "reschedule", scheduled_at, updated_at: booking.updated_at },
              { cookie: adminCookie },
            ),
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it("refuses the far future the way the listing and the booking name it: 400 with the field", async () => {
    const slots = await call("GET", `/api/meetings/slots?meeting_type_id=${typeId}&from=9999-12-30`);
    expect(slots).toMatchObject({ status: 400, body: { field: "from" } });
    const far = "9999-12-31T23:59:59Z";
    const booked = await call("POST", "/api/meetings/bookings", {
      meeting_type_id: typeId,
      scheduled_at: far,
      customer_name: "Far",
      customer_email: "far@example.com",
      time_zone: "UTC",
    });
    expect(booked).toMatchObject({ status: 400, body: { field: "scheduled_at" } });
    const path = `/api/meetings/bookings/${bookingId}?token=${encodeURIComponent(guestToken)}`;
    expect(await call("PUT", path, { scheduled_at: far })).toMatchObject({ status: 400 });
  });
});
