import type { ApiSchema } from "../../../../app/api-client/client.ts";
import { formatDateTime } from "../../../../shared/i18n/date-time.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";

type Label = (inputs: object, options: { locale: UiLocale }) => string;

/** Pure helpers of /admin/meetings (decision 041): labels, time formatting, which actions apply. */

/** A booking as `GET /api/admin/meetings/bookings` answers it (the generated API types). */
export type AdminBookingView = ApiSchema<"AdminBooking">;

export const VIEWS = [
  { key: "today", label: (_: object, ui: { locale: UiLocale }) => m.admin_viewToday({}, ui) },
  { key: "upcoming", label: (_: object, ui: { locale: UiLocale }) => m.admin_viewUpcoming({}, ui) },
  { key: "waiting", label: (_: object, ui: { locale: UiLocale }) => m.admin_viewWaiting({}, ui) },
  { key: "past", label: (_: object, ui: { locale: UiLocale }) => m.admin_viewPast({}, ui) },
  { key: "cancelled", label: (_: object, ui: { locale: UiLocale }) => m.admin_viewCancelled({}, ui) },
] as const satisfies readonly { key: string; label: Label }[];

export const STATUS_LABELS: Record<string, Label> = {
  confirmed: (_: object, ui: { locale: UiLocale }) => m.admin_statusConfirmed({}, ui),
  scheduled: (_: object, ui: { locale: UiLocale }) => m.admin_statusScheduled({}, ui),
  waiting: (_: object, ui: { locale: UiLocale }) => m.admin_statusWaiting({}, ui),
  in_progress: (_: object, ui: { locale: UiLocale }) => m.admin_statusInProgress({}, ui),
  completed: (_: object, ui: { locale: UiLocale }) => m.admin_statusCompleted({}, ui),
  cancelled: (_: object, ui: { locale: UiLocale }) => m.admin_statusCancelled({}, ui),
};

export function statusLabel(booking: Pick<AdminBookingView, "status" | "no_show">, locale: UiLocale = "en"): string {
  if (booking.no_show) return m.admin_statusNoShow({}, { locale });
  return STATUS_LABELS[booking.status]?.({}, { locale }) ?? booking.status;
}

/**
 * "Tue 3 Mar, 09:00" in the page's zone (the person's, else the organization's: decision 080), in
 * the person's language (English as written in Britain), through the one date formatter.
 */
export function formatWhen(iso: string, timeZone: string, locale: UiLocale = "en"): string {
  return formatDateTime(iso, { locale: locale === "en" ? "en-GB" : locale, timeZone, style: "weekdayTime" });
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
