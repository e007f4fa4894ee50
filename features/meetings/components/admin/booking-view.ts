import type { ApiSchema } from "../../../../app/api-client/client.ts";

/** Pure helpers of /admin/meetings (decision 041): labels, time formatting, which actions apply. */

/** A booking as `GET /api/admin/meetings/bookings` answers it (the generated API types). */
export type AdminBookingView = ApiSchema<"AdminBooking">;

export const VIEWS = [
  { key: "today", label: "Today" },
  { key: "upcoming", label: "Upcoming" },
  { key: "waiting", label: "Waiting now" },
  { key: "past", label: "Past" },
  { key: "cancelled", label: "Cancelled" },
] as const;

export const STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  scheduled: "Scheduled",
  waiting: "Waiting",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function statusLabel(booking: Pick<AdminBookingView, "status" | "no_show">): string {
  if (booking.no_show) return "No-show";
  return STATUS_LABELS[booking.status] ?? booking.status;
}

/** "Tue 3 Mar, 09:00" in `timeZone`. */
export function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "12:05" (minutes:seconds) waited since `since`, as the waiting room shows it (spec §4). */
export function waitedFor(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The actions staff may take on a booking now (the server checks again). */
export function actionsFor(booking: Pick<AdminBookingView, "status" | "scheduled_at">, now: number) {
  const live = booking.status === "confirmed" || booking.status === "scheduled";
  return {
    // Only a guest who is there can be admitted (the server refuses the rest: 409).
    admit: booking.status === "waiting",
    cancel: live || booking.status === "waiting",
    reschedule: live,
    noShow: live && Date.parse(booking.scheduled_at) <= now,
  };
}
