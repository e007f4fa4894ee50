import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { users } from "../../../../server/db/schema/index.ts";
import { BOOKING_LIMITS } from "./meetings.routes.ts";

/** Booking is limited per IP (10 per 10 minutes) as well as per e-mail. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let typeId = 0;
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  const cookie = await a.signIn("admin-a@example.com");
  const [admin] = await t.db.select({ id: users.id }).from(users);
  const created = await jsonApi(
    () => t,
    () => cookie,
  )("POST", "/api/meeting-types", {
    name: "Limited",
    duration_minutes: 15,
    minimum_notice_minutes: 0,
    weekly_hours: everyDay,
    host_user_ids: [admin!.id],
  });
  expect(created.status).toBe(201);
  typeId = (created.body as unknown as { id: number }).id;
});

afterAll(async () => {
  await t.close();
});

describe("booking rate limits", () => {
  it("answers 429 to the 11th booking from one address within 10 minutes, whatever the e-mail", async () => {
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const listed = await t.request(`/api/meetings/slots?meeting_type_id=${typeId}&from=${from}`, {
      host: "a.localhost",
    });
    const { slots } = (await listed.json()) as { slots: { start: string }[] };
    const book = (index: number, ip: string) =>
      t.request("/api/meetings/bookings", {
        method: "POST",
        host: "a.localhost",
        headers: { "content-type": "application/json", origin: "http://a.localhost", "x-forwarded-for": ip },
        body: JSON.stringify({
          meeting_type_id: typeId,
          scheduled_at: slots[index * 2]!.start,
          customer_name: `Guest ${index}`,
          customer_email: `ip-guest-${index}@example.com`,
          time_zone: "UTC",
        }),
      });
    const limit = BOOKING_LIMITS.perIp.limit;
    for (let index = 0; index < limit; index += 1) expect((await book(index, "203.0.113.7")).status).toBe(201);
    const refused = await book(limit, "203.0.113.7");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    // Another address still books.
    expect((await book(limit + 1, "203.0.113.8")).status).toBe(201);
  });
});
