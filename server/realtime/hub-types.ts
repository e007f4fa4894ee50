import type { WebSocket } from "ws";
import type { StoredEvent } from "./event-log.ts";

/**
 * The types and options of the real-time hub (hub.ts), apart so that the hub stays one readable
 * file: principals, channel kinds, and the per-connection and per-channel state.
 */

/** Who a connection speaks for, always within one organization (the host's). */
export type Principal = {
  organizationId: number;
  /** staff: may work the organization's inbox (policy `conversations.staff`); user: a signed-in account; visitor: a token. */
  kind: "staff" | "user" | "visitor" | "participant";
  /** The account's user id, or the visitor's id; a call participant's identity (`guest:12`, `host:{user}`). */
  id: string;
  name: string;
  /** A signed-in account whose role may host every meeting (policy `meetings.host`). */
  meetingsHost?: boolean;
  /** participant: the booking whose video token authenticated the connection (decision 040). */
  bookingId?: number;
  /** The client's address (as TRUST_PROXY says) for per-address limits; never sent to other clients. */
  ip?: string;
};

export type ChannelContext = {
  principal: Principal;
  /** The whole channel name (`conversation:12`) and its parts after the kind (`["12"]`). */
  channel: string;
  parts: string[];
};

/**
 * A kind of channel (`conversation`, `inbox`, `meeting`): the feature that owns it says who may
 * subscribe and what a client may publish on it. Defined once at start with `defineChannel`.
 */
export type ChannelKind = {
  /** May this principal subscribe? Refused (or throwing a 404 AppError): `forbidden`/`not_found`. */
  authorize(context: ChannelContext): boolean | Promise<boolean>;
  /**
   * A client's `publish` frame. Store with `hub.publish` (sequenced, replayed) or send with
   * `hub.signal` (ephemeral, e.g. typing); throw an AppError to refuse. Absent: the channel is
   * read-only for clients.
   */
  receive?(
    context: ChannelContext & { event: string; data: unknown; connectionId: string },
  ): Promise<{ seq?: number } | void>;
};

export type HubOptions = {
  /** Protocol ping every this often; a socket that did not answer the previous one is closed. */
  heartbeatMs: number;
  /** A socket whose unsent data passes this is closed; its client resumes from its last sequence. */
  maxBufferedBytes: number;
  /** How often channels with local subscribers are compared with the database (makes up for lost bus messages). */
  sweepMs: number;
  /** Events replayed to one subscription at most; further behind, the client gets `reset`. */
  replayLimit: number;
  /** A connection without credentials must authenticate within this time. */
  authTimeoutMs: number;
  /** Stored events are kept this long for replay. */
  retentionMs: number;
  /** Frames a connection may send per second (burst: twice as many). */
  framesPerSecond: number;
  /** Channels one connection may follow at once (REALTIME_SUBSCRIPTIONS_PER_SOCKET). */
  maxSubscriptions: number;
  /** Every this often each socket's credential is checked again (session-revocation.ts). */
  credentialCheckMs: number;
};

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  sweepMs: 2_000,
  replayLimit: 500,
  authTimeoutMs: 10_000,
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  framesPerSecond: 20,
  maxSubscriptions: 10,
  credentialCheckMs: 60_000,
};

/** The bus topic every instance listens on. */
export const REALTIME_TOPIC = "realtime";

export type BusMessage = {
  /** Instance that published it: it has delivered it locally already. */
  i: string;
  o: number;
  c: string;
  s?: number;
  e: string;
  d: unknown;
  a: string;
  /** A connection that must not receive it (the sender of a typing signal). */
  x?: string;
};

export type Subscription = { connection: Connection; channel: ChannelState; lastSeq: number; live: boolean };

export type ChannelState = {
  key: string;
  organizationId: number;
  name: string;
  /** The highest sequence delivered to live subscriptions; null until the first subscription read it. */
  lastSeq: number | null;
  subscriptions: Set<Subscription>;
  /** Subscriptions still replaying (not yet in `subscriptions`): the channel is kept for them. */
  pending: number;
  /** Work on a channel runs one piece at a time, so deliveries and replays never interleave. */
  queue: Promise<void>;
};

export type Connection = {
  id: string;
  ws: WebSocket;
  organizationId: number;
  principal: Principal | null;
  verifyToken: (token: string) => Promise<Principal | null>;
  subscriptions: Map<string, Subscription>;
  alive: boolean;
  tokens: number;
  lastRefill: number;
  authTimer: NodeJS.Timeout | null;
  /** Its credential ended: no rights, frames ignored, closing (session-revocation.ts). */
  revoked: boolean;
};

/** An event's frame; without `seq` for ephemeral events. */
export function eventFrame(event: Omit<StoredEvent, "seq"> & { seq?: number }): string {
  return JSON.stringify({
    type: "event",
    channel: event.channel,
    seq: event.seq,
    event: event.event,
    data: event.data,
    at: event.at,
  });
}

export function publicPrincipal(principal: Principal) {
  return { kind: principal.kind, id: principal.id, name: principal.name };
}
