import { Socket } from "node:net";
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createLogger } from "../logger.ts";
import { createRedisHealth } from "../redis-health.ts";
import {
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
  gateDelayMs,
  RateLimiter,
  type RateLimitStore,
} from "./rate-limit.ts";

const REDIS_URL = "redis://127.0.0.1:6379";

/** Whether a Redis server answers on 127.0.0.1:6379 (the Redis store is tested against it). */
function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(6379, "127.0.0.1", () => {
      socket.write("PING\r\n");
      socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
    });
  });
}

const haveRedis = await redisReachable();
if (!haveRedis)
  console.warn("rate-limit-store.test.ts: no Redis at 127.0.0.1:6379, the Redis store's tests are skipped");

const gate = { name: "gate-test", windowMs: 3_600_000, free: 3, baseMs: 1_000, capMs: 8_000 };
// In the future: the store sweeps counters whose window ended by the real clock.
const HOUR_START = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10 * 3_600_000;

describe("gateDelayMs", () => {
  it("is free up to `free`, then doubles from the base up to the cap", () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 8, 50, 5000].map((count) => gateDelayMs(count, gate));
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000]);
  });
});

const stores: {
  name: string;
  skip: boolean;
  open: () => Promise<{ store: RateLimitStore; other: RateLimitStore; close(): Promise<void> }>;
}[] = [
  {
    name: "the database store (PGlite)",
    skip: false,
    open: async () => {
      const database = await openTestDatabase();
      const store = createDatabaseRateLimitStore(fixturesOf(database));
      // Another instance: its own store object on the same database.
      const other = createDatabaseRateLimitStore(fixturesOf(database));
      return { store, other, close: () => database.drop() };
    },
  },
  {
    name: "the Redis store (127.0.0.1:6379)",
    skip: !haveRedis,
    open: async () => {
      const health = createRedisHealth(REDIS_URL, createLogger("silent"));
      // Two instances: each its own connection to the same Redis.
      const clients = [health.client("one"), health.client("two")];
      await Promise.all(clients.map((client) => once(client, "ready")));
      const store = createRedisRateLimitStore(clients[0]!);
      const other = createRedisRateLimitStore(clients[1]!);
      return { store, other, close: () => health.close() };
    },
  },
];

describe.each(stores)("$name", ({ skip, open }) => {
  let opened: Awaited<ReturnType<(typeof stores)[number]["open"]>>;
  // Fresh keys per run: a shared Redis keeps other runs' counters for their window.
  const id = () => `${randomUUID()}`;

  beforeAll(async () => {
    if (!skip) opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
  });

  it.skipIf(skip)("refuses past the limit until the window's end, and takes back what is given back", async () => {
    const now = HOUR_START + 15_000;
    const limiter = new RateLimiter(opened.store, () => now);
    const rule = { name: "limit-test", limit: 2, windowMs: 60_000 };
    const who = id();
    await limiter.consume(rule, who);
    const second = await limiter.consume(rule, who);
    await second.giveBack();
    await limiter.consume(rule, who);
    await expect(limiter.consume(rule, who)).rejects.toMatchObject({
      code: "rate_limited",
      details: { retryAfter: 45 },
    });
    // The next window starts afresh.
    limiter.now = () => now + 60_000;
    await limiter.consume(rule, who);
  });

  it.skipIf(skip)("lets `free` attempts through at once, then only after the growing delay", async () => {
    let now = HOUR_START + 1_000;
    const limiter = new RateLimiter(opened.store, () => now);
    const who = id();
    for (let i = 0; i < 3; i++) await limiter.pass(gate, who);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await limiter.pass(gate, who).then(
        () => null,
        (error: { details?: { retryAfter?: number } }) => error.details?.retryAfter,
      );
      waits.push(refused ?? 0);
      now += (refused ?? 0) * 1000;
      await limiter.pass(gate, who);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
  });

  it.skipIf(skip)("gives back an attempt: the count drops, the wait since the last attempt stays", async () => {
    let now = HOUR_START + 1_000;
    const limiter = new RateLimiter(opened.store, () => now);
    const who = id();
    for (let i = 0; i < 3; i++) await limiter.pass(gate, who);
    now += 1_000;
    const taken = await limiter.pass(gate, who);
    await taken.giveBack();
    // Back to 3 counted: the next attempt owes 1 s after the one given back.
    await expect(limiter.pass(gate, who)).rejects.toMatchObject({ details: { retryAfter: 1 } });
    now += 1_000;
    await limiter.pass(gate, who);
  });

  it.skipIf(skip)("admits exactly one of many parallel attempts when the gate opens", async () => {
    let now = HOUR_START + 1_000;
    const limiter = new RateLimiter(opened.store, () => now);
    const who = id();
    const first = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.pass(gate, who)));
    expect(first.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    now += 1_000;
    const second = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.pass(gate, who)));
    expect(second.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it.skipIf(skip)("shares the gate between two app instances on one store", async () => {
    const now = HOUR_START + 1_000;
    const one = new RateLimiter(opened.store, () => now);
    const two = new RateLimiter(opened.other, () => now);
    const who = id();
    await one.pass(gate, who);
    await two.pass(gate, who);
    await one.pass(gate, who);
    await expect(two.pass(gate, who)).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("the Redis store while Redis does not answer", () => {
  it("counts in this instance's memory: the same limit, answered at once instead of an error", async () => {
    // A port nothing listens on: every command fails at once (no offline queue).
    const health = createRedisHealth("redis://127.0.0.1:1", createLogger("silent"));
    const limiter = new RateLimiter(createRedisRateLimitStore(health.client("down")), () => HOUR_START + 1_000);
    try {
      const rule = { name: "outage-test", limit: 3, windowMs: 60_000 };
      const who = randomUUID();
      for (let i = 0; i < 3; i++) await limiter.consume(rule, who);
      await expect(limiter.consume(rule, who)).rejects.toMatchObject({ code: "rate_limited" });
      // The sign-in gate too.
      for (let i = 0; i < 3; i++) await limiter.pass(gate, who);
      await expect(limiter.pass(gate, who)).rejects.toMatchObject({ details: { retryAfter: 1 } });
    } finally {
      await health.close();
    }
  });
});
