import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { bookings, meetingTypes } from "../../../../server/db/schema/index.ts";
import { bookingKey, signBookingToken } from "../domain/booking-links.ts";
import { findSlots } from "../domain/find-slots.ts";
import {
  type EndpointCase,
  type SiteFixture,
  columns,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for meetings (meetings.routes.ts, meeting-types.routes.ts).
 * Booking is public on the host's own types; a booking is read and acted on by its guest (here:
 * the signed link, sent as `token`) or its hosts, and is unknown (404) on the other site whatever
 * the caller presents. Meeting types are edited by admins through the write path.
 */

const everyDay = Object.fromEntries(
  ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
);

/** A fresh enabled type of the site hosted by its admin, bookable around the clock. */
async function freshType(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(meetingTypes)
    .values({
      organization_id: site.organizationId,
      name: unique(`${site.key} meeting`),
      duration_minutes: 15,
      minimum_notice_minutes: 0,
      weekly_hours: everyDay,
      host_user_ids: [site.admin.id],
    })
    .returning();
  return row!;
}

const bookingTypes = new Map<string, Promise<Awaited<ReturnType<typeof freshType>>>>();
/** One type per site for the booking cells: each cell books the next free slot of it. */
function bookingType(site: SiteFixture) {
  const key = `${site.key}:${site.organizationId}`;
  let type = bookingTypes.get(key);
  if (!type) bookingTypes.set(key, (type = freshType(site)));
  return type;
}

// Bookings three days ahead: no reminder falls due (and writes) while the matrix compares snapshots.

/** A fresh booking of the site (at the next free slot of its admin) and its guest link token. */
async function freshBooking(site: SiteFixture) {
  const type = await freshType(site);
  const now = Date.now();
  const [slot] = await findSlots({ db: site.db, type, from: now + 3 * 86_400_000, to: now + 4 * 86_400_000, now });
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(bookings)
    .values({
      organization_id: site.organizationId,
      meeting_type_id: type.id,
      host_user_id: site.admin.id,
      title: type.name,
      scheduled_at: new Date(slot!.start),
      ends_at: new Date(slot!.end),
      blocked_from: new Date(slot!.start),
      blocked_until: new Date(slot!.end),
      customer_name: "Isolation guest",
      customer_email: `${unique("guest")}@example.com`,
    })
    .returning();
  const key = await bookingKey(site.db, undefined);
  const token = await signBookingToken({
    key,
    organizationId: site.organizationId,
    bookingId: row!.id,
    endsAt: row!.ends_at,
  });
  return { id: row!.id, token, typeId: type.id, start: slot!.start };
}

const own = { A: columns(200, 404), B: columns(404, 200) } as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/meetings/types",
    request: async (site) => {
      await freshType(site);
      return {};
    },
    expect: { none: columns(200, 200) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const ids = ((await cell.response.json()) as { meeting_types: { id: number }[] }).meeting_types.map((t) => t.id);
      expect(ids.length).toBeGreaterThan(0);
      const rows = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: meetingTypes.id })
        .from(meetingTypes)
        .where(and(eq(meetingTypes.organization_id, cell.host.organizationId), inArray(meetingTypes.id, ids)));
      expect(rows.length, "meeting types of another organization in the answer").toBe(ids.length);
    },
  },
  {
    method: "GET",
    path: "/meetings/slots",
    request: async (site) => ({ query: { meeting_type_id: String((await freshType(site)).id) } }),
    expect: own,
  },
  {
    method: "POST",
    path: "/meetings/bookings",
    request: async (site, organizationId) => {
      const type = await bookingType(site);
      const now = Date.now();
      const [slot] = await findSlots({ db: site.db, type, from: now + 3 * 86_400_000, to: now + 4 * 86_400_000, now });
      return {
        body: {
          meeting_type_id: type.id,
          scheduled_at: new Date(slot!.start).toISOString(),
          customer_name: "Matrix guest",
          customer_email: `${unique("matrix")}@example.com`,
          time_zone: "Europe/Berlin",
          organization_id: organizationId,
        },
      };
    },
    // The body names the organization of the ids: another host refuses it (403) before the type.
    expect: { A: columns(201, 403), B: columns(403, 201), orgB: columns(403, 404) },
  },
  {
    method: "GET",
    path: "/meetings/bookings/{id}",
    request: async (site) => {
      const booking = await freshBooking(site);
      return { path: `/meetings/bookings/${booking.id}`, query: { token: booking.token } };
    },
    expect: own,
  },
  {
    method: "PUT",
    path: "/meetings/bookings/{id}",
    request: async (site) => {
      const booking = await freshBooking(site);
      return {
        path: `/meetings/bookings/${booking.id}`,
        query: { token: booking.token },
        body: { status: "cancelled" },
      };
    },
    expect: own,
  },
  {
    method: "POST",
    path: "/meetings/waiting-room/leave",
    request: async (site) => {
      const booking = await freshBooking(site);
      return { body: { booking_id: booking.id, token: booking.token } };
    },
    expect: own,
  },
  {
    method: "POST",
    path: "/meetings/launch-video",
    // The guest waits for the host (409); the site's admin is a host and gets the token.
    request: async (site) => {
      const booking = await freshBooking(site);
      return { body: { booking_id: booking.id, token: booking.token } };
    },
    expect: {
      A: { anonymous: [409, 404], userA: [409, 404], adminA: [200, 404], adminB: [409, 404] },
      B: { anonymous: [404, 409], userA: [404, 409], adminA: [404, 409], adminB: [404, 200] },
    },
  },
  {
    method: "GET",
    path: "/meeting-types",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
  {
    method: "POST",
    path: "/meeting-types",
    request: (site, organizationId) => ({
      body: { name: unique(`${site.key} type`), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
    },
  },
  {
    method: "PUT",
    path: "/meeting-types/{id}",
    request: async (site, organizationId) => ({
      path: `/meeting-types/${(await freshType(site)).id}`,
      body: { description: unique("changed"), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
      orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
    },
  },
  {
    method: "DELETE",
    path: "/meeting-types/{id}",
    request: async (site) => ({ path: `/meeting-types/${(await freshType(site)).id}` }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
