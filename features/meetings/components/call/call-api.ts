import type { BookingView } from "../booking/booking-api.ts";

/** The waiting room's and the call's calls (spec public-site §7). */

export type LaunchAnswer = {
  success: boolean;
  token: string | null;
  room_name: string | null;
  error: string | null;
  ice_servers?: RTCIceServer[];
  livekit_url?: string | null;
};

export type BookingRead = { booking: BookingView; viewer?: "host" | "guest"; admit_automatically?: boolean };

const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" };

function withToken(path: string, token: string | null) {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

export async function readBooking(id: number, token: string | null): Promise<BookingRead> {
  const res = await fetch(withToken(`/api/meetings/bookings/${id}`, token), {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    cache: "no-store",
  });
  const body = (await res.json().catch(() => ({}))) as BookingRead & { error?: string };
  if (!res.ok) throw new Error(body.error ?? "An error occurred. Please try again.");
  return body;
}

export async function setStatus(id: number, token: string | null, status: string): Promise<BookingView> {
  const res = await fetch(withToken(`/api/meetings/bookings/${id}`, token), {
    method: "PUT",
    headers: JSON_HEADERS,
    credentials: "same-origin",
    body: JSON.stringify({ status }),
  });
  const body = (await res.json().catch(() => ({}))) as { booking?: BookingView; error?: string };
  if (!res.ok || !body.booking)
    throw Object.assign(new Error(body.error ?? "An error occurred. Please try again."), { body });
  return body.booking;
}

/** With LiveKit configured (an answer with `livekit_url`), where and with what the call connects. */
export function liveKitTarget(answer: LaunchAnswer): { url: string; token: string } | null {
  return answer.livekit_url && answer.token ? { url: answer.livekit_url, token: answer.token } : null;
}

/** `POST /api/meetings/launch-video`: `{ success, token, room_name, error }` (never throws on an answer). */
export async function launchVideo(id: number, token: string | null, updateStatus: boolean): Promise<LaunchAnswer> {
  const res = await fetch("/api/meetings/launch-video", {
    method: "POST",
    headers: JSON_HEADERS,
    credentials: "same-origin",
    body: JSON.stringify({ booking_id: id, update_status: updateStatus, ...(token ? { token } : {}) }),
  });
  return (await res.json().catch(() => ({
    success: false,
    token: null,
    room_name: null,
    error: "An error occurred. Please try again.",
  }))) as LaunchAnswer;
}

/** `POST /api/meetings/waiting-room/leave`: `{ error, booking: { status } }`. */
export async function leaveWaitingRoom(
  id: number,
  token: string | null,
): Promise<{ ok: boolean; error: string | null; status: string | null }> {
  const res = await fetch("/api/meetings/waiting-room/leave", {
    method: "POST",
    headers: JSON_HEADERS,
    credentials: "same-origin",
    body: JSON.stringify({ booking_id: id, ...(token ? { token } : {}) }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: string | null; booking?: { status?: string } };
  return { ok: res.ok, error: body.error ?? null, status: body.booking?.status ?? null };
}

/** Spec §9: the video token is refreshed after 50 minutes. */
export const TOKEN_REFRESH_MS = 50 * 60_000;
/** Spec §9: the waiting room polls the booking every 3 s. */
export const WAITING_POLL_MS = 3000;
