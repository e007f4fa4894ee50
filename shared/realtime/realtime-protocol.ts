import { z } from "zod";

/**
 * The wire protocol of the real-time endpoint `GET /realtime` (WebSocket; server/realtime,
 * decision 035). Every frame is one JSON object with a `type`. Shared by the server, the browser
 * client (shared/realtime/realtime-client.ts) and tests.
 *
 * Client → server:
 *   { type: "auth", token }                     a visitor token (anonymous visitors) or a meeting's
 *                                               video token (launch-video); staff and
 *                                               signed-in users are known from their session cookie
 *   { type: "subscribe", channel, since? }      since: the last sequence the client has of that channel
 *                                               (from an earlier event or from REST); omitted: from now
 *   { type: "unsubscribe", channel }
 *   { type: "publish", channel, event, data, id? }  handed to the channel kind's `receive` hook
 *   { type: "ping" }                            answered by { type: "pong" } (browsers cannot see
 *                                               protocol pings, so clients detect dead sockets this way)
 *
 * Server → client:
 *   { type: "ready", principal }                authenticated; subscriptions may start
 *   { type: "subscribed", channel, seq }        replay done: live from `seq` on
 *   { type: "event", channel, seq?, event, data, at }  seq absent for ephemeral events (typing)
 *   { type: "reset", channel, seq }             the missed events are no longer in the log (or the
 *                                               client named a sequence the channel never had):
 *                                               reload the state over REST, live from `seq` on
 *   { type: "ack", id, seq? }                   a publish with an id was accepted
 *   { type: "error", code, message, channel?, id? }
 *   { type: "pong" }
 */

export const REALTIME_PATH = "/realtime";

/** Channel names: a kind, then ids separated by colons (`conversation:12`, `conversation:12:staff`, `inbox`). */
export const CHANNEL_NAME = /^[a-z][a-z0-9-]{0,31}(:[A-Za-z0-9_-]{1,64}){0,3}$/;

const channel = z.string().max(200).regex(CHANNEL_NAME, "is not a channel name");
/** A channel's sequence (an int4 column): 0 to 2147483647, never more, so no frame reaches the database out of range. */
export const sequenceNumber = z.number().int().min(0).max(2_147_483_647);
const seq = sequenceNumber;

export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().min(1).max(2048) }),
  z.object({ type: z.literal("subscribe"), channel, since: seq.optional() }),
  z.object({ type: z.literal("unsubscribe"), channel }),
  z.object({
    type: z.literal("publish"),
    channel,
    event: z.string().regex(/^[a-z][a-z0-9_.-]{0,39}$/, "is not an event name"),
    data: z.unknown().optional(),
    id: z.string().max(64).optional(),
  }),
  z.object({ type: z.literal("ping") }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** The `data` of a `read` published on `conversation:{id}`: read up to this sequence. */
export const readEventSchema = z.object({ seq: sequenceNumber });

export type PrincipalInfo = {
  /** participant: a meeting call's guest or host authenticated by a video token (decision 040). */
  kind: "staff" | "user" | "visitor" | "participant";
  id: string;
  name: string;
};

export type ServerFrame =
  | { type: "ready"; principal: PrincipalInfo }
  | { type: "subscribed"; channel: string; seq: number }
  | { type: "event"; channel: string; seq?: number; event: string; data: unknown; at: string }
  | { type: "reset"; channel: string; seq: number }
  | { type: "ack"; id: string; seq?: number }
  | { type: "error"; code: RealtimeErrorCode; message: string; channel?: string; id?: string }
  | { type: "pong" };

export type RealtimeErrorCode =
  | "bad_frame"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "read_only"
  | "rate_limited"
  | "too_large"
  | "internal"
  /** A subscribe beyond the channels one connection may follow (REALTIME_SUBSCRIPTIONS_PER_SOCKET). */
  | "too_many_subscriptions";

/** Close codes the server uses (4000–4999 are the application's). */
export const CLOSE_CODES = {
  /** The server is restarting or stopping: reconnect (to this or another instance). */
  restart: 1012,
  /** No valid credentials within the time allowed, or credentials refused: do not retry as is. */
  unauthorized: 4401,
  /** Too many frames: reconnect later. */
  rateLimited: 4429,
  /**
   * The session (or token) the socket was opened with has ended — signed out, signed out
   * everywhere, password changed, role changed, account removed, expired: the socket had its rights
   * taken at once. Reconnect at once as what the client is now (anonymous, or a visitor's token).
   */
  sessionEnded: 4410,
} as const;
