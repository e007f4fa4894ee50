import { api, unwrap, type ApiSchema, type paths } from "../../../../app/api-client/client.ts";

/**
 * The staff's meetings pages on the typed API client (app/api-client/client.ts, generated from the
 * server's routes): /admin/meetings and the dashboard's Meetings card read
 * `GET /api/admin/meetings/bookings` and act with `PATCH /api/admin/meetings/bookings/{id}`
 * through TanStack Query. The server renders the first answer (the route loaders), the browser
 * refreshes it under the same keys.
 */

export type AdminBookings = ApiSchema<"AdminBookings">;
export type AdminBookingView = ApiSchema<"AdminBooking">;
/** An action as the page asks for it; the version is the booking's, added when sent. */
export type BookingAction = Omit<ApiSchema<"AdminBookingAction">, "updated_at">;
export type BookingListView = NonNullable<
  NonNullable<paths["/admin/meetings/bookings"]["get"]["parameters"]["query"]>["view"]
>;

export type AdminMeetingsFilters = { view: BookingListView; type: number | null; host: string | null; zone: string };

export type MeetingsSummary = {
  zone: string;
  today: AdminBookingView[];
  upcoming: AdminBookingView[];
  upcomingCount: number;
  waiting: AdminBookingView[];
};

export const adminMeetingKeys = {
  all: ["admin-meetings"] as const,
  list: (filters: AdminMeetingsFilters) => ["admin-meetings", "list", filters] as const,
  summary: (zone: string) => ["admin-meetings", "summary", zone] as const,
  slots: (typeId: number, bookingId: number) => ["admin-meetings", "slots", typeId, bookingId] as const,
};

export function listBookings(filters: {
  view: BookingListView;
  type?: number | null;
  host?: string | null;
  zone: string;
}): Promise<AdminBookings> {
  return unwrap(
    api.GET("/admin/meetings/bookings", {
      params: {
        query: {
          view: filters.view,
          time_zone: filters.zone,
          ...(filters.type ? { meeting_type_id: filters.type } : {}),
          ...(filters.host ? { host_user_id: filters.host } : {}),
        },
      },
    }),
  );
}

/** Admit, cancel, reschedule or mark a no-show, with the version the page shows (stale: 409). */
export function actOnBooking(booking: AdminBookingView, action: BookingAction) {
  return unwrap(
    api.PATCH("/admin/meetings/bookings/{id}", {
      params: { path: { id: booking.id } },
      body: { ...action, updated_at: booking.updated_at },
    }),
  );
}

/** The free times of a type in the next two weeks for moving `bookingId` (its own time blocks none of them). */
export async function freeSlots(typeId: number, bookingId: number) {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const answer = await unwrap(
    api.GET("/meetings/slots", { params: { query: { meeting_type_id: typeId, from, to, booking_id: bookingId } } }),
  );
  return answer.slots;
}

/** The dashboard card's content from the three views it shows (the loader and the browser share it). */
export function summarize(
  zone: string,
  lists: { today: AdminBookingView[]; upcoming: AdminBookingView[]; waiting: AdminBookingView[] },
): MeetingsSummary {
  return {
    zone,
    today: lists.today.filter((booking) => booking.status !== "cancelled"),
    upcoming: lists.upcoming.slice(0, 5),
    upcomingCount: lists.upcoming.length,
    waiting: lists.waiting,
  };
}

export async function loadSummary(zone: string): Promise<MeetingsSummary> {
  const [today, upcoming, waiting] = await Promise.all(
    (["today", "upcoming", "waiting"] as const).map((view) => listBookings({ view, zone })),
  );
  return summarize(zone, { today: today!.bookings, upcoming: upcoming!.bookings, waiting: waiting!.bookings });
}
