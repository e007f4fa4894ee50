import type { EventBus } from "../../../../server/events.ts";
import { bookingKey, verifyBookingToken } from "./booking-links.ts";
import { loadBooking, type BookingWire } from "./booking-context.ts";
import { controlLiveKitRoom, type CallControl } from "./livekit-rooms.ts";
import { liveKitConfig, roomName, verifyVideoToken } from "./video-token.ts";
import type { Services } from "../../../../server/context.ts";
import type { Logger } from "../../../../server/logger.ts";
import { AppError, isAppError } from "../../../../server/errors.ts";
import { removeGuest } from "./change-booking.ts";
import type { ChannelContext, Principal } from "../../../../server/realtime/hub.ts";
import type { RealtimeHub } from "../../../../server/realtime/hub.ts";

/**
 * The real-time channels of meetings (decision 040):
 *
 * - `meeting:{bookingId}`: the call's signalling. Subscribers: the booking's guest with a video
 *   token of THAT booking (launch-video gives one only once the host admitted them), the booking's
 *   host by session, and an admin (policy `meetings.host`) by session; a host's video token works
 *   too. Clients publish ephemeral `hello`, `signal` (SDP and ICE) and — host side only —
 *   `control` (mute, remove, end). The server announces `status` when the booking's status changes.
 * - `meeting-lobby` (admins) and `meeting-lobby:{userId}` (that host): every status change of the
 *   organization's (or that host's) bookings, so a host sees who is waiting without polling.
 *
 * Nothing here is stored: a peer that reconnects says `hello` again and the host renegotiates.
 */

export const MEETING_CHANNEL = "meeting";
export const LOBBY_CHANNEL = "meeting-lobby";

export const meetingChannel = (bookingId: number) => `${MEETING_CHANNEL}:${bookingId}`;

/** The bus topic on which an instance tells the others to re-check a call's subscriptions. */
export const MEETING_REVOKE_TOPIC = "meetings:revoke";

/** Who may follow a booking's channel, as a pure rule (unit-tested in meeting-channels.test.ts). */
export function mayJoinMeeting(
  principal: Principal,
  booking: { id: number; host_user_id: string; status: string; guest_removed_at?: Date | null },
): "host" | "guest" | null {
  if (booking.status === "cancelled" || booking.status === "completed") return null;
  if (principal.kind === "participant") {
    if (principal.bookingId !== booking.id) return null;
    if (principal.id.startsWith("host:")) return "host";
    // A guest the host removed stays out, whatever link or token they come back with (stored).
    if (principal.id !== `guest:${booking.id}` || booking.guest_removed_at) return null;
    // The guest follows the channel from the waiting room (to hear "admitted" at once) and in the
    // call; a booking moved back (confirmed: the guest left) closes it. Publishing needs in_progress.
    return booking.status === "in_progress" || booking.status === "waiting" ? "guest" : null;
  }
  if (principal.kind === "staff" || principal.kind === "user") {
    if (principal.id === booking.host_user_id || principal.meetingsHost) return "host";
  }
  return null;
}

/** May this principal follow the lobby channel named by `parts`? */
export function mayFollowLobby(principal: Principal, parts: string[]): boolean {
  if (principal.kind !== "staff" && principal.kind !== "user") return false;
  if (parts.length === 0) return principal.meetingsHost === true;
  return parts.length === 1 && (parts[0] === principal.id || principal.meetingsHost === true);
}

const CONTROL_ACTIONS = new Set(["mute", "remove", "end"]);

