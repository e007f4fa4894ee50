import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { MAX_JSON_DEPTH } from "../../http/reject-bad-input.ts";
import { WRITE_LIMIT_MESSAGE } from "../../http/write-limit.ts";

/**
 * The edge of the API (decision 030): deep bodies are refused unparsed, signed-in
 * answers are private and every GET varies by viewer, and writes are limited per account.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let a: ReturnType<typeof accountClient>;
let adminCookie: string;
let bearer: string;

const deepBody = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", WRITE_LIMIT_PER_MINUTE: "5" });
  await createOrganization({ db: t.db, name: "A", hosts: ["a.localhost"] });
  a = accountClient(t, "a.localhost");
  await a.register({ email: "admin@example.com" });
  await a.register({ email: "other@example.com" });
  await makeAdmin({ db: t.db, email: "admin@example.com", organization: "a.localhost" });
  adminCookie = await a.signIn("admin@example.com");
  const login = await a.post("/api/auth/login", { email: "admin@example.com", password: "Passw0rd-ok" });
  bearer = login.headers.get("set-auth-token")!;
  expect(bearer).toBeTruthy();
});

afterAll(() => t.close());

describe("a 20,000-deep JSON body", () => {
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    t.request(path, {
      method,
      host: "a.localhost",
      headers: {
        "content-type": "application/json",
        origin: "http://a.localhost",
        "x-forwarded-for": "10.9.9.9",
        ...headers,
      },
      body: deepBody(20_000),
    });

  it.each([
    ["POST", "/api/auth/login", "anonymous"],
    ["POST", "/api/auth/register", "anonymous"],
    ["POST", "/api/contact", "anonymous"],
    ["POST", "/api/metrics", "cookie"],
    ["PUT", "/api/organizations/1", "cookie"],
    ["PATCH", "/api/me", "cookie"],
    ["PUT", "/api/template-sections/1", "bearer"],
  ])("%s %s (%s) is a 400 naming the body, before any handler", async (method, path, who) => {
    // A fresh limiter window per call: these requests must not be counted into the write limit's 429.
    t.services.rateLimiter.now = () => Date.now() + Math.random() * 1e12;
    const headers: Record<string, string> =
      who === "cookie" ? { cookie: adminCookie } : who === "bearer" ? { authorization: `Bearer ${bearer}` } : {};
    const res = await send(method, path, headers);
    t.services.rateLimiter.now = Date.now;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ field: "body", error: `body: is nested deeper than ${MAX_JSON_DEPTH} levels` });
  });

  it("lets a body exactly at the limit through to the validator", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json", origin: "http://a.localhost", "x-forwarded-for": "10.9.9.8" },
      body: `{"email":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).not.toMatch(/nested deeper/);
  });
});

describe("cache headers by viewer", () => {
  const get = (path: string, headers: Record<string, string> = {}) => t.request(path, { host: "a.localhost", headers });

  it("keeps every answer to a session cookie or a bearer token out of shared caches", async () => {
    const viewers: Record<string, string>[] = [{ cookie: adminCookie }, { authorization: `Bearer ${bearer}` }];
    for (const headers of viewers) {
      for (const path of ["/api/me", "/api/metrics", "/api/organizations/1", "/api/no-such-thing", "/about"]) {
        const res = await get(path, headers);
        expect(res.headers.get("cache-control"), `${path} ${Object.keys(headers)[0]}`).toBe("private, no-store");
        expect(res.headers.get("vary"), path).toMatch(/\bCookie\b.*\bAuthorization\b/);
      }
    }
    // A signed-in write's answer too (not a GET: no Vary needed, but never stored).
    const write = await a.post("/api/metrics", { title: "T", description: "D" }, { cookie: adminCookie });
    expect(write.status).toBe(201);
    expect(write.headers.get("cache-control")).toBe("private, no-store");
  });

  it("varies anonymous GETs of the API and of pages by Cookie and Authorization, without making them private", async () => {
    for (const path of ["/api/openapi.json", "/api/template-sections?url_page=/home", "/api/metrics", "/about"]) {
      const res = await get(path);
      expect(res.headers.get("vary"), path).toMatch(/\bCookie\b.*\bAuthorization\b/);
      expect(res.headers.get("cache-control") ?? "", path).not.toMatch(/private/);
    }
  });

  it("treats any cookie-borne session as signed in, even one that is not valid", async () => {
    const res = await get("/api/me", { cookie: "tessera.session_token=forged.sig" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the write limit per account", () => {
  it("answers 429 with Retry-After past WRITE_LIMIT_PER_MINUTE writes, from loopback too, for that account only", async () => {
    // Pinned mid-window, in a window no other test wrote in: the run never straddles a minute boundary.
    const window = Math.floor(Date.now() / 60_000) * 60_000 + 60 * 60_000;
    t.services.rateLimiter.now = () => window + 30_000;
    try {
      const other = await a.signIn("other@example.com");
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Loopback addresses are exempt from per-IP limits, never from this one.
        const res = await a.post(
          "/api/metrics",
          { title: `M${i}`, description: "d" },
          { cookie: adminCookie, ip: "127.0.0.1" },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
      const refused = await a.post(
        "/api/metrics",
        { title: "M6", description: "d" },
        { cookie: adminCookie, ip: "::1" },
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ error: WRITE_LIMIT_MESSAGE });
      // The same account by bearer token: the same counter.
      const byToken = await t.request("/api/metrics", {
        method: "POST",
        host: "a.localhost",
        headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
        body: JSON.stringify({ title: "M7", description: "d" }),
      });
      expect(byToken.status).toBe(429);
      // Reads are not writes, and another account has its own count.
      expect((await a.get("/api/me", { cookie: adminCookie })).status).toBe(200);
      expect((await a.post("/api/auth/sign-out", {}, { cookie: other })).status).toBe(200);
      // The next window opens the account again.
      t.services.rateLimiter.now = () => window + 90_000;
      expect((await a.post("/api/metrics", { title: "M8", description: "d" }, { cookie: adminCookie })).status).toBe(
        201,
      );
    } finally {
      t.services.rateLimiter.now = Date.now;
    }
  });
});
