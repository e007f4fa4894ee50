import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

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

export function createRedisEventBus(url: string, logger: Logger): EventBus {
  const prefix = "tessera:";
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
  }
  subscriber.on("message", (channel: string, message: string) => {
    emitter.emit(channel.slice(prefix.length), message);
  });
  return {
    publish: async (channel, message) => void (await publisher.publish(prefix + channel, message)),
    subscribe: (channel, listener) => {
      if (emitter.listenerCount(channel) === 0) void subscriber.subscribe(prefix + channel);
      emitter.on(channel, listener);
    },
    close: async () => {
      emitter.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
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
