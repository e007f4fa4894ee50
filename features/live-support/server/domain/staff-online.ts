import type { Logger } from "../../../../server/logger.ts";
import { closeRedis, type RedisHealth } from "../../../../server/redis-health.ts";
import type { RealtimeHub } from "../../../../server/realtime/hub.ts";
import { INBOX_CHANNEL } from "./conversation-access.ts";

/**
 * "Is anybody of the team online?" for the help widget (decision 038): a staff member of the
 * organization follows its `inbox` channel. On one instance the hub knows; with REDIS_URL, each
 * instance also keeps, per organization, its own entry in a Redis sorted set
 * (`tessera:staff-online:{org}`, member = instance id, score = when the entry expires), renewed
 * every few seconds while a local staff socket follows the inbox, removed when none does, and
 * dead after a crash once its time is up. A visitor on instance A then sees staff online on B.
 * A Redis that does not answer makes only this instance's own staff count (never an error).
 */
export interface StaffOnline {
  /** A staff member of this organization is subscribing to the inbox here. */
  noteSubscribed(organizationId: number): void;
  isOnline(organizationId: number): Promise<boolean>;
  close(): Promise<void>;
}

type Hub = Pick<RealtimeHub, "hasLocalSubscribers" | "instanceId">;

/** Without Redis: this instance is the whole site. */
export function localStaffOnline(hub: Hub): StaffOnline {
  return {
    noteSubscribed: () => {},
    isOnline: async (organizationId) => hub.hasLocalSubscribers(organizationId, INBOX_CHANNEL),
    close: async () => {},
  };
}

export const STAFF_ONLINE_REFRESH_MS = 5_000;
/** The widget waits at most this long for Redis before answering with this instance's knowledge. */
const ANSWER_WITHIN_MS = 500;

const keyOf = (organizationId: number) => `tessera:staff-online:${organizationId}`;

export function redisStaffOnline({
  health,
  hub,
  logger,
  refreshMs = STAFF_ONLINE_REFRESH_MS,
}: {
  health: Pick<RedisHealth, "client">;
  hub: Hub;
  logger: Logger;
  refreshMs?: number;
}): StaffOnline {
  // No offline queue (server/redis-health.ts): while Redis is away, commands fail at once instead of piling up.
  const redis = health.client("staff-online");
  const member = hub.instanceId;
  const followed = new Set<number>();
  // An entry outlives two missed renewals, then the instance counts as gone.
  const ttl = 3 * refreshMs;

  const announce = (organizationId: number) => {
    const key = keyOf(organizationId);
    return redis
      .multi()
      .zadd(key, Date.now() + ttl, member)
      .zremrangebyscore(key, "-inf", Date.now())
      .pexpire(key, ttl)
      .exec();
  };

  const refresh = async () => {
    for (const organizationId of [...followed]) {
      try {
        if (hub.hasLocalSubscribers(organizationId, INBOX_CHANNEL)) await announce(organizationId);
        else {
          followed.delete(organizationId);
          await redis.zrem(keyOf(organizationId), member);
        }
      } catch (error) {
        logger.debug({ err: error }, "staff presence not renewed");
      }
    }
  };
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();

  return {
    noteSubscribed(organizationId) {
      followed.add(organizationId);
      announce(organizationId).catch((error: unknown) => logger.debug({ err: error }, "staff presence not announced"));
    },
    async isOnline(organizationId) {
      if (hub.hasLocalSubscribers(organizationId, INBOX_CHANNEL)) return true;
      let timeout: NodeJS.Timeout | undefined;
      const count = redis.zcount(keyOf(organizationId), `(${Date.now()}`, "+inf").catch(() => 0);
      const late = new Promise<number>((resolve) => (timeout = setTimeout(() => resolve(0), ANSWER_WITHIN_MS)));
      const found = await Promise.race([count, late]);
      clearTimeout(timeout);
      return found > 0;
    },
    async close() {
      clearInterval(timer);
      for (const organizationId of followed) await redis.zrem(keyOf(organizationId), member).catch(() => {});
      await closeRedis(redis);
    },
  };
}
