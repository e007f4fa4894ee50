import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { RATE_LIMITS, RateLimiter, SIGN_IN_ACCOUNT_GATE, createDatabaseRateLimitStore } from "./rate-limit.ts";
import { beginSignInAttempt } from "./sign-in-throttle.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof accountClient>;
const HOUR = 3_600_000;
/**
 * The test clock: each test starts a fresh hour, so every limiter window (aligned to the hour)
 * starts empty. In the future, because the store sweeps counters whose window ended (by the real clock).
 */
let now = 0;
let hour = Math.floor(Date.now() / HOUR) * HOUR + 10 * HOUR;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  t.services.rateLimiter.now = () => now;
  await createOrganization({ db: t.db, name: "A", hosts: ["a.localhost"] });
  client = accountClient(t, "a.localhost");
});

afterAll(() => t.close());

beforeEach(() => {
  hour += HOUR;
  now = hour + 1_000;
});

let accounts = 0;
async function newAccount(): Promise<string> {
  const email = `owner${++accounts}@example.com`;
  const res = await client.register({ email });
  expect(res.status).toBe(200);
  return email;
}

const login = (email: string, password: string, ip?: string) =>
  client.post("/api/auth/login", { email, password }, ip ? { ip } : {});
const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

describe("sign-in throttling", () => {
  it("lets the owner sign in from their IP after the short delay, however many failures came from other IPs", async () => {
    const email = await newAccount();
    // An attacker guessing from 120 addresses, each guess as soon as the gate lets it through.
    for (let i = 0; i < 120; i++) {
      let res = await login(email, `Wrong-guess${i}`, `198.51.100.${i}`);
      if (res.status === 429) {
        now += retryAfter(res) * 1000;
        res = await login(email, `Wrong-guess${i}`, `198.51.100.${i}`);
      }
      expect(res.status).toBe(401);
    }
    // The owner right after a guess waits at most ~30 s, never an hour…
    const early = await login(email, "Passw0rd-ok", "203.0.113.7");
    expect(early.status).toBe(429);
    expect(await early.json()).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts });
    expect(retryAfter(early)).toBeGreaterThan(0);
    expect(retryAfter(early)).toBeLessThanOrEqual(30);
    // …and then signs in with the right password.
    now += retryAfter(early) * 1000;
    expect((await login(email, "Passw0rd-ok", "203.0.113.7")).status).toBe(200);
  }, 120_000);

  it("makes each attempt after 10 failures wait longer: 1, 2, 4, 8, 16, then 30 s", async () => {
    const email = await newAccount();
    for (let i = 0; i < 10; i++) expect((await login(email, `Wrong-guess${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await login(email, "Wrong-again1");
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      now += retryAfter(refused) * 1000;
      expect((await login(email, "Wrong-again1")).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });

  it("blocks one (account, IP) pair strictly after 10 failures in 15 minutes, and only that pair", async () => {
    const email = await newAccount();
    const attacker = "192.0.2.50";
    // A minute apart, so that neither the per-IP limit (10 a minute) nor the account's delay decides.
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `Wrong-guess${i}`, attacker)).status).toBe(401);
      now += 61_000;
    }
    const blocked = await login(email, "Passw0rd-ok", attacker);
    expect(blocked.status).toBe(429);
    // Until the end of the 15-minute window: far longer than the account's delay.
    expect(retryAfter(blocked)).toBeGreaterThan(30);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(15 * 60);
    // The right password from that pair is refused too, while the owner elsewhere signs in.
    expect((await login(email, "Passw0rd-ok", attacker)).status).toBe(429);
    expect((await login(email, "Passw0rd-ok", "203.0.113.8")).status).toBe(200);
    // The pair's block ends with its window.
    now += retryAfter(blocked) * 1000;
    expect((await login(email, "Passw0rd-ok", attacker)).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const email = await newAccount();
    for (let i = 0; i < 15; i++) {
      expect((await login(email, "Passw0rd-ok", "192.0.2.60")).status).toBe(200);
      now += 61_000;
    }
  });

  it("lets only one of many parallel guesses through when the delay ends", async () => {
    const email = await newAccount();
    for (let i = 0; i < 10; i++) expect((await login(email, `Wrong-guess${i}`)).status).toBe(401);
    now += 1_000;
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, i) => login(email, `Parallel-guess${i}`)));
    expect(statuses.map((res) => res.status).sort()).toEqual([401, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe("beginSignInAttempt", () => {
  it("keys the account by organization: failures on one site do not delay the same address on another", async () => {
    const limiter = new RateLimiter(createDatabaseRateLimitStore(t.db), () => now);
    for (let i = 0; i < SIGN_IN_ACCOUNT_GATE.free; i++) {
      await beginSignInAttempt(limiter, { account: "1:same@example.com", ip: `192.0.2.${100 + i}` });
    }
    await expect(
      beginSignInAttempt(limiter, { account: "1:same@example.com", ip: "192.0.2.99" }),
    ).rejects.toMatchObject({ code: "rate_limited" });
    await beginSignInAttempt(limiter, { account: "2:same@example.com", ip: "192.0.2.99" });
  });

  it("does not charge the (account, IP) pair for an attempt the account's delay refused", async () => {
    const limiter = new RateLimiter(createDatabaseRateLimitStore(t.db), () => now);
    const ip = "192.0.2.200";
    for (let i = 0; i < SIGN_IN_ACCOUNT_GATE.free; i++) {
      await beginSignInAttempt(limiter, { account: "1:pair@example.com", ip: `198.51.100.${i}` });
    }
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccountIp.limit + 5; i++) {
      await expect(beginSignInAttempt(limiter, { account: "1:pair@example.com", ip })).rejects.toMatchObject({
        details: { retryAfter: 1 },
      });
    }
    now += 1_000;
    await beginSignInAttempt(limiter, { account: "1:pair@example.com", ip });
  });
});
