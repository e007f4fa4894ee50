import type { Redis } from "ioredis";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Db } from "../db/client.ts";
import { rateLimiterCounters } from "../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import { closeRedis } from "../redis-health.ts";

/**
 * Where the counters of rate-limiter-flexible live: Redis when REDIS_URL is set (with this
 * instance's memory as its insurance while Redis is away, decision 047), the database otherwise.
 * Never process memory alone while things are well, or N instances would allow N times the limit.
 */
export type RateLimitStore = {
  /** A limiter of `points` per `windowMs`, its keys under `prefix` (one per rule, made once). */
  limiter(prefix: string, points: number, windowMs: number): RateLimiterAbstract;
  close(): Promise<void>;
};

export type RateRule = { name: string; limit: number; windowMs: number };

/** After `free` attempts in the window, each further one waits `baseMs × 2^(count − free)`, at most `capMs`. */
export type GateDelays = { free: number; baseMs: number; capMs: number };
export type GateRule = { name: string; windowMs: number } & GateDelays;

// 2^20 × any base is far past any cap; bounding the exponent keeps the delay a finite number.
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

/** Limiters are made once per rule and kept: rate-limiter-flexible holds its settings per instance. */
function cachedLimiters(make: (prefix: string, points: number, windowMs: number) => RateLimiterAbstract) {
  const made = new Map<string, RateLimiterAbstract>();
  return (prefix: string, points: number, windowMs: number) => {
    const key = `${prefix}|${points}|${windowMs}`;
    let limiter = made.get(key);
    if (!limiter) made.set(key, (limiter = make(prefix, points, windowMs)));
    return limiter;
  };
}

/** Counters in the database's `rate_limiter_counters` (rate-limiter-flexible's Drizzle store). */
export function createDatabaseRateLimitStore(db: Db): RateLimitStore {
  let sweeper = true;
  return {
    limiter: cachedLimiters((prefix, points, windowMs) => {
      const limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimiterCounters,
        keyPrefix: `rl:${prefix}`,
        points,
        duration: windowMs / 1000,
        // Expired rows are swept by one limiter of the instance (a timer that does not hold the process).
        clearExpiredByTimeout: sweeper,
      });
      sweeper = false;
      return limiter;
    }),
    close: async () => {},
  };
}

/**
 * Counters in Redis, shared by every instance. While Redis does not answer (a command fails at
 * once or within a second, server/redis-health.ts), each limiter counts in this instance's
 * memory instead: the same limits per instance, never an error or a wait for the request.
 */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    limiter: cachedLimiters(
      (prefix, points, windowMs) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `tessera:rl:${prefix}`,
          points,
          duration: windowMs / 1000,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: `rl:${prefix}`, points, duration: windowMs / 1000 }),
        }),
    ),
    close: () => closeRedis(redis),
  };
}

// Counters that only count: admission is decided here (the sign-in gate), never by the store.
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export class RateLimiter {
  readonly #store: RateLimitStore;
  /** The clock; tests pin it so that a run never straddles a window boundary. */
  now: () => number;
  constructor(store: RateLimitStore, now: () => number = Date.now) {
    this.#store = store;
    this.now = now;
  }

  /**
   * Windows are aligned to this clock (not to a key's first use), so every instance and every
   * restart agrees on when a window ends: the window's start is part of the key.
   */
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
    const limiter = this.#store.limiter(rule.name, rule.limit, rule.windowMs);
    const key = `${id}:${start}`;
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
      throw error;
    }
    return { giveBack: async () => void (await limiter.reward(key, 1)) };
  }

  /**
   * The growing-delay gate of `id` (see `GateDelays`): the attempt counts (atomically, so that
   * parallel attempts get distinct places in line); beyond `free`, it goes through only when the
   * delay its place owes has passed since the last attempt let through, and is otherwise taken
   * back and refused with Retry-After set to the seconds until the gate opens.
   */
  async pass(rule: GateRule, id: string): Promise<Taken> {
    const now = this.now();
    const { start } = this.#window(rule, now);
    const counter = this.#store.limiter(rule.name, UNLIMITED, rule.windowMs);
    const lastAdmitted = this.#store.limiter(`${rule.name}:last`, UNLIMITED, rule.windowMs);
    const key = `${id}:${start}`;
    const count = (await counter.consume(key)).consumedPoints;
    if (count > rule.free) {
      // Unknown (another attempt of this burst has not stamped it yet): it was let through just now.
      const last = (await lastAdmitted.get(key))?.consumedPoints ?? now;
      const openAt = last + gateDelayMs(count - 1, rule);
      if (openAt > now) {
        await counter.reward(key, 1);
        const retryAfter = Math.max(1, Math.ceil((openAt - now) / 1000));
        throw new AppError("rate_limited", AUTH_MESSAGES.tooManyAttempts, { retryAfter });
      }
    }
    await lastAdmitted.set(key, now, rule.windowMs / 1000);
    return { giveBack: async () => void (await counter.reward(key, 1)) };
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}
