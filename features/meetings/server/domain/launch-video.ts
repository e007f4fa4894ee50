import { AppError } from "../../../../server/errors.ts";
import type { BookingActor } from "../../shared/meetings.ts";
import { bookingKey } from "./booking-links.ts";
import { changeBooking, type BookingPerson } from "./change-booking.ts";
import type { BookingWire, BookingWriteContext } from "./booking-context.ts";
import { mintLiveKitToken, roomName, signVideoToken, type LiveKitConfig } from "./video-token.ts";

export { roomName } from "./video-token.ts";

/** The video token lives an hour; the call refreshes it after 50 minutes (spec §9). */
export const VIDEO_TOKEN_SECONDS = 60 * 60;
export const NOT_STARTED_MESSAGE = "The host has not started this meeting yet.";
export const REMOVED_MESSAGE = "The host removed you from this meeting.";

/**
 * `POST /api/meetings/launch-video` (spec §7): a signed token for the booking's room only. The guest
 * gets one once the host admitted them (in_progress); the host may open the call, and with
 * `update_status` admits the waiting guest or starts the meeting (in_progress: see `checkMove`). A cancelled or completed booking opens nothing.
 * (The call itself, over the real-time module or LiveKit, verifies this token: decision 040.)
 */
export async function launchVideo({
  ctx,
  booking,
  actor,
  identity,
  updateStatus,
  liveKit = null,
  name = "",
  guestRemoved = false,
  person,
  requestId,
}: {
  ctx: BookingWriteContext;
  booking: BookingWire;
  actor: BookingActor;
  identity: string;
  updateStatus: boolean;
  /** With LiveKit configured, the token is LiveKit's (video-token.ts). */
  liveKit?: LiveKitConfig | null;
  /** The participant's display name (LiveKit shows it). */
  name?: string;
  /** The host removed the guest from the call (stored on the booking): no token for them again. */
  guestRemoved?: boolean;
  /** Who opens the call, for the booking's revision when it starts. */
  person: BookingPerson;
  requestId: string;
}): Promise<{ token: string; room_name: string }> {
  if (booking.status === "cancelled" || booking.status === "completed") {
    throw new AppError("conflict", `This booking is already ${booking.status}.`, {
      code: "invalid_transition",
      booking: { status: booking.status },
    });
  }
  if (actor === "guest" && guestRemoved) {
    throw new AppError("conflict", REMOVED_MESSAGE, { code: "removed", booking: { status: booking.status } });
  }
  if (actor === "guest" && booking.status !== "in_progress") {
    throw new AppError("conflict", NOT_STARTED_MESSAGE, { code: "not_started", booking: { status: booking.status } });
  }
  // The host opens the call: a waiting guest is admitted; without one the meeting starts, once its
  // time has come (the machine's "start"), and the guest joins when they arrive.
  if (actor === "host" && updateStatus && booking.status !== "in_progress") {
    await changeBooking({ ctx, person, requestId, bookingId: booking.id, actor: "host", change: { move: "start" } });
  }
  const room = roomName(ctx.organizationId, booking.id);
  const expiresAt = Math.floor((ctx.now?.() ?? Date.now()) / 1000) + VIDEO_TOKEN_SECONDS;
  if (liveKit) {
    const token = await mintLiveKitToken({
      apiKey: liveKit.apiKey,
      apiSecret: liveKit.apiSecret,
      identity,
      name,
      room,
      role: actor,
      ttlSeconds: VIDEO_TOKEN_SECONDS,
    });
    return { token, room_name: room };
  }
  const key = await bookingKey(ctx.db, ctx.authSecret);
  const token = await signVideoToken({
    key,
    claims: { organizationId: ctx.organizationId, bookingId: booking.id, role: actor, identity, room },
    expiresAt,
  });
  return { token, room_name: room };
}
