import { CLOSE_CODES, REALTIME_PATH, type ServerFrame } from "./realtime-protocol.ts";

/**
 * The browser's (and tests') client of the real-time endpoint (decision 035). One socket for every
 * channel of a page; it reconnects by itself with a growing, jittered delay and, on each new
 * socket, authenticates again and resubscribes every channel from the last sequence it delivered,
 * so the subscriber sees every stored event once and in order across dropped networks and server
 * restarts. A `reset` means the log no longer covers the gap: reload the state over REST.
 *
 *   const client = new RealtimeClient({ token: () => localStorage.getItem("…") });
 *   const stop = client.subscribe("conversation:12", { since: detail.seq, onEvent, onReset });
 *   await client.publish("conversation:12", "message", { body: "Hello" });
 */

/** The part of the WebSocket API the client uses (the browser's, Node's, or the `ws` package's). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type RealtimeEvent = { channel: string; seq?: number; event: string; data: unknown; at: string };

export type Subscriber = {
  /** The last sequence the caller already has (e.g. `seq` of the REST answer); omitted: from now. */
  since?: number;
  onEvent(event: RealtimeEvent): void;
  /** The events missed are gone from the log: reload over REST; live again from `seq`. */
  onReset?(seq: number): void;
  /** Replay done: live from `seq` on (after every (re)connection). */
  onSubscribed?(seq: number): void;
  /** Refused (forbidden, not found): the subscription is dropped. */
  onError?(error: { code: string; message: string }): void;
};

export type ConnectionState = "connecting" | "open" | "offline" | "closed";

export type RealtimeClientOptions = {
  /** Default: the page's own origin, ws(s)://host/realtime. */
  url?: string;
  /** A visitor token for visitors without an account (signed-in people use their session cookie). */
  token?: () => string | null | undefined;
  createSocket?: (url: string) => SocketLike;
  onState?: (state: ConnectionState) => void;
  /** Application-level ping (browsers cannot see protocol pings); no pong in time reconnects. */
  pingMs?: number;
  pongTimeoutMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
};

type Channel = { subscriber: Subscriber; lastSeq: number | undefined };
type Pending = { resolve(value: { seq?: number }): void; reject(error: Error): void };

export class RealtimeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = "RealtimeError";
  }
}

export class RealtimeClient {
  readonly #options: RealtimeClientOptions;
  readonly #channels = new Map<string, Channel>();
  readonly #pending = new Map<string, Pending>();
  #socket: SocketLike | null = null;
  #ready = false;
  #closed = false;
  #attempt = 0;
  #nextId = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #pongTimer: ReturnType<typeof setTimeout> | undefined;
  #waiters: Array<() => void> = [];

  constructor(options: RealtimeClientOptions = {}) {
    this.#options = options;
    this.#connect();
  }

