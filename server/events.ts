import { EventEmitter } from "node:events";
import type { Logger } from "./logger.ts";
import { closeRedis, type RedisHealth } from "./redis-health.ts";

/**
 * Cross-instance events (cache purges now; chat and meeting signalling later). In one process an
 * EventEmitter; with REDIS_URL, Redis pub/sub so that every app instance behind a load balancer
 * hears every event, its own included.
 */
export type EventBus = {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): void;
  close(): Promise<void>;
};

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, message) => void emitter.emit(channel, message),
    subscribe: (channel, listener) => void emitter.on(channel, listener),
    close: async () => void emitter.removeAllListeners(),
  };
}

export function createRedisEventBus(health: RedisHealth, logger: Logger): EventBus {
  const prefix = "tessera:";
  const publisher = health.client("events");
  const subscriber = health.subscriber("events");
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  subscriber.on("message", (channel: string, message: string) => {
    emitter.emit(channel.slice(prefix.length), message);
  });
  // Purges published by other instances while Redis was away never arrived: start afresh.
  health.onRecovered(() => emitter.emit(CACHE_PURGE_CHANNEL, "all"));
  return {
    publish: async (channel, message) => {
      try {
        await publisher.publish(prefix + channel, message);
      } catch (error) {
        // Redis away (the outage is logged once by the health check): this instance still hears
        // its own event, and a write never fails for want of a fan-out.
        logger.debug({ err: error, channel }, "event not published through Redis");
        emitter.emit(channel, message);
      }
    },
    subscribe: (channel, listener) => {
      if (emitter.listenerCount(channel) === 0)
        subscriber.subscribe(prefix + channel).catch((error: unknown) => {
          logger.warn({ err: error, channel }, "redis subscribe failed");
        });
      emitter.on(channel, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
      await Promise.allSettled([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

export const CACHE_PURGE_CHANNEL = "cache:purge";

/**
 * One organization's content changed (published by the change function after its transaction
 * commits). Every instance clears that organization's cached pages and read models.
 */
export const CONTENT_CHANGED_CHANNEL = "content-changed";

/**
 * `tags`: the records changed (server/domain/changes/change-tags.ts), so that only the pages showing
 * them are cleared; absent or null: everything of the organization (decision 044).
 */
export type ContentChanged = { organizationId: number; tags?: string[] | null };

export function parseContentChanged(message: string): ContentChanged | null {
  try {
    const value = JSON.parse(message) as Partial<ContentChanged>;
    if (!Number.isInteger(value.organizationId)) return null;
    const tags = Array.isArray(value.tags) && value.tags.every((tag) => typeof tag === "string") ? value.tags : null;
    return { organizationId: value.organizationId!, tags };
  } catch {
    return null;
  }
}
