import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { isCrossSiteAction } from "./origin-check.ts";
import { requestOrigin } from "./request-origin.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await createOrganization({ db: t.db, name: "A", hosts: ["a.localhost"] });
  const client = accountClient(t, "a.localhost");
  await client.register({ email: "victim@example.com" });
  cookie = await client.signIn("victim@example.com");
});

afterAll(() => t.close());

const post = (path: string, headers: Record<string, string>, body = "{}") =>
  t.request(path, {
    method: "POST",
    host: "a.localhost",
    headers: { "x-forwarded-for": "10.9.9.9", ...headers },
    body,
  });

describe("origin check on state-changing requests", () => {
  it("refuses a cross-site JSON POST that carries the session cookie", async () => {
    const res = await post("/api/auth/sign-out-everywhere", {
      cookie,
      origin: "http://evil.example",
      "content-type": "application/json",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "Cross-site request refused" });
    const me = await t.request("/api/me", { host: "a.localhost", headers: { cookie } });
    expect((await me.json()).user).not.toBeNull();
  });

  it("refuses a cross-site text/plain or form POST with the cookie, to the API and to pages", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const api = await post(
        "/api/auth/sign-out-everywhere",
        { cookie, origin: "http://evil.example", "content-type": type },
        "a=1",
      );
      expect(api.status).toBe(403);
      const page = await post("/account", { cookie, origin: "http://evil.example", "content-type": type }, "a=1");
      expect(page.status).toBe(403);
    }
  });

  it("refuses a sibling host of the same site and a missing Origin and Referer", async () => {
    expect((await post("/api/auth/sign-out", { cookie, origin: "http://b.localhost" })).status).toBe(403);
    expect((await post("/api/auth/sign-out", { cookie })).status).toBe(403);
    expect((await post("/api/auth/sign-out", { cookie, origin: "null" })).status).toBe(403);
  });

  it("falls back to the Referer when there is no Origin", async () => {
    expect((await post("/api/auth/sign-out", { cookie, referer: "http://evil.example/a" })).status).toBe(403);
    const res = await post(
      "/api/account/password",
      { cookie, referer: "http://a.localhost/account", "content-type": "application/json" },
      "{}",
    );
    expect(res.status).toBe(400);
  });

  it("lets same-origin requests and requests without the cookie through", async () => {
    const same = await post("/api/account/password", {
      cookie,
      origin: "http://a.localhost",
      "content-type": "application/json",
    });
    expect(same.status).toBe(400);
    const bearerOnly = await post(
      "/api/auth/login",
      { origin: "http://evil.example", "content-type": "application/json" },
      JSON.stringify({ email: "victim@example.com", password: "Passw0rd-ok" }),
    );
    expect(bearerOnly.status).toBe(200);
  });
});

describe("a page action sent from another site", () => {
  const form = (origin: string | null, method = "POST") =>
    new Request("http://a.localhost/login", { method, headers: origin === null ? {} : { origin } });

  it("is told apart as React Router tells it: another origin, or an Origin that is no address", () => {
    expect(isCrossSiteAction(form("http://evil.example"))).toBe(true);
    expect(isCrossSiteAction(form("https://a.localhost"))).toBe(true);
    expect(isCrossSiteAction(form("not a url"))).toBe(true);
    expect(isCrossSiteAction(form("http://a.localhost"))).toBe(false);
    expect(isCrossSiteAction(form(null))).toBe(false);
    expect(isCrossSiteAction(form("null"))).toBe(false);
    expect(isCrossSiteAction(form("http://evil.example", "GET"))).toBe(false);
  });

  it("gets a readable 400 page, without a session cookie too, before React Router sees it", async () => {
    const res = await post(
      "/login",
      { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      "email=a%40b.example&password=x",
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("This form came from another site, so nothing was done with it.");
    // From the request's own origin it goes on to React Router (not built in this test app, whose
    // requests are addressed to http://localhost whatever their Host header).
    const same = await post(
      "/login",
      { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      "email=a%40b.example&password=x",
    );
    expect(same.status).toBe(404);
    expect(await same.text()).toBe("Pages are not built in this instance");
  });
});

describe("requestOrigin", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it("reads forwarded host and scheme only behind a trusted proxy", () => {
    const h = headers({ host: "internal:3000", "x-forwarded-host": "www.example.com", "x-forwarded-proto": "https" });
    expect(requestOrigin(h, "http://internal:3000/x", { TRUST_PROXY: true, PUBLIC_ORIGIN: undefined })).toBe(
      "https://www.example.com",
    );
    expect(requestOrigin(h, "http://internal:3000/x", { TRUST_PROXY: false, PUBLIC_ORIGIN: undefined })).toBe(
      "http://internal:3000",
    );
  });
  it("takes the scheme of PUBLIC_ORIGIN for its own host", () => {
    const h = headers({ host: "www.example.com" });
    expect(
      requestOrigin(h, "http://www.example.com/x", { TRUST_PROXY: false, PUBLIC_ORIGIN: "https://www.example.com" }),
    ).toBe("https://www.example.com");
    const other = headers({ host: "other.example.com" });
    expect(
      requestOrigin(other, "http://other.example.com/x", {
        TRUST_PROXY: false,
        PUBLIC_ORIGIN: "https://www.example.com",
      }),
    ).toBe("http://other.example.com");
  });
});