  /** Follows a channel until the returned function is called. */
  subscribe(channel: string, subscriber: Subscriber): () => void {
    this.#channels.set(channel, { subscriber, lastSeq: subscriber.since });
    if (this.#ready) this.#sendSubscribe(channel);
    return () => {
      if (!this.#channels.delete(channel)) return;
      if (this.#ready) this.#send({ type: "unsubscribe", channel });
    };
  }

  /** The last sequence delivered on a channel. */
  lastSeq(channel: string): number | undefined {
    return this.#channels.get(channel)?.lastSeq;
  }

  /**
   * Sends an event to a channel's owner (a chat message, typing). Resolves with the stored
   * sequence when acknowledged; rejects with a RealtimeError when refused, or when the socket drops
   * first (it is never sent twice by itself: the caller decides whether to retry).
   */
  async publish(channel: string, event: string, data: unknown): Promise<{ seq?: number }> {
    await this.ready();
    const id = `p${++this.#nextId}`;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#send({ type: "publish", channel, event, data, id });
    });
  }

  /** An ephemeral signal (typing): not acknowledged, dropped while offline. */
  signal(channel: string, event: string, data: unknown): void {
    if (this.#ready) this.#send({ type: "publish", channel, event, data });
  }

  /** Resolves once the socket is open and authenticated. */
  ready(): Promise<void> {
    if (this.#ready) return Promise.resolve();
    if (this.#closed) return Promise.reject(new RealtimeError("closed", "The client is closed"));
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    this.#stopPing();
    this.#socket?.close(1000, "Client closed");
    this.#failPending("closed");
    this.#options.onState?.("closed");
  }

  #connect(): void {
    if (this.#closed) return;
    this.#options.onState?.("connecting");
    const url = this.#options.url ?? defaultUrl();
    const socket = this.#options.createSocket ? this.#options.createSocket(url) : (new WebSocket(url) as SocketLike);
    this.#socket = socket;
    socket.onopen = () => {
      const token = this.#options.token?.();
      if (token) this.#send({ type: "auth", token });
    };
    socket.onmessage = (message) => {
      if (typeof message.data !== "string") return;
      try {
        this.#handle(JSON.parse(message.data) as ServerFrame);
      } catch {
        // A frame we cannot read is ignored; the sequence makes up for anything it carried.
      }
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#ready = false;
      this.#socket = null;
      this.#stopPing();
      this.#failPending("disconnected");
      if (this.#closed) return;
      // Refused credentials: retrying with the same would be refused again.
      if (event.code === CLOSE_CODES.unauthorized) {
        this.#closed = true;
        this.#options.onState?.("closed");
        return;
      }
      // The session it was opened with has ended (signed out, here or elsewhere): reconnect at
      // once as what this page is now; channels it may no longer follow are refused then.
      if (event.code === CLOSE_CODES.sessionEnded) this.#attempt = 0;
      this.#options.onState?.("offline");
      const base = Math.min(this.#options.maxDelayMs ?? 10_000, (this.#options.minDelayMs ?? 250) * 2 ** this.#attempt);
      this.#attempt += 1;
      this.#reconnectTimer = setTimeout(() => this.#connect(), base / 2 + Math.random() * (base / 2));
    };
    socket.onerror = () => {
      // onclose follows and reconnects.
    };
  }

  #handle(frame: ServerFrame): void {
    this.#alive();
    switch (frame.type) {
      case "ready": {
        this.#ready = true;
        this.#attempt = 0;
        this.#startPing();
        this.#options.onState?.("open");
        for (const channel of this.#channels.keys()) this.#sendSubscribe(channel);
        this.#waiters.splice(0).forEach((wake) => wake());
        return;
      }
      case "event": {
        const channel = this.#channels.get(frame.channel);
        if (!channel) return;
        if (frame.seq !== undefined) {
          if (channel.lastSeq !== undefined && frame.seq <= channel.lastSeq) return; // seen already
          channel.lastSeq = frame.seq;
        }
        channel.subscriber.onEvent(frame);
        return;
      }
      case "subscribed": {
        const channel = this.#channels.get(frame.channel);
        if (!channel) return;
        channel.lastSeq = Math.max(channel.lastSeq ?? 0, frame.seq);
        channel.subscriber.onSubscribed?.(channel.lastSeq);
        return;
      }
      case "reset": {
        const channel = this.#channels.get(frame.channel);
        if (!channel) return;
        channel.lastSeq = frame.seq;
        channel.subscriber.onReset?.(frame.seq);
        return;
      }
      case "ack": {
        const pending = this.#pending.get(frame.id);
        this.#pending.delete(frame.id);
        pending?.resolve(frame.seq === undefined ? {} : { seq: frame.seq });
        return;
      }
      case "error": {
        if (frame.id) {
          const pending = this.#pending.get(frame.id);
          this.#pending.delete(frame.id);
          pending?.reject(new RealtimeError(frame.code, frame.message));
          return;
        }
        // A channel refused for good (or beyond the connection's channels) is dropped and its subscriber told.
        const refused = ["forbidden", "not_found", "too_many_subscriptions"].includes(frame.code);
        if (frame.channel && refused) {
          const channel = this.#channels.get(frame.channel);
          this.#channels.delete(frame.channel);
          channel?.subscriber.onError?.({ code: frame.code, message: frame.message });
        }
        return;
      }
      case "pong":
        return;
    }
  }

  #sendSubscribe(channel: string): void {
    const since = this.#channels.get(channel)?.lastSeq;
    this.#send(since === undefined ? { type: "subscribe", channel } : { type: "subscribe", channel, since });
  }

  #send(frame: unknown): void {
    const socket = this.#socket;
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(frame));
  }

  #startPing(): void {
    this.#stopPing();
    this.#pingTimer = setInterval(() => {
      this.#send({ type: "ping" });
      clearTimeout(this.#pongTimer);
      this.#pongTimer = setTimeout(() => this.#socket?.close(4000, "No answer"), this.#options.pongTimeoutMs ?? 10_000);
    }, this.#options.pingMs ?? 25_000);
  }

  #alive(): void {
    clearTimeout(this.#pongTimer);
  }

  #stopPing(): void {
    clearInterval(this.#pingTimer);
    clearTimeout(this.#pongTimer);
  }

  #failPending(code: string): void {
    for (const pending of this.#pending.values()) pending.reject(new RealtimeError(code, "The connection closed"));
    this.#pending.clear();
  }
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${REALTIME_PATH}`;
}