export function registerMeetingChannels(
  services: Pick<Services, "db" | "realtime" | "env" | "events" | "dispatcher"> & { logger?: Logger },
): void {
  const { realtime: hub, db, events } = services;
  const liveKit = liveKitConfig(services.env);
  // Another instance removed a guest or saw a call end: drop whom the database now refuses here.
  events.subscribe(MEETING_REVOKE_TOPIC, (message) => {
    const parsed = parseRevoke(message);
    if (parsed && parsed.instanceId !== hub.instanceId) void hub.reauthorize(parsed.organizationId, parsed.channel);
  });
  const roleIn = async ({ principal, parts }: ChannelContext) => {
    if (parts.length !== 1 || !/^\d{1,9}$/.test(parts[0]!)) return null;
    const found = await loadBooking(db, principal.organizationId, Number(parts[0]));
    if (!found) return null;
    const role = mayJoinMeeting(principal, found.booking);
    return role && { role, status: found.booking.status, booking: found.booking };
  };
  hub.defineChannel(MEETING_CHANNEL, {
    authorize: async (context) => (await roleIn(context)) !== null,
    receive: async (context) => {
      const joined = await roleIn(context);
      // A waiting guest listens only: signalling starts once the host admitted them.
      if (!joined || (joined.role === "guest" && joined.status !== "in_progress")) {
        throw new AppError("forbidden", "You are not in this call", { code: "forbidden" });
      }
      const { role } = joined;
      const { principal, channel, event, connectionId } = context;
      const data = (context.data ?? {}) as Record<string, unknown>;
      if (event === "control") {
        if (role !== "host") throw new AppError("forbidden", "Only the host controls the call", { code: "forbidden" });
        if (typeof data.action !== "string" || !CONTROL_ACTIONS.has(data.action)) {
          throw new AppError("bad_request", "action must be mute, remove or end", { code: "invalid" });
        }
        // Stored, so every instance refuses the guest from now on (their link and tokens included).
        if (data.action === "remove") {
          try {
            await removeGuest({
              ctx: {
                db,
                dispatcher: services.dispatcher,
                organizationId: principal.organizationId,
                logger: services.logger,
              },
              person: {
                id: principal.id.startsWith("host:") ? principal.id.slice("host:".length) : principal.id,
                name: principal.name,
              },
              // A socket message has no request id: the connection names where it came from.
              requestId: `socket:${connectionId}`,
              bookingId: Number(context.parts[0]),
            });
          } catch (error) {
            // The machine refused (no guest waiting or in the call): the host hears why.
            if (isAppError(error) && error.code === "conflict") {
              throw new AppError("conflict", "There is no guest here to remove", {
                code: (error.details?.code as string | undefined) ?? "invalid_transition",
              });
            }
            throw error;
          }
        }
      } else if (event !== "hello" && event !== "signal" && event !== "bye") {
        throw new AppError("bad_request", "Unknown call event", { code: "invalid" });
      }
      hub.signal({
        organizationId: principal.organizationId,
        channel,
        event,
        data: { ...data, from: role, name: principal.name },
        exceptConnection: connectionId,
      });
      if (data.action === "remove") revokeCall({ hub, events }, principal.organizationId, Number(context.parts[0]));
      // With LiveKit the media does not pass through us: the control must act on its room too.
      if (event === "control" && liveKit) {
        const bookingId = Number(context.parts[0]);
        void controlLiveKitRoom(liveKit, {
          room: roomName(principal.organizationId, bookingId),
          guestIdentity: `guest:${bookingId}`,
          action: data.action as CallControl,
        }).catch((error: unknown) => services.logger?.warn({ err: error, bookingId }, "LiveKit room control failed"));
      }
    },
  });
  hub.defineChannel(LOBBY_CHANNEL, {
    authorize: ({ principal, parts }) => mayFollowLobby(principal, parts),
  });
}

/**
 * A call participant of this organization: the guest by their booking's signed link token (the one
 * of the mailed join link), or anyone by a video token from launch-video. Null when it is neither.
 */
export async function videoPrincipal(
  services: Pick<Services, "db" | "env">,
  organizationId: number,
  token: string,
): Promise<Principal | null> {
  const key = await bookingKey(services.db, services.env.AUTH_SECRET);
  const linked = await verifyBookingToken({ key, token, organizationId });
  if (linked !== null)
    return { organizationId, kind: "participant", id: `guest:${linked}`, name: "Guest", bookingId: linked };
  const claims = await verifyVideoToken({ token, key, organizationId, liveKit: liveKitConfig(services.env) });
  if (!claims) return null;
  return {
    organizationId,
    kind: "participant",
    id: claims.role === "host" ? claims.identity : `guest:${claims.bookingId}`,
    name: claims.role === "host" ? "Host" : "Guest",
    bookingId: claims.bookingId,
  };
}

/**
 * Tells the booking's call and the lobbies that its status changed (after the change committed).
 * Ephemeral: the waiting room also polls every 3 s, and a host's page reads the booking on load.
 */
export function announceBooking(
  hub: RealtimeHub,
  organizationId: number,
  booking: BookingWire,
  events?: EventBus,
): void {
  const data = {
    id: booking.id,
    status: booking.status,
    title: booking.title,
    customer_name: booking.customer_name,
    waiting_since: booking.waiting_since,
    scheduled_at: booking.scheduled_at,
    host_user_id: booking.host_user_id,
  };
  hub.signal({ organizationId, channel: meetingChannel(booking.id), event: "status", data });
  hub.signal({ organizationId, channel: LOBBY_CHANNEL, event: "booking", data });
  hub.signal({ organizationId, channel: `${LOBBY_CHANNEL}:${booking.host_user_id}`, event: "booking", data });
  // Ended for all (completed) or cancelled: nobody stays in the call, on any instance.
  if (events && (booking.status === "completed" || booking.status === "cancelled"))
    revokeCall({ hub, events }, organizationId, booking.id);
}

/**
 * After a guest was removed or the call ended (both stored): every instance drops the call's
 * subscriptions the database now refuses — here at once, elsewhere through the bus. A lost bus
 * message leaves a refused subscriber listening, never publishing (each publish is checked).
 */
export function revokeCall(
  { hub, events }: { hub: RealtimeHub; events: EventBus },
  organizationId: number,
  bookingId: number,
): void {
  const channel = meetingChannel(bookingId);
  void hub.reauthorize(organizationId, channel);
  const message = JSON.stringify({ i: hub.instanceId, o: organizationId, c: channel });
  events.publish(MEETING_REVOKE_TOPIC, message).catch(() => undefined);
}

function parseRevoke(message: string): { instanceId: string; organizationId: number; channel: string } | null {
  try {
    const { i, o, c } = JSON.parse(message) as { i?: unknown; o?: unknown; c?: unknown };
    if (typeof i !== "string" || typeof o !== "number" || typeof c !== "string") return null;
    if (!c.startsWith(`${MEETING_CHANNEL}:`)) return null;
    return { instanceId: i, organizationId: o, channel: c };
  } catch {
    return null;
  }
}
