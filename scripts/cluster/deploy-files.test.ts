import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "../../server/env.ts";

const read = (file: string) => readFileSync(new URL(`../../deploy/${file}`, import.meta.url), "utf8");

/** `KEY=value` lines of an environment file, as systemd's EnvironmentFile reads them (no quoting here). */
function environmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

describe("deploy/", () => {
  it("tessera.env.example is a configuration the app accepts, and leaves PORT to the unit", () => {
    const values = environmentFile(read("tessera.env.example"));
    expect(values.PORT).toBeUndefined();
    const env = parseEnv(values);
    expect(env).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", PLATFORM_HOST: "app.example.com" });
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
    expect(env.REDIS_URL).toMatch(/^redis:/);
    expect(env.S3_BUCKET).toBe("tessera-media");
  });

  it("names in tessera.env.example every variable of server/env.ts, set or commented", () => {
    const text = read("tessera.env.example");
    const named = new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    // PORT is the unit's; the rest are tuning knobs .env.example documents.
    const elsewhere = new Set([
      "PORT",
      // Deprecated for TRUSTED_PROXIES (decision 067).
      "TRUST_PROXY",
      "PAGE_CACHE",
      "PAGE_CACHE_MAX_ENTRIES",
      "REALTIME_SUBSCRIPTIONS_PER_SOCKET",
      "LIVE_SUPPORT_UNANSWERED_MINUTES",
      "LIVE_SUPPORT_REPLY_MAIL_SECONDS",
      "LIVE_SUPPORT_REPLY_HOURS",
      "AI_MODEL",
      "AI_MONTHLY_CAP",
    ]);
    const missing = Object.keys(envSchema.shape).filter((key) => !named.has(key) && !elsewhere.has(key));
    expect(missing).toEqual([]);
  });

  it("the unit template runs the app as its own user, one port per instance, and outwaits the drain", () => {
    const unit = read("tessera@.service");
    expect(unit).toContain("EnvironmentFile=/etc/tessera/tessera.env");
    expect(unit).toMatch(
      /^ExecStart=\/usr\/bin\/env PORT=%i \/opt\/tessera\/node_modules\/\.bin\/node server\/index\.ts$/m,
    );
    expect(unit).toMatch(/^User=tessera$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    const drainMs = parseEnv(environmentFile(read("tessera.env.example"))).SHUTDOWN_TIMEOUT_MS;
    // The drain's deadline, then closing threads, jobs and pools: systemd must not SIGKILL first.
    expect(stopSeconds * 1000).toBeGreaterThanOrEqual(drainMs * 2);
  });
});
