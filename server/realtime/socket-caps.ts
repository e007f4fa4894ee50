import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "../logger.ts";

/**
 * How many realtime sockets may be open at once per visitor (or meeting) token, per signed-in
 * session and per address, all instances together (decision 047). With Redis each place is a
 * member of a sorted set per key (`tessera:sockets:{kind}:{id}`, score = when the member expires),
 * renewed while the socket lives and removed when it closes; a crashed instance's members expire.
 * While Redis does not answer, this instance's own count decides (caps then hold per instance), and
 * its sockets are written back to Redis by the next renewal once it answers again.
 */
export type SocketCapKind = "token" | "session" | "address";
export type SocketCapLimits = Record<SocketCapKind, number>;

export type SocketCapHold = { release(): void };
export type SocketCapResult = { held: SocketCapHold } | { refused: SocketCapKind };

/** A member outlives two missed renewals, then counts as gone. */
const TTL_MS = 60_000;
const RENEW_MS = TTL_MS / 3;

/** KEYS: the set. ARGV: now, member, expiry, cap, ttl. 1 when the member holds a place. */
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[2]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

export class SocketCaps {
  readonly limits: SocketCapLimits;
  readonly #redis: Redis | null;
  readonly #logger: Logger;
  /** This instance's places, per key: the fallback count, and what the renewal writes to Redis. */
  readonly #local = new Map<string, Set<string>>();
  readonly #timer: NodeJS.Timeout | null;

  constructor({ limits, redis, logger }: { limits: SocketCapLimits; redis: Redis | null; logger: Logger }) {
    this.limits = limits;
    this.#redis = redis;
    this.#logger = logger;
    this.#timer = redis ? setInterval(() => void this.#renew(), RENEW_MS) : null;
    this.#timer?.unref();
  }

  /**
   * Takes one place under every key given (all or none): the hold is released when the socket
   * closes; `refused` names the first cap that is full.
   */
  async acquire(keys: Partial<Record<SocketCapKind, string>>): Promise<SocketCapResult> {
    const member = randomUUID();
    const taken: string[] = [];
    const release = () => {
      for (const key of taken.splice(0)) this.#release(key, member);
    };
    for (const kind of ["token", "session", "address"] as const) {
      const id = keys[kind];
      if (id === undefined) continue;
      const key = `tessera:sockets:${kind}:${id}`;
      if (!(await this.#take(key, member, this.limits[kind]))) {
        release();
        return { refused: kind };
      }
      taken.push(key);
    }
    return { held: { release } };
  }

  /** Sockets this instance holds under a key (tests and /healthz-like checks). */
  localCount(kind: SocketCapKind, id: string): number {
    return this.#local.get(`tessera:sockets:${kind}:${id}`)?.size ?? 0;
  }

  async #take(key: string, member: string, cap: number): Promise<boolean> {
    const local = this.#local.get(key) ?? new Set<string>();
    let admitted: boolean;
    if (this.#redis) {
      try {
        const now = Date.now();
        admitted = (await this.#redis.eval(ACQUIRE_SCRIPT, 1, key, now, member, now + TTL_MS, cap, TTL_MS)) === 1;
      } catch (error) {
        // Redis away (logged once per outage by server/redis-health.ts): this instance's count decides.
        this.#logger.debug({ err: error }, "socket cap counted locally");
        admitted = local.size < cap;
      }
    } else admitted = local.size < cap;
    if (!admitted) return false;
    local.add(member);
    this.#local.set(key, local);
    return true;
  }

  #release(key: string, member: string): void {
    const local = this.#local.get(key);
    local?.delete(member);
    if (local?.size === 0) this.#local.delete(key);
    this.#redis?.zrem(key, member).catch((error: unknown) => {
      // Expires by itself once it is not renewed.
      this.#logger.debug({ err: error }, "socket cap place not released in Redis");
    });
  }

  async #renew(): Promise<void> {
    if (!this.#redis || this.#local.size === 0) return;
    const expiry = Date.now() + TTL_MS;
    const pipeline = this.#redis.pipeline();
    for (const [key, members] of this.#local) {
      for (const member of members) pipeline.zadd(key, expiry, member);
      pipeline.pexpire(key, TTL_MS);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      this.#logger.debug({ err: error }, "socket caps not renewed");
    }
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer);
  }
}

/** What a socket refused by a cap is told (HTTP 429 at the upgrade, or this close code after it). */
export const SOCKET_CAP_MESSAGES: Record<SocketCapKind, string> = {
  token: "Too many open connections for this visitor; close another tab or window and try again",
  session: "Too many open connections for this session; close another tab or window and try again",
  address: "Too many open connections from this address; try again later",
};

/** Seconds a refused client is asked to wait before it tries again. */
export const SOCKET_CAP_RETRY_AFTER_S = 30;

/** An upgrade whose socket never opens (the client left mid-handshake) gives its places back after this. */
const OPEN_WITHIN_MS = 10_000;

/**
 * Places held for a socket that is being upgraded: `opened(ws)` ties them to the socket's life; if
 * the socket never opens, they are given back by themselves.
 */
export function holdUntilClosed(hold: SocketCapHold) {
  const unopened = setTimeout(() => hold.release(), OPEN_WITHIN_MS);
  unopened.unref();
  return {
    opened(ws: { readyState: number; once(event: "close", listener: () => void): unknown }) {
      clearTimeout(unopened);
      // Already closing (it left while its token was checked): no close event is to come.
      if (ws.readyState >= 2) return hold.release();
      ws.once("close", () => hold.release());
    },
  };
}

/** The error a subscribe over the per-socket cap gets (code `too_many_subscriptions`). */
export function tooManySubscriptions(max: number): string {
  return `Too many subscriptions on this connection (at most ${max}): unsubscribe from another channel first`;
}
