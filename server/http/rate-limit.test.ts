import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { createDatabaseRateLimitStore, RateLimiter } from "./rate-limit.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof accountClient>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  // Mid-window and frozen: a slow run must not straddle a window boundary and reset a count.
  t.services.rateLimiter.now = () => Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_000;
  await createOrganization({ db: t.db, name: "A", hosts: ["a.localhost"] });
  client = accountClient(t, "a.localhost");
  await client.register({ email: "target@example.com" });
});

afterAll(() => t.close());

describe("rate limits", () => {
  it("refuses the 11th sign-in attempt per minute from one IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await client.post(
            "/api/auth/login",
            { email: `x${i}@example.com`, password: "Wrong-pass1" },
            { ip: "192.0.2.1" },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await client.post(
      "/api/auth/login",
      { email: "target@example.com", password: "Passw0rd-ok" },
      { ip: "192.0.2.1" },
    );
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).error).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Another IP is not affected.
    expect(
      (
        await client.post(
          "/api/auth/login",
          { email: "target@example.com", password: "Passw0rd-ok" },
          { ip: "192.0.2.2" },
        )
      ).status,
    ).toBe(200);
  });

  it("gives successful sign-ins back: one address signs in as often as it needs", async () => {
    // People behind one address (an office, a school) each sign in: only failures may use it up.
    for (let i = 0; i < 15; i++) {
      const res = await client.post(
        "/api/auth/login",
        { email: "target@example.com", password: "Passw0rd-ok" },
        { ip: "192.0.2.3" },
      );
      expect(res.status).toBe(200);
    }
    const failures: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post(
        "/api/auth/login",
        { email: `y${i}@example.com`, password: "Wrong-pass1" },
        { ip: "192.0.2.3" },
      );
      failures.push(res.status);
    }
    expect(failures).toEqual([...Array(10).fill(401), 429]);
  });

  it("does not limit loopback addresses per address (the machine itself, or a proxy TRUST_PROXY does not name)", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await client.post(
          "/api/auth/login",
          { email: `l${i}@example.com`, password: "Wrong-pass1" },
          { ip },
        );
        statuses.push(res.status);
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
    }
    // The per-account limits still hold there: they do not depend on the address.
    const register = (username: string) =>
      client.post(
        "/api/auth/register",
        { username, email: "loop@example.com", password: "Passw0rd-ok" },
        { ip: "127.0.0.1" },
      );
    for (let i = 0; i < 5; i++) await register(`loop${i}`);
    expect((await register("loop5")).status).toBe(429);
  });

  it("counts the address the proxy appended, so a forged first X-Forwarded-For entry does not dodge the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post(
        "/api/auth/login",
        { email: `forged${i}@example.com`, password: "Wrong-pass1" },
        { ip: `203.0.113.${i}, 192.0.2.77` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY", async () => {
    const direct = await createTestApp();
    direct.services.rateLimiter.now = t.services.rateLimiter.now;
    try {
      await createOrganization({ db: direct.db, name: "A", hosts: ["a.localhost"] });
      const c = accountClient(direct, "a.localhost");
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await c.post("/api/auth/login", { email: "n@example.com", password: "Wrong-pass1" })).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("limits reset requests per e-mail and registrations per e-mail", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/auth/password-reset/request", { email: "target@example.com" })).status).toBe(200);
    }
    const sixth = await client.post("/api/auth/password-reset/request", { email: "target@example.com" });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts });

    for (let i = 0; i < 5; i++) await client.register({ email: "dupe@example.com", username: `dupe${i}` });
    expect((await client.register({ email: "dupe@example.com" })).status).toBe(429);
  });

  it("counts in the database, so two app instances share one budget", async () => {
    const now = t.services.rateLimiter.now;
    const one = new RateLimiter(createDatabaseRateLimitStore(t.db), now);
    const two = new RateLimiter(createDatabaseRateLimitStore(t.db), now);
    const rule = { name: "shared-test", limit: 3, windowMs: 60_000 };
    await one.consume(rule, "k");
    await two.consume(rule, "k");
    await one.consume(rule, "k");
    await expect(two.consume(rule, "k")).rejects.toMatchObject({ code: "rate_limited" });
  });
});
