import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../../tests/setup/test-database.ts";
import { listAdminBookings } from "../../../features/meetings/server/domain/admin-bookings.ts";
import { crossTenant } from "../tenant-scope.ts";
import { jobs as jobTable, organizations } from "../schema/index.ts";
import { seedDemoContent } from "./demo.ts";

/**
 * Both demo organizations open /admin/meetings and the dashboard with bookings (decision 041):
 * one today, upcoming ones, a past completed one; none of them has a reminder job, so the demo mails
 * nobody.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoContent({ db: fixturesOf(database) });
}, 120_000);
afterAll(() => database?.drop());

describe("demo bookings", () => {
  it("each demo organization has today's, upcoming and past bookings, and no reminder jobs", async () => {
    const orgs = await crossTenant(fixturesOf(database), "the test reads every demo organization")
      .select({ id: organizations.id })
      .from(organizations)
      .orderBy(organizations.id);
    expect(orgs).toHaveLength(2);
    for (const { id } of orgs) {
      const zone = id === orgs[0]!.id ? "Europe/Berlin" : "America/New_York";
      const list = (view: "today" | "upcoming" | "past") =>
        listAdminBookings({ db: fixturesOf(database), organizationId: id, view, timeZone: zone });
      expect((await list("today")).length).toBeGreaterThanOrEqual(1);
      expect((await list("upcoming")).length).toBeGreaterThanOrEqual(2);
      const past = await list("past");
      expect(past.some((booking) => booking.status === "completed")).toBe(true);
    }
    const jobs = await crossTenant(fixturesOf(database), "the test reads every demo organization")
      .select()
      .from(jobTable);
    expect(jobs).toEqual([]);
  });
});
