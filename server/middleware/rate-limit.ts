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
  /**
   * Adds `by` (one, or minus one to give back an attempt that turned out fine) to the counter of
   * `key` in the window starting at `windowStart`; returns the new count.
   */
  increment(key: string, windowStart: number, windowMs: number, by?: number): Promise<number>;
  /** The current count without adding to it. */
  read(key: string, windowStart: number): Promise<number>;
  /**
   * A growing-delay gate, in one atomic step (so that parallel attempts cannot all slip through):
   * when the counter holds fewer than `gate.free` attempts, or the delay owed for its count has
   * passed since the last attempt it let through, it counts one more, stamps `now` and admits;
   * otherwise it refuses and says when the gate opens (ms since the epoch).
   */
  pass(
    key: string,
    windowStart: number,
    windowMs: number,
    now: number,
    gate: GateDelays,
  ): Promise<{ admitted: true; count: number } | { admitted: false; openAt: number }>;
  close(): Promise<void>;
};

export type RateRule = { name: string; limit: number; windowMs: number };

/** After `free` attempts in the window, each further one waits `baseMs × 2^(count − free)`, at most `capMs`. */
export type GateDelays = { free: number; baseMs: number; capMs: number };
export type GateRule = { name: string; windowMs: number } & GateDelays;

// 2^20 × any base is far past any cap; bounding the exponent keeps PostgreSQL's power() finite.
const MAX_EXPONENT = 20;

/** The delay owed before the next attempt when the counter holds `count`. */
export function gateDelayMs(count: number, gate: GateDelays): number {
  if (count < gate.free) return 0;
  return Math.min(gate.capMs, gate.baseMs * 2 ** Math.min(count - gate.free, MAX_EXPONENT));
}

/** Taken from a counter; given back when the attempt turns out not to count (a right password). */
export type Taken = { giveBack(): Promise<void> };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of the account endpoints (documented in .env.example and the OpenAPI document). */
export const RATE_LIMITS = {
  signInPerIp: { name: "sign-in:ip", limit: 10, windowMs: MINUTE },
  /** Failed sign-ins of one account from one IP: 10 per 15 minutes, then that pair (only) waits for the window's end. */
  signInFailuresPerAccountIp: { name: "sign-in-failed:account-ip", limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: "register:ip", limit: 10, windowMs: HOUR },
  registerPerEmail: { name: "register:email", limit: 5, windowMs: HOUR },
  resetPerIp: { name: "reset:ip", limit: 10, windowMs: MINUTE },
  resetPerEmail: { name: "reset:email", limit: 5, windowMs: 15 * MINUTE },
  resetConfirmPerIp: { name: "reset-confirm:ip", limit: 10, windowMs: MINUTE },
  passwordChangePerUser: { name: "password-change:user", limit: 10, windowMs: 15 * MINUTE },
  mailPerIp: { name: "mail:ip", limit: 10, windowMs: MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Failed sign-ins of one account from anywhere: never a block (that would let anyone lock the
 * owner out), a growing delay instead. 10 free per hour, then each further attempt waits
 * 1, 2, 4, 8, 16, then 30 seconds after the previous one (decision 015).
 */
export const SIGN_IN_ACCOUNT_GATE = {
  name: "sign-in-failed:account",
  windowMs: HOUR,
  free: 10,
  baseMs: 1_000,
  capMs: 30_000,
} as const satisfies GateRule;

export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let writes = 0;
  // Old windows are swept now and then by whichever instance writes.
  const sweep = async () => {
    if (++writes % 200 === 0) await db.delete(rateLimits).where(lt(rateLimits.expires_at, new Date()));
  };
  return {
    async increment(key, windowStart, windowMs, by = 1) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, window_start: windowStart, count: by, expires_at: new Date(windowStart + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.window_start],
          set: { count: sql`${rateLimits.count} + ${by}` },
        })
        .returning({ count: rateLimits.count });
      await sweep();
      return row?.count ?? by;
    },
    async pass(key, windowStart, windowMs, now, gate) {
      // One statement: the row lock of the upsert orders parallel attempts, and the WHERE of
      // DO UPDATE lets only those the gate admits add to the count.
      const owed = sql`least(${gate.capMs}, ${gate.baseMs} * power(2, least(${rateLimits.count} - ${gate.free}, ${MAX_EXPONENT})))`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key,
          window_start: windowStart,
          count: 1,
          expires_at: new Date(windowStart + windowMs),
          last_at: now,
        })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.window_start],
          set: { count: sql`${rateLimits.count} + 1`, last_at: now },
          setWhere: sql`${rateLimits.count} < ${gate.free} or ${rateLimits.last_at} is null or ${rateLimits.last_at} + ${owed} <= ${now}`,
        })
        .returning({ count: rateLimits.count });
      await sweep();
      if (row) return { admitted: true, count: row.count };
      const [current] = await db
        .select({ count: rateLimits.count, last_at: rateLimits.last_at })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.window_start, windowStart)))
        .limit(1);
      return { admitted: false, openAt: (current?.last_at ?? now) + gateDelayMs(current?.count ?? 0, gate) };
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

