import { data, type RouterContextProvider } from "react-router";
import {
  BookingApiError,
  bookingErrorText,
  todayIn,
  type SlotView,
} from "../../../features/meetings/components/booking/booking-api.ts";
import type { BookingTexts } from "../../../features/meetings/components/booking/booking-texts.ts";
import {
  PLAIN_MAX_WEEK,
  type PlainBookingResult,
  type PlainSlots,
} from "../../../features/meetings/components/booking/booking-without-scripts.tsx";
import { callApi, field, refusalStatus } from "../../view-models/form-actions.server.ts";
import { pageUrl } from "../../view-models/site.server.ts";

/**
 * /book without scripts (decision 055): the free times the plain form lists, and its action. Both
 * go through the same endpoints as the page's script (/api/meetings/slots and /bookings, in process
 * and as the same visitor), in the meeting type's zone.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> };
type TypeView = { id: number; time_zone: string };

const WEEK = 7;

/** The week of free times the address asks for (`?type=&week=`), or null when it names no listed type. */
export async function plainSlots({ request, context }: Args, types: readonly TypeView[]): Promise<PlainSlots | null> {
  const query = pageUrl(request).searchParams;
  const type = types.find((entry) => String(entry.id) === query.get("type"));
  if (!type) return null;
  const asked = Number(query.get("week") ?? "0");
  const week = Number.isInteger(asked) && asked >= 0 && asked <= PLAIN_MAX_WEEK ? asked : 0;
  const search = new URLSearchParams({
    meeting_type_id: String(type.id),
    from: todayIn(type.time_zone, week * WEEK),
    to: todayIn(type.time_zone, (week + 1) * WEEK),
    time_zone: type.time_zone,
  });
  const { result } = await callApi<{ slots: SlotView[] }>(context, `/api/meetings/slots?${search}`, null, "GET");
  return { typeId: type.id, week, slots: result.ok ? result.data.slots : [] };
}

export async function plainBookingAction(
  { context }: Args,
  form: FormData,
  { types, texts, linkLocale }: { types: readonly TypeView[]; texts: BookingTexts; linkLocale: string },
) {
  const values = { name: field(form, "customer_name"), email: field(form, "customer_email") };
  const type = types.find((entry) => String(entry.id) === field(form, "meeting_type_id"));
  const scheduledAt = field(form, "scheduled_at");
  if (!type) return data<PlainBookingResult>({ error: texts.notFound, values }, 400);
  if (!scheduledAt) return data<PlainBookingResult>({ error: texts.pickTime, values }, 400);
  const { result } = await callApi<{ booking: { scheduled_at: string } }>(context, "/api/meetings/bookings", {
    meeting_type_id: type.id,
    scheduled_at: scheduledAt,
    customer_name: values.name,
    customer_email: values.email,
    time_zone: type.time_zone,
    ...(linkLocale ? { locale: linkLocale } : {}),
  });
  if (result.ok) {
    const booked = { typeId: type.id, scheduledAt: result.data.booking.scheduled_at, email: values.email.trim() };
    return data<PlainBookingResult>({ booked });
  }
  // The script's wording: its refusal texts chosen by status, code and field.
  const failure = new BookingApiError(result.error ?? "", result.status, {
    ...(result.code ? { code: result.code } : {}),
    ...(result.field ? { field: result.field } : {}),
  });
  return data<PlainBookingResult>({ error: bookingErrorText(failure, texts), values }, refusalStatus(result));
}
