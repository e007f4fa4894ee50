import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import {
  CHANNEL_NAME,
  CLOSE_CODES,
  type ClientFrame,
  type RealtimeErrorCode,
  type ServerFrame,
} from "../../shared/realtime/realtime-protocol.ts";
import type { Db } from "../db/client.ts";
import { asOrganization } from "../db/tenant-context.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import {
  appendEvent,
  channelHead,
  channelHeads,
  channelKey,
  pruneEvents,
  readEvents,
  type StoredEvent,
} from "./event-log.ts";
import {
  appErrorCode,
  closeForRestart,
  errorFrame,
  fromBusMessage,
  toBusMessage,
  heartbeat,
  newConnection,
  parseFrame,
  sendRaw,
  takeToken,
} from "./hub-connection.ts";
import { tooManySubscriptions } from "./socket-caps.ts";
import {
  DEFAULT_HUB_OPTIONS,
  eventFrame,
  publicPrincipal,
  REALTIME_TOPIC,
  type BusMessage,
  type ChannelContext,
  type ChannelKind,
  type ChannelState,
  type Connection,
  type HubOptions,
  type Principal,
  type Subscription,
} from "./hub-types.ts";
import { CredentialGuard, tokenCredential, type Credential } from "./session-revocation.ts";

export {
  DEFAULT_HUB_OPTIONS,
  REALTIME_TOPIC,
  type ChannelContext,
  type ChannelKind,
  type HubOptions,
  type Principal,
} from "./hub-types.ts";

/**
 * The one real-time hub of an app instance (decision 035): WebSocket connections,
 * channels, a stored sequence per channel and replay from it, fan-out across instances through the
 * event bus (Redis pub/sub with REDIS_URL, in process without), heartbeats and a bound on what a
 * slow client may make the server hold.
 *
 * Delivery is exactly-once and in order per subscription: every stored event has its channel's
 * sequence; a subscription delivers only the next number. A number seen out of order (a message the
 * bus lost or reordered) makes the channel read the gap from the database; a periodic sweep does
 * the same for a channel that simply heard nothing (the bus down).
 */
export class RealtimeHub {
  readonly instanceId = randomUUID();
  readonly #db: Db;
  readonly #bus: EventBus;
  readonly #logger: Logger;
  readonly #options: HubOptions;
  readonly #kinds = new Map<string, ChannelKind>();
  readonly #connections = new Map<string, Connection>();
  readonly #channels = new Map<string, ChannelState>();
  readonly #timers: NodeJS.Timeout[] = [];
  #appends = 0;
  #closed = false;
  /** Ties each socket to its session or token: when that ends, so do the socket's rights. */
  readonly credentials: CredentialGuard;