/** KEYS: counter, last admitted time. ARGV: now, free, base, cap, max exponent, window (ms). */
const GATE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
if count >= free then
  local owed = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(count - free, tonumber(ARGV[5])))
  if last + owed > now then return {0, last + owed} end
end
count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[6])
return {1, count}
`;

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const name = (key: string, windowStart: number) => `tessera:rl:${key}:${windowStart}`;
  return {
    async increment(key, windowStart, windowMs, by = 1) {
      const [[, count]] = (await redis
        .multi()
        .incrby(name(key, windowStart), by)
        .pexpire(name(key, windowStart), windowMs)
        .exec()) as [[unknown, number], [unknown, number]];
      return count;
    },
    async pass(key, windowStart, windowMs, now, gate) {
      // The counter is the same key `increment` uses (so an attempt can be given back); the time
      // of the last admitted attempt sits beside it. A script runs atomically in Redis.
      const [admitted, value] = (await redis.eval(
        GATE_SCRIPT,
        2,
        name(key, windowStart),
        `${name(key, windowStart)}:last`,
        now,
        gate.free,
        gate.baseMs,
        gate.capMs,
        MAX_EXPONENT,
        windowMs,
      )) as [number, number];
      return admitted === 1 ? { admitted: true, count: value } : { admitted: false, openAt: value };
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

  #window(rule: { windowMs: number }, now = this.now()) {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { start, retryAfter: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)) };
  }

  /**
   * Counts one attempt; throws 429 with the spec's message once the limit is passed. The answer
   * gives the attempt back (to the window it was counted in) when it should not count after all.
   */
  async consume(rule: RateRule, id: string): Promise<Taken> {
    const { start, retryAfter } = this.#window(rule);
    const key = `${rule.name}:${id}`;
    const count = await this.#store.increment(key, start, rule.windowMs);
    if (count > rule.limit) throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
    return { giveBack: async () => void (await this.#store.increment(key, start, rule.windowMs, -1)) };
  }

  /**
   * Passes the growing-delay gate of `id` (see `RateLimitStore.pass`): counts the attempt, or
   * throws 429 with Retry-After set to the seconds until the gate opens.
   */
  async pass(rule: GateRule, id: string): Promise<Taken> {
    const now = this.now();
    const { start } = this.#window(rule, now);
    const key = `${rule.name}:${id}`;
    const result = await this.#store.pass(key, start, rule.windowMs, now, rule);
    if (!result.admitted) {
      const retryAfter = Math.max(1, Math.ceil((result.openAt - now) / 1000));
      throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
    }
    return { giveBack: async () => void (await this.#store.increment(key, start, rule.windowMs, -1)) };
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}
