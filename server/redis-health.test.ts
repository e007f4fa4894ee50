import { once } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { startRedisServer } from "../tests/setup/redis-server.ts";
import type { Logger } from "./logger.ts";
import { createRedisHealth } from "./redis-health.ts";
import { createRedisRateLimitStore, RateLimiter } from "./http/rate-limit.ts";

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

/** What the instance logged, by level (a pino-shaped recorder). */
function recorder() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((arg) => typeof arg === "string") ?? "") });
  const logger = { warn: at("warn"), info: at("info"), debug: at("debug"), error: at("error") } as unknown as Logger;
  return { logger, lines, said: (text: string) => lines.filter((line) => line.message.includes(text)) };
}

describe("Redis health", () => {
  it("fails commands at once while Redis is away, and says so once per outage", { timeout: 60_000 }, async () => {
    const redis = await startRedisServer();
    stops.push(() => redis.kill());
    const { logger, said } = recorder();
    const health = createRedisHealth(redis.url, logger);
    stops.push(() => health.close());
    const client = health.client("test");
    await once(client, "ready");
    const limiter = new RateLimiter(createRedisRateLimitStore(client));
    const rule = { name: "health-test", limit: 1000, windowMs: 60_000 };

    await redis.kill();
    // Many requests during the outage: each answered (from memory), none waits on Redis.
    for (let i = 0; i < 20; i++) await limiter.consume(rule, "a");
    await expect(client.get("x")).rejects.toThrow();
    while (health.up) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 20; i++) await limiter.consume(rule, "a");
    expect(said("Redis unreachable")).toHaveLength(1);

    await redis.restart();
    while (!health.up) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said("Redis reachable again")).toHaveLength(1);

    // A second outage is a second line.
    await redis.kill();
    await limiter.consume(rule, "a");
    while (said("Redis unreachable").length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said("Redis unreachable")).toHaveLength(2);
  });

  it(
    "drops a connection whose Redis stops answering, so that only the first command waits",
    { timeout: 60_000 },
    async () => {
      const redis = await startRedisServer();
      stops.push(() => redis.kill());
      const { logger, said } = recorder();
      const health = createRedisHealth(redis.url, logger);
      stops.push(() => health.close());
      const client = health.client("test");
      await once(client, "ready");
      redis.pause();
      stops.push(async () => redis.resume());
      // The command timeout answers this one; the connection that did not answer is then given up,
      // so the next commands fail at once instead of each waiting for its own timeout.
      await expect(client.get("x")).rejects.toThrow();
      const deadline = Date.now() + 5_000;
      while (health.up && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(health.up).toBe(false);
      expect(said("Redis unreachable")).toHaveLength(1);
      redis.resume();
      while (!health.up) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await client.get("x")).toBeNull();
    },
  );
});