  constructor({ db, bus, logger, options }: { db: Db; bus: EventBus; logger: Logger; options?: Partial<HubOptions> }) {
    this.#db = db;
    this.#bus = bus;
    this.#logger = logger;
    this.#options = { ...DEFAULT_HUB_OPTIONS, ...options };
    bus.subscribe(REALTIME_TOPIC, (message) => this.#fromBus(message));
    this.credentials = new CredentialGuard({
      bus,
      logger,
      checkMs: this.#options.credentialCheckMs,
      connections: () => this.#connections.values(),
      revoke: (connection) => this.#revoke(connection),
    });
    const pings = setInterval(() => heartbeat(this.#connections.values()), this.#options.heartbeatMs);
    const sweep = setInterval(() => void this.#sweep(), this.#options.sweepMs);
    for (const timer of [pings, sweep]) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  /** Registers a kind of channel (once per kind, at start). */
  defineChannel(kind: string, definition: ChannelKind): void {
    if (this.#kinds.has(kind)) throw new Error(`channel kind ${kind} is already defined`);
    this.#kinds.set(kind, definition);
  }

  /**
   * Stores an event with the channel's next sequence inside the caller's transaction. Call
   * `deliver` with the result after the transaction commits (never before: a rollback would have
   * announced an event that does not exist).
   */
  append(
    tx: Parameters<typeof appendEvent>[0],
    input: { organizationId: number; channel: string; event: string; data: unknown },
  ): Promise<StoredEvent> {
    return appendEvent(tx, input);
  }

  /** Stores and delivers one event (no transaction of the caller's). */
  async publish(input: {
    organizationId: number;
    channel: string;
    event: string;
    data: unknown;
  }): Promise<StoredEvent> {
    // The event is the named organization's: stored as that organization, whoever calls.
    const stored = await asOrganization(input.organizationId, () =>
      this.#db.transaction((tx) => appendEvent(tx, input)),
    );
    this.deliver(stored);
    return stored;
  }

  /** Delivers a committed event here at once, and to every other instance through the bus. */
  deliver(event: StoredEvent): void {
    this.#receive({ ...event, exceptConnection: undefined });
    this.#toBus(toBusMessage(this.instanceId, event));
    if (++this.#appends % 500 === 0) void this.#prune();
  }

  /** An ephemeral event (typing, presence): not stored, at most once, to live subscribers only. */
  signal(input: {
    organizationId: number;
    channel: string;
    event: string;
    data: unknown;
    exceptConnection?: string;
  }): void {
    const event = { ...input, at: new Date().toISOString(), exceptConnection: input.exceptConnection };
    this.#receive(event);
    this.#toBus(toBusMessage(this.instanceId, event));
  }

  /**
   * Asks the channel's kind again about each subscription here (a guest removed from a call, a call
   * ended): those it now refuses are dropped and told `forbidden`. Local; features broadcast it.
   */
  async reauthorize(organizationId: number, channel: string): Promise<number> {
    const state = this.#channels.get(channelKey(organizationId, channel));
    const { kind, parts } = this.#kindOf(channel);
    let dropped = 0;
    for (const subscription of [...(kind ? (state?.subscriptions ?? []) : [])]) {
      const { connection } = subscription;
      const context = { principal: connection.principal!, channel, parts };
      if (await Promise.resolve(kind!.authorize(context)).catch(() => false)) continue;
      this.#unsubscribe(subscription);
      this.#error(connection, "forbidden", "You may no longer follow this channel", { channel });
      dropped += 1;
    }
    return dropped;
  }

  /** Whether any connection of this instance is subscribed to the channel (e.g. the visitor is online here). */
  hasLocalSubscribers(organizationId: number, channel: string): boolean {
    return (this.#channels.get(channelKey(organizationId, channel))?.subscriptions.size ?? 0) > 0;
  }

  /** The open sockets (tests drop them to simulate a network failure). */
  sockets(): WebSocket[] {
    return [...this.#connections.values()].map((connection) => connection.ws);
  }

  stats(): { connections: number; channels: number } {
    return { connections: this.#connections.size, channels: this.#channels.size };
  }

  /**
   * Takes over an upgraded socket of the host's organization. `principal` comes from the session
   * cookie (and `credential` is that session); without it the client must send an `auth` frame
   * with a token `verifyToken` accepts.
   */
  accept(
    ws: WebSocket,
    input: {
      organizationId: number;
      principal: Principal | null;
      credential?: Credential;
      verifyToken: (token: string) => Promise<Principal | null>;
    },
  ): string {
    const connection = newConnection(ws, input, this.#options.framesPerSecond);
    if (this.#closed) {
      ws.close(CLOSE_CODES.restart, "Server restarting");
      return connection.id;
    }
    this.#connections.set(connection.id, connection);
    ws.on("pong", () => (connection.alive = true));
    ws.on("close", () => this.#drop(connection));
    ws.on("error", () => ws.terminate());
    if (connection.principal && input.credential) this.credentials.bind(connection, input.credential);
    if (connection.principal)
      this.#send(connection, { type: "ready", principal: publicPrincipal(connection.principal) });
    else {
      connection.authTimer = setTimeout(
        () => ws.close(CLOSE_CODES.unauthorized, "Authentication required"),
        this.#options.authTimeoutMs,
      );
      connection.authTimer.unref();
    }
    return connection.id;
  }

  /** A text frame from a connection (the endpoint passes every message here). */
  async handleMessage(connectionId: string, raw: string): Promise<void> {
    const connection = this.#connections.get(connectionId);
    if (!connection || connection.revoked) return;
    if (!takeToken(connection, this.#options.framesPerSecond)) {
      this.#error(connection, "rate_limited", "Too many messages; slow down");
      if (connection.tokens < -this.#options.framesPerSecond * 5)
        connection.ws.close(CLOSE_CODES.rateLimited, "Too many messages");
      return;
    }
    const parsed = parseFrame(raw);
    if ("error" in parsed) return this.#error(connection, "bad_frame", parsed.error);
    const frame: ClientFrame = parsed.frame;
    try {
      // A frame arrives outside the upgrade request: it acts for the socket's organization again.
      await asOrganization(connection.organizationId, () => this.#handle(connection, frame));
    } catch (error) {
      const id = frame.type === "publish" ? frame.id : undefined;
      const channel = "channel" in frame ? frame.channel : undefined;
      const code = appErrorCode(error);
      if (code) return this.#error(connection, code, (error as Error).message, { channel, id });
      this.#logger.error({ err: error }, "realtime frame failed");
      this.#error(connection, "internal", "Something went wrong", { channel, id });
    }
  }

  async #handle(connection: Connection, frame: ClientFrame): Promise<void> {
    if (frame.type === "ping") return this.#send(connection, { type: "pong" });
    if (frame.type === "auth") {
      if (connection.principal) return this.#error(connection, "bad_frame", "Already authenticated");
      const principal = await connection.verifyToken(frame.token).catch(() => null);
      // A token of another organization is no token here (decision 013).
      if (!principal || principal.organizationId !== connection.organizationId) {
        this.#error(connection, "unauthorized", "This token is not valid on this site");
        connection.ws.close(CLOSE_CODES.unauthorized, "Invalid token");
        return;
      }
      if (connection.authTimer) clearTimeout(connection.authTimer);
      connection.principal = principal;
      const credential = tokenCredential(principal, () => connection.verifyToken(frame.token));
      if (credential) this.credentials.bind(connection, credential);
      return this.#send(connection, { type: "ready", principal: publicPrincipal(principal) });
    }
    const principal = connection.principal;
    if (!principal) return this.#error(connection, "unauthorized", "Authenticate first", { channel: frame.channel });
    const { kind, parts } = this.#kindOf(frame.channel);
    const context: ChannelContext = { principal, channel: frame.channel, parts };
    if (frame.type === "unsubscribe") {
      const subscription = connection.subscriptions.get(frame.channel);
      if (subscription) this.#unsubscribe(subscription);
      return;
    }
    // Its session or token may have ended since: then the socket has no rights left (it is closed).
    if (!(await this.credentials.ensure(connection))) return;
    if (frame.type === "subscribe") {
      if (connection.subscriptions.has(frame.channel))
        return this.#error(connection, "bad_frame", "Already subscribed", { channel: frame.channel });
      const full = () => connection.subscriptions.size >= this.#options.maxSubscriptions;
      const tooMany = () =>
        this.#error(connection, "too_many_subscriptions", tooManySubscriptions(this.#options.maxSubscriptions), {
          channel: frame.channel,
        });
      if (full()) return tooMany();
      if (!kind || !(await kind.authorize(context)))
        return this.#error(connection, "forbidden", "You may not follow this channel", { channel: frame.channel });
      if (connection.revoked) return;
      // Again after the wait: subscribes sent in one burst all passed the first check together.
      if (full()) return tooMany();
      return this.#subscribe(connection, frame.channel, frame.since);
    }
    // publish
    if (!kind?.receive)
      return this.#error(connection, "read_only", "Clients may not publish here", {
        channel: frame.channel,
        id: frame.id,
      });
    if (!(await kind.authorize(context)))
      return this.#error(connection, "forbidden", "You may not follow this channel", {
        channel: frame.channel,
        id: frame.id,
      });
    if (connection.revoked) return;
    const result = await kind.receive({
      ...context,
      event: frame.event,
      data: frame.data,
      connectionId: connection.id,
    });
    if (frame.id) this.#send(connection, { type: "ack", id: frame.id, ...(result?.seq ? { seq: result.seq } : {}) });
  }

  #kindOf(channel: string): { kind: ChannelKind | undefined; parts: string[] } {
    const [name, ...parts] = channel.split(":");
    return { kind: CHANNEL_NAME.test(channel) ? this.#kinds.get(name!) : undefined, parts };
  }

  #subscribe(connection: Connection, name: string, since: number | undefined): Promise<void> {
    const key = channelKey(connection.organizationId, name);
    let channel = this.#channels.get(key);
    if (!channel) {
      channel = {
        key,
        organizationId: connection.organizationId,
        name,
        lastSeq: null,
        subscriptions: new Set(),
        pending: 0,
        queue: Promise.resolve(),
      };
      this.#channels.set(key, channel);
    }
    const subscription: Subscription = { connection, channel, lastSeq: since ?? 0, live: false };
    connection.subscriptions.set(name, subscription);
    const state = channel;
    state.pending += 1;
    const current = () => connection.subscriptions.get(name) === subscription;
    return this.#run(state, async () => {
      if (!current()) return;
      // First bring the channel's live subscriptions to the database's head; then this one from `since`.
      if (state.lastSeq === null) state.lastSeq = await channelHead(this.#db, state.organizationId, state.name);
      else await this.#catchUp(state);
      const head = state.lastSeq!;
      if (since === undefined) subscription.lastSeq = head;
      else if (since > head) this.#reset(subscription, head);
      else if (since < head) {
        const { events, complete } = await readEvents(this.#db, {
          organizationId: state.organizationId,
          channel: state.name,
          after: since,
          upTo: head,
          limit: this.#options.replayLimit,
        });
        if (!complete) this.#reset(subscription, head);
        else for (const event of events) this.#deliverTo(subscription, event, eventFrame(event));
      }
      if (!current()) return; // unsubscribed (or gone) during the replay
      subscription.live = true;
      state.subscriptions.add(subscription);
      this.#send(connection, { type: "subscribed", channel: name, seq: subscription.lastSeq });
    }).finally(() => {
      state.pending -= 1;
      this.#forgetIfUnused(state);
    });
  }

  #reset(subscription: Subscription, head: number): void {
    subscription.lastSeq = head;
    this.#send(subscription.connection, { type: "reset", channel: subscription.channel.name, seq: head });
  }

  /** Delivers what the database holds beyond the channel's last delivered sequence. */
  async #catchUp(channel: ChannelState): Promise<void> {
    if (channel.lastSeq === null) return;
    const head = await channelHead(this.#db, channel.organizationId, channel.name);
    if (head <= channel.lastSeq) return;
    const { events, complete } = await readEvents(this.#db, {
      organizationId: channel.organizationId,
      channel: channel.name,
      after: channel.lastSeq,
      upTo: head,
      limit: this.#options.replayLimit,
    });
    if (!complete) {
      for (const subscription of channel.subscriptions) this.#reset(subscription, head);
    } else {
      for (const event of events) this.#fanOut(channel, event);
    }
    channel.lastSeq = head;
  }

  #fanOut(channel: ChannelState, event: StoredEvent): void {
    const frame = eventFrame(event);
    for (const subscription of channel.subscriptions) this.#deliverTo(subscription, event, frame);
    channel.lastSeq = Math.max(channel.lastSeq ?? 0, event.seq);
  }

  #deliverTo(subscription: Subscription, event: StoredEvent, frame: string): void {
    if (event.seq <= subscription.lastSeq) return;
    subscription.lastSeq = event.seq;
    this.#sendRaw(subscription.connection, frame);
  }

  /** An event for this instance's subscribers (from here or from the bus). */
  #receive(event: Omit<StoredEvent, "seq"> & { seq?: number; exceptConnection: string | undefined }): void {
    const channel = this.#channels.get(channelKey(event.organizationId, event.channel));
    if (!channel) return;
    if (event.seq === undefined) {
      const frame = eventFrame(event);
      for (const subscription of channel.subscriptions) {
        if (subscription.connection.id !== event.exceptConnection) this.#sendRaw(subscription.connection, frame);
      }
      return;
    }
    const stored = event as StoredEvent;
    void this.#run(channel, async () => {
      if (channel.lastSeq === null || stored.seq <= channel.lastSeq) return;
      if (stored.seq === channel.lastSeq + 1) this.#fanOut(channel, stored);
      else await this.#catchUp(channel); // a gap: the bus lost or reordered something
    });
  }

  #fromBus(message: string): void {
    const event = fromBusMessage(message);
    if (!event) return this.#logger.warn("malformed realtime bus message");
    if (event.instanceId !== this.instanceId) this.#receive(event);
  }

  #toBus(message: BusMessage): void {
    // Not awaited: a Redis outage must not hold a reply; the stored sequence makes up for a lost message.
    this.#bus.publish(REALTIME_TOPIC, JSON.stringify(message)).catch((error: unknown) => {
      this.#logger.warn({ err: error }, "realtime event not published to other instances");
    });
  }

  /** Compares every channel with local subscribers with the database: delivers what the bus missed. */
  async #sweep(): Promise<void> {
    const channels = [...this.#channels.values()].filter(
      (channel) => channel.lastSeq !== null && channel.subscriptions.size > 0,
    );
    if (channels.length === 0 || this.#closed) return;
    try {
      for (let start = 0; start < channels.length; start += 500) {
        const batch = channels.slice(start, start + 500);
        const heads = await channelHeads(
          this.#db,
          batch.map((c) => ({ organizationId: c.organizationId, channel: c.name })),
        );
        for (const channel of batch) {
          if ((heads.get(channel.key) ?? 0) > (channel.lastSeq ?? 0))
            void this.#run(channel, () => this.#catchUp(channel));
        }
      }
    } catch (error) {
      if (!this.#closed) this.#logger.warn({ err: error }, "realtime sweep failed");
    }
  }

  #run(channel: ChannelState, work: () => Promise<void>): Promise<void> {
    // A channel is one organization's: its reads run as that organization, whatever started them.
    channel.queue = channel.queue
      .then(() => asOrganization(channel.organizationId, work))
      .catch((error: unknown) => {
        if (!this.#closed) this.#logger.error({ err: error, channel: channel.name }, "realtime channel work failed");
      });
    return channel.queue;
  }

  #send(connection: Connection, frame: ServerFrame): void {
    this.#sendRaw(connection, JSON.stringify(frame));
  }

  #sendRaw(connection: Connection, frame: string): void {
    sendRaw(connection, frame, this.#options.maxBufferedBytes, this.#logger);
  }

  #error(
    connection: Connection,
    code: RealtimeErrorCode,
    message: string,
    extra: { channel?: string; id?: string } = {},
  ): void {
    this.#send(connection, errorFrame(code, message, extra));
  }

  #unsubscribe(subscription: Subscription): void {
    subscription.connection.subscriptions.delete(subscription.channel.name);
    const channel = subscription.channel;
    channel.subscriptions.delete(subscription);
    this.#forgetIfUnused(channel);
  }

  /** A channel nobody here follows (or is about to) is forgotten: its state is read again when needed. */
  #forgetIfUnused(channel: ChannelState): void {
    if (channel.subscriptions.size === 0 && channel.pending === 0 && this.#channels.get(channel.key) === channel) {
      this.#channels.delete(channel.key);
    }
  }

  /** Its credential ended: every right goes at once, then the socket (the client reconnects as what it is now). */
  #revoke(connection: Connection): void {
    connection.revoked = true;
    if (connection.authTimer) clearTimeout(connection.authTimer);
    for (const subscription of [...connection.subscriptions.values()]) this.#unsubscribe(subscription);
    connection.ws.close(CLOSE_CODES.sessionEnded, "Session ended");
  }

  #drop(connection: Connection): void {
    this.credentials.release(connection);
    if (connection.authTimer) clearTimeout(connection.authTimer);
    for (const subscription of [...connection.subscriptions.values()]) this.#unsubscribe(subscription);
    this.#connections.delete(connection.id);
  }

  async #prune(): Promise<void> {
    try {
      await pruneEvents(this.#db, new Date(Date.now() - this.#options.retentionMs));
    } catch (error) {
      this.#logger.warn({ err: error }, "realtime log pruning failed");
    }
  }

  /**
   * Stops: every socket is told the server is restarting (1012) so that its client reconnects,
   * elsewhere or after the restart, and resumes from its last sequence; sockets still open after
   * `graceMs` are cut.
   */
  async close({ graceMs = 1_000 }: { graceMs?: number } = {}): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    this.credentials.close();
    await Promise.all([...this.#connections.values()].map((connection) => closeForRestart(connection, graceMs)));
    await Promise.allSettled([...this.#channels.values()].map((channel) => channel.queue));
  }
}
