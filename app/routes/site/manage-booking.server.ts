import { data, type RouterContextProvider } from "react-router";
import {
  BookingApiError,
  bookingErrorText,
  todayIn,
  type BookingView,
  type SlotView,
} from "../../../features/meetings/components/booking/booking-api.ts";
import { fill, type BookingTexts } from "../../../features/meetings/components/booking/booking-texts.ts";
import type {
  ManageAnswer,
  ManagedView,
} from "../../../features/meetings/components/booking/manage-booking-without-scripts.tsx";
import { callApi, field, refusalStatus } from "../../view-models/form-actions.server.ts";
import { pageUrl } from "../../view-models/site.server.ts";
import type { ApiResult } from "../../browser/auth-client.ts";

/**
 * The guest's page for one booking (`/book?booking=&token=&action=`, the mails' links) on the
 * server (decision 055): the loader reads the booking, and for a reschedule without scripts a week
 * of offered times from a chosen day; the action cancels or moves it. Every call goes through the
 * endpoints the page's script uses (`/api/meetings/bookings/:id?token=`, `/api/meetings/slots`), in
 * process and as the same visitor, so the token, the booking's state machine and the refusals
 * are judged in one place.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> };

const WEEK = 7;
/** The furthest day the plain list starts at (the script's picker has no limit a person reaches). */
const MAX_DAYS_AHEAD = 366;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The mailed link's booking, token and action, or null when the address names no booking. */
export function manageParams(request: Request): { bookingId: string; token: string; action: string } | null {
  const query = pageUrl(request).searchParams;
  const bookingId = query.get("booking");
  const token = query.get("token");
  const action = query.get("action") ?? "join";
  // The host's side (action=host) is a signed-in page of its own: scripts only.
  if (!bookingId || !token || action === "host") return null;
  return { bookingId, token, action };
}

/** `day` plus `days`, both "YYYY-MM-DD". */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A zone `Intl` knows (the booking's recorded one), else the meeting type's. */
function knownZone(zone: string, fallback: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

/** The refusal of a failed call in the page's language (the script's texts, chosen by status, code and field). */
function refusal(result: Extract<ApiResult<unknown>, { ok: false }>, texts: BookingTexts): string {
  const failure = new BookingApiError(result.error ?? "", result.status, {
    ...(result.code ? { code: result.code } : {}),
    ...(result.field ? { field: result.field } : {}),
  });
  return bookingErrorText(failure, texts);
}

const bookingPath = (id: string, token: string) =>
  `/api/meetings/bookings/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}` as const;

/** The booking the mailed link opens, and for a reschedule the offered week from `?from=` (default today). */
export async function loadManagedBooking({ request, context }: Args, texts: BookingTexts): Promise<ManagedView | null> {
  const params = manageParams(request);
  if (!params) return null;
  const { bookingId, token, action } = params;
  const view: ManagedView = { bookingId, token, action, booking: null, error: null, zone: "UTC", listed: null };
  if (!/^\d{1,9}$/.test(bookingId)) return { ...view, error: fill(texts.linkError, { error: texts.notFound }) };
  const { result } = await callApi<{ booking: BookingView }>(context, bookingPath(bookingId, token), null, "GET");
  if (!result.ok) return { ...view, error: fill(texts.linkError, { error: refusal(result, texts) }) };
  const booking = result.data.booking;
  // The zone the guest booked in: the server's one guess at the guest's clock.
  const zone = knownZone(booking.time_zone, booking.meeting_type.time_zone);
  const live = booking.status === "confirmed" || booking.status === "scheduled";
  if (action !== "reschedule" || !live) return { ...view, booking, zone };

  const today = todayIn(zone);
  const asked = pageUrl(request).searchParams.get("from") ?? "";
  const from =
    DAY_PATTERN.test(asked) && asked >= today && asked <= addDays(today, MAX_DAYS_AHEAD) && !isNaN(Date.parse(asked))
      ? asked
      : today;
  const search = new URLSearchParams({
    meeting_type_id: String(booking.meeting_type.id),
    from,
    to: addDays(from, WEEK),
    time_zone: zone,
    booking_id: bookingId,
    token,
  });
  const slots = await callApi<{ slots: SlotView[] }>(context, `/api/meetings/slots?${search}`, null, "GET");
  const next = addDays(from, WEEK);
  const listed = {
    from,
    today,
    next: next <= addDays(today, MAX_DAYS_AHEAD) ? next : null,
    slots: slots.result.ok ? slots.result.data.slots : [],
  };
  return { ...view, booking, zone, listed };
}

/**
 * Cancel (`intent=cancel`) or move (`intent=reschedule`, `scheduled_at`) the booking the posted
 * link names (`booking_id`, `token`), through the booking endpoint's PUT. The same answer serves the
 * plain form (the page shows it) and the script's fetcher (its state takes the booking).
 */
export async function manageBookingAction({ context }: Args, form: FormData, texts: BookingTexts) {
  const intent = field(form, "intent");
  const bookingId = field(form, "booking_id");
  const token = field(form, "token");
  if (!/^\d{1,9}$/.test(bookingId) || !token)
    return data<ManageAnswer>({ manage: "refused", error: texts.notFound }, 400);
  let change: { status: "cancelled" } | { scheduled_at: string };
  if (intent === "cancel") change = { status: "cancelled" };
  else {
    const scheduledAt = field(form, "scheduled_at");
    if (!scheduledAt) return data<ManageAnswer>({ manage: "refused", error: texts.pickTime }, 400);
    change = { scheduled_at: scheduledAt };
  }
  const { result } = await callApi<{ booking: BookingView }>(context, bookingPath(bookingId, token), change, "PUT");
  if (!result.ok)
    return data<ManageAnswer>({ manage: "refused", error: refusal(result, texts) }, refusalStatus(result));
  return data<ManageAnswer>({ manage: intent === "cancel" ? "cancelled" : "moved", booking: result.data.booking });
}
