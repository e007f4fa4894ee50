import { bookings, meetingTypes } from "../../../../server/db/schema/index.ts";
import { findSlots } from "../domain/find-slots.ts";
import {
  type EndpointCase,
  type SiteFixture,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for /admin/meetings (admin-meetings.routes.ts): staff of
 * the booking's organization only; another organization's booking is a 404, nothing changed.
 */

const WHY = "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other";
const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

/** A fresh booking of the site, three days ahead (no reminder falls due while snapshots compare). */
async function freshBooking(site: SiteFixture) {
  const [type] = await crossTenant(site.db, WHY)
    .insert(meetingTypes)
    .values({
      organization_id: site.organizationId,
      name: unique(`${site.key} admin meeting`),
      duration_minutes: 15,
      minimum_notice_minutes: 0,
      weekly_hours: everyDay,
      host_user_ids: [site.admin.id],
    })
    .returning();
  const now = Date.now();
  const [slot] = await findSlots({
    db: site.db,
    type: type!,
    from: now + 3 * 86_400_000,
    to: now + 4 * 86_400_000,
    now,
  });
  const [row] = await crossTenant(site.db, WHY)
    .insert(bookings)
    .values({
      organization_id: site.organizationId,
      meeting_type_id: type!.id,
      host_user_id: site.admin.id,
      title: type!.name,
      scheduled_at: new Date(slot!.start),
      ends_at: new Date(slot!.end),
      blocked_from: new Date(slot!.start),
      blocked_until: new Date(slot!.end),
      customer_name: "Isolation guest",
      customer_email: `${unique("admin-guest")}@example.com`,
    })
    .returning();
  return row!;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/admin/meetings/bookings",
    request: () => ({ query: { view: "all" } }),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
  {
    method: "GET",
    path: "/admin/meetings/members",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
  {
    method: "PATCH",
    path: "/admin/meetings/bookings/{id}",
    request: async (site) => {
      const booking = await freshBooking(site);
      return {
        path: `/admin/meetings/bookings/${booking.id}`,
        body: { action: "cancel", updated_at: booking.updated_at.toISOString() },
      };
    },
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
