import type { BookingTexts } from "./booking-texts.ts";

/** The /book page's calls (spec-style answers: `{ error }` on failure). */

export type SlotView = { start: string; end: string };
export type BookingView = {
  id: number;
  title: string;
  status: string;
  scheduled_at: string;
  ends_at: string;
  waiting_since: string | null;
  meeting_type: { id: number; name: string; time_zone: string };
  customer_name: string;
  time_zone: string;
};

export class BookingApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(message: string, status: number, body: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) },
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new BookingApiError(String(body.error ?? "An error occurred. Please try again."), res.status, body);
  return body as T;
}

/**
 * What a failed call says to the guest, in the page's language: the API's own `error` texts are
 * English, so the answer's status, code and field choose one of the page's texts.
 */
export function bookingErrorText(reason: unknown, texts: BookingTexts): string {
  if (!(reason instanceof BookingApiError)) return texts.failed;
  const { status, body } = reason;
  if (body.code === "slot_taken") return texts.slotTaken;
  if (body.code === "invalid_transition") return texts.notPossible;
  if (status === 404) return texts.notFound;
  if (status === 429) return texts.tooMany;
  if (status === 400 && body.field === "customer_email") return texts.invalidEmail;
  if (status === 400 && body.field === "customer_name") return texts.invalidName;
  return texts.failed;
}

/** "YYYY-MM-DD" of today in `timeZone`. */
export function todayIn(timeZone: string, offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** A booking being moved: the listing leaves its own time out of the busy times (guest's link token). */
export type Moving = { bookingId: number; token: string };

export function fetchSlots(typeId: number, timeZone: string, fromDay: string, toDay: string, moving?: Moving) {
  const query = new URLSearchParams({ meeting_type_id: String(typeId), from: fromDay, to: toDay, time_zone: timeZone });
  if (moving) {
    query.set("booking_id", String(moving.bookingId));
    query.set("token", moving.token);
  }
  return call<{ slots: SlotView[] }>(`/api/meetings/slots?${query}`).then((answer) => answer.slots);
}

export function createBooking(body: {
  meeting_type_id: number;
  scheduled_at: string;
  customer_name: string;
  customer_email: string;
  time_zone: string;
  locale?: string;
}) {
  return call<{ booking: BookingView; join_url: string }>("/api/meetings/bookings", {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export function getBooking(id: number, token: string) {
  return call<{ booking: BookingView }>(`/api/meetings/bookings/${id}?token=${encodeURIComponent(token)}`).then(
    (answer) => answer.booking,
  );
}

/** The visitor's zone, as the browser knows it. */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function allTimeZones(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return list.includes(current) ? list : [current, ...list];
}

export function formatDay(iso: string, timeZone: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long" }).format(
    new Date(iso),
  );
}

export function formatTime(iso: string, timeZone: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

export function formatWhen(iso: string, timeZone: string, locale: string) {
  return `${new Intl.DateTimeFormat(locale, { timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(iso))} (${timeZone})`;
}
