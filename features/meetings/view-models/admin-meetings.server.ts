import type { RouterContextProvider } from "react-router";
import { asc } from "drizzle-orm";
import { meetingTypes } from "../../../server/db/schema/index.ts";
import { scoped } from "../../../server/db/tenant-scope.ts";
import { BOOKING_VIEWS, listAdminBookings, memberNames } from "../server/domain/admin-bookings.ts";
import {
  summarize,
  type AdminBookings,
  type AdminMeetingsFilters,
  type BookingListView,
  type MeetingsSummary,
} from "../components/admin/admin-meetings-api.ts";
import { isTimeZone } from "../shared/meetings.ts";
import { requestContext } from "../../../server/load-context.ts";
import { requirePermission } from "../../../app/view-models/auth.server.ts";

/**
 * The page's filters and, rendered on the server, the API's first answer for them (the browser's
 * query takes over), with the server's "now": the page counts the time waited from it, so the
 * server's text and the browser's first render agree (hydration), and the clock moves after.
 */
export type AdminMeetingsData = { filters: AdminMeetingsFilters; initial: AdminBookings; now: number };

/** The organization's zone for meetings: its types' (decision 036: each type carries the organization's city). */
function organizationZone(types: { time_zone: string }[]): string {
  return types[0]?.time_zone ?? "UTC";
}

/** The first zone of `preferred` that is one, else the organization's (decision 080). */
function meetingsZone(preferred: (string | null | undefined)[], types: { time_zone: string }[]): string {
  return preferred.find((zone): zone is string => !!zone && isTimeZone(zone)) ?? organizationZone(types);
}

async function typesAndHosts(context: Readonly<RouterContextProvider>) {
  const { db, tenant } = context.get(requestContext);
  const types = await db
    .select({
      id: meetingTypes.id,
      name: meetingTypes.name,
      time_zone: meetingTypes.time_zone,
      hosts: meetingTypes.host_user_ids,
    })
    .from(meetingTypes)
    .where(scoped(tenant.id).where(meetingTypes))
    .orderBy(asc(meetingTypes.display_order), asc(meetingTypes.id));
  const names = await memberNames(
    db,
    tenant.id,
    types.flatMap((type) => type.hosts),
  );
  return {
    types: types.map(({ hosts: _hosts, ...type }) => type),
    hosts: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** /admin/meetings: the bookings of one view, filtered by the address's `view`, `type`, `host` and `tz`. */
export async function loadAdminMeetings(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AdminMeetingsData> {
  const viewer = await requirePermission(request, context, "meetings.host");
  const { db, tenant } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const { types, hosts } = await typesAndHosts(context);
  const view = (BOOKING_VIEWS as readonly string[]).includes(params.get("view") ?? "")
    ? (params.get("view") as BookingListView)
    : "upcoming";
  const typeParam = Number(params.get("type"));
  const type = types.some((item) => item.id === typeParam) ? typeParam : null;
  const hostParam = params.get("host");
  const host = hosts.some((item) => item.id === hostParam) ? hostParam : null;
  // The address's zone, else the person's own (decision 080), else the organization's.
  const zone = meetingsZone([params.get("tz"), viewer.timeZone], types);
  const now = Date.now();
  const bookings = await listAdminBookings({
    db,
    organizationId: tenant.id,
    now,
    view,
    meetingTypeId: type ?? undefined,
    hostUserId: host ?? undefined,
    timeZone: zone,
  });
  return {
    now,
    filters: { view, type, host, zone },
    initial: { bookings, meeting_types: types.map(({ id, name }) => ({ id, name })), hosts },
  };
}

/**
 * The dashboard's Meetings card: today's and the next upcoming bookings, and who waits now, in the
 * person's zone (`timeZone`, decision 080), else the organization's, like /admin/meetings.
 */
export async function loadMeetingsSummary(
  context: Readonly<RouterContextProvider>,
  timeZone?: string | null,
): Promise<MeetingsSummary> {
  const { db, tenant } = context.get(requestContext);
  const { types } = await typesAndHosts(context);
  const zone = meetingsZone([timeZone], types);
  const [today, upcoming, waiting] = await Promise.all(
    (["today", "upcoming", "waiting"] as const).map((view) =>
      listAdminBookings({ db, organizationId: tenant.id, view, timeZone: zone }),
    ),
  );
  return summarize(zone, { today: today!, upcoming: upcoming!, waiting: waiting! });
}
