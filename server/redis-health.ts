import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "./logger.ts";

/**
 * Redis is a fan-out and a store of counters, never the place of record (decision 047): every
 * client of an app instance is made here so that none of them makes a request wait on a Redis
 * that is away. Commands fail within a second (no offline queue once connected, a command
 * timeout, one try) and the caller falls back: writes are stored in the database and reach other
 * instances through the hub's database catch-up, rate limits count in this instance's memory,
 * socket caps count locally.
 * The instance says so in its log once when Redis goes away and once when it is back.
 */

/** No command waits longer than this on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export type RedisHealth = {
  /** A client of this instance for commands (fails at once while Redis is away). */
  client(role: string): Redis;
  /** A client for SUBSCRIBE: it keeps its subscriptions across reconnects. */
  subscriber(role: string): Redis;
  /** Whether every client is connected (false from the first error until all are back). */
  readonly up: boolean;
  /** Called (locally) each time Redis is back after an outage: e.g. clear what may have missed a purge. */
  onRecovered(listener: () => void): void;
  close(): Promise<void>;
};

export function createRedisHealth(url: string, logger: Logger): RedisHealth {
  const clients = new Map<Redis, string>();
  const down = new Set<string>();
  const recovered: (() => void)[] = [];
  let outage = false;

  const options = (subscriber: boolean): RedisOptions => ({
    lazyConnect: false,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A subscriber's SUBSCRIBE may wait for the connection (it is not on a request's path) and is
    // sent again after each reconnect. A command client queues only until its first connection
    // (the command timeout still bounds the wait), then refuses at once while Redis is away.
    enableOfflineQueue: true,
    maxRetriesPerRequest: subscriber ? null : 0,
    // A Redis that stops answering without closing (a cut network) costs one command a second:
    // the socket that got no answer in time is dropped, and the next commands fail at once.
    ...(subscriber ? {} : { commandTimeout: REDIS_COMMAND_TIMEOUT_MS, socketTimeout: REDIS_COMMAND_TIMEOUT_MS }),
    // Reconnect soon and keep trying, at most a second apart.
    retryStrategy: (times) => Math.min(100 * times, 1_000),
  });

  const make = (role: string, subscriber: boolean) => {
    const client = new Redis(url, options(subscriber));
    if (!subscriber) client.once("ready", () => (client.options.enableOfflineQueue = false));
    const name = `${role}#${clients.size}`;
    clients.set(client, name);
    const lost = (error?: Error) => {
      down.add(name);
      if (outage) return;
      outage = true;
      logger.warn(
        { err: error, redis: new URL(url).host },
        "Redis unreachable: writes go on; rate limits count in this instance's memory, socket caps count locally, and other instances get real-time events from the database",
      );
    };
    client.on("error", (error: Error) => {
      if (!closed.has(client)) lost(error);
    });
    client.on("close", () => {
      if (!closed.has(client)) lost();
    });
    client.on("ready", () => {
      down.delete(name);
      if (!outage || down.size > 0) return;
      outage = false;
      logger.info(
        { redis: new URL(url).host },
        "Redis reachable again: shared rate limits, socket caps and fan-out resume",
      );
      for (const listener of recovered) listener();
    });
    return client;
  };

  return {
    client: (role) => make(role, false),
    subscriber: (role) => make(role, true),
    get up() {
      return !outage && [...clients.keys()].every((client) => client.status === "ready");
    },
    onRecovered: (listener) => void recovered.push(listener),
    async close() {
      await Promise.allSettled([...clients.keys()].map(closeRedis));
    },
  };
}

const closed = new WeakSet<Redis>();

/** Quits a client politely when connected; otherwise stops its reconnecting at once. */
export async function closeRedis(client: Redis): Promise<void> {
  closed.add(client);
  if (client.status === "end") return;
  if (client.status === "ready") await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}
