import { lt, sql, and, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { AUTH_MESSAGES } from "../../shared/auth-rules.ts";

/**
 * Fixed-window counters kept where every app instance sees them: the database, or Redis when
 * REDIS_URL is set. Never process memory, or N instances would allow N times the limit.
 */
export type RateLimitStore = {
  /** Adds one to the counter of `key` in the window starting at `windowStart`; returns the new count. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
  /** The current count without adding to it. */
  read(key: string, windowStart: number): Promise<number>;
  close(): Promise<void>;
};

export type RateRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of the account endpoints (documented in .env.example and the OpenAPI document). */
export const RATE_LIMITS = {
  signInPerIp: { name: "sign-in:ip", limit: 10, windowMs: MINUTE },
  /** ASVS 5.0 §6.3.1: at most 100 failed attempts per account per hour, whatever the IP. */
  signInFailuresPerAccount: { name: "sign-in-failed:account", limit: 100, windowMs: HOUR },
  registerPerIp: { name: "register:ip", limit: 10, windowMs: HOUR },
  registerPerEmail: { name: "register:email", limit: 5, windowMs: HOUR },
  resetPerIp: { name: "reset:ip", limit: 10, windowMs: MINUTE },
  resetPerEmail: { name: "reset:email", limit: 5, windowMs: 15 * MINUTE },
  resetConfirmPerIp: { name: "reset-confirm:ip", limit: 10, windowMs: MINUTE },
  passwordChangePerUser: { name: "password-change:user", limit: 10, windowMs: 15 * MINUTE },
  mailPerIp: { name: "mail:ip", limit: 10, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let writes = 0;
  return {
    async increment(key, windowStart, windowMs) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, window_start: windowStart, count: 1, expires_at: new Date(windowStart + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.window_start],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      // Old windows are swept now and then by whichever instance writes.
      if (++writes % 200 === 0) await db.delete(rateLimits).where(lt(rateLimits.expires_at, new Date()));
      return row?.count ?? 1;
    },
    async read(key, windowStart) {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, windowStart)))
        .limit(1);
      return row?.count ?? 0;
    },
    close: async () => {},
  };
}

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const name = (key: string, windowStart: number) => `tessera:rl:${key}:${windowStart}`;
  return {
    async increment(key, windowStart, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(name(key, windowStart))
        .pexpire(name(key, windowStart), windowMs)
        .exec()) as [[unknown, number], [unknown, number]];
      return count;
    },
    async read(key, windowStart) {
      return Number((await redis.get(name(key, windowStart))) ?? 0);
    },
    close: async () => void (await redis.quit()),
  };
}

export class RateLimiter {
  readonly #store: RateLimitStore;
  /** The clock; tests pin it so that a run never straddles a window boundary. */
  now: () => number;
  constructor(store: RateLimitStore, now: () => number = Date.now) {
    this.#store = store;
    this.now = now;
  }

  #window(rule: RateRule, now = this.now()) {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start, retryAfter: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)) };
  }

  /** Counts one attempt; throws 429 with the spec's message once the limit is passed. */
  async consume(rule: RateRule, id: string): Promise<void> {
    const { start, retryAfter } = this.#window(rule);
    const count = await this.#store.increment(`${rule.name}:${id}`, start, rule.windowMs);
    if (count > rule.limit) throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
  }

  /** Throws 429 when the limit is already reached, without counting (for failure-only limits). */
  async check(rule: RateRule, id: string): Promise<void> {
    const { start, retryAfter } = this.#window(rule);
    const count = await this.#store.read(`${rule.name}:${id}`, start);
    if (count >= rule.limit) throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
  }

  /** Counts one event (e.g. a failed sign-in) without refusing anything. */
  async record(rule: RateRule, id: string): Promise<void> {
    const { start } = this.#window(rule);
    await this.#store.increment(`${rule.name}:${id}`, start, rule.windowMs);
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}
