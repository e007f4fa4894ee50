import { createHash } from "node:crypto";
import { EARLY_DISMISSAL_SCRIPT } from "../../shared/rules/banners.ts";
import { EARLY_CLICKS_SCRIPT } from "../../shared/browser/early-clicks.ts";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createNonce, HSTS, pageContentSecurityPolicy, SECURITY_HEADERS, wantsHsts } from "./security-headers.ts";

describe("pageContentSecurityPolicy", () => {
  it("allows scripts only by nonce (and our two inline scripts by hash), with 'strict-dynamic' and the fallbacks old browsers need", () => {
    const hash = (script: string) => createHash("sha256").update(script, "utf8").digest("base64");
    expect(pageContentSecurityPolicy("abc")).toBe(
      `script-src 'nonce-abc' 'sha256-${hash(EARLY_DISMISSAL_SCRIPT)}' 'sha256-${hash(EARLY_CLICKS_SCRIPT)}' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`,
    );
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("wantsHsts", () => {
  it("is on for an HTTPS public origin, whatever the request says", () => {
    expect(wantsHsts({ publicOrigin: "https://www.example.com", trustProxy: false }, undefined)).toBe(true);
    expect(wantsHsts({ publicOrigin: "https://www.example.com", trustProxy: true }, "http")).toBe(true);
  });

  it("follows X-Forwarded-Proto only behind a trusted proxy", () => {
    expect(wantsHsts({ publicOrigin: undefined, trustProxy: true }, "https")).toBe(true);
    expect(wantsHsts({ publicOrigin: undefined, trustProxy: true }, "HTTPS, http")).toBe(true);
    expect(wantsHsts({ publicOrigin: undefined, trustProxy: true }, ["https"])).toBe(true);
    expect(wantsHsts({ publicOrigin: undefined, trustProxy: true }, "http")).toBe(false);
    expect(wantsHsts({ publicOrigin: undefined, trustProxy: false }, "https")).toBe(false);
    expect(wantsHsts({ publicOrigin: "http://localhost:3000", trustProxy: false }, undefined)).toBe(false);
  });
});

describe("security headers of the Hono app", () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  async function app(overrides: Parameters<typeof createTestApp>[0] = {}) {
    const created = await createTestApp(overrides);
    apps.push(created);
    return created;
  }
  afterAll(async () => {
    await Promise.all(apps.map((created) => created.close()));
  });

  it("sends nosniff, the referrer policy and a script-free CSP on API answers, and no HSTS over plain HTTP", async () => {
    const t = await app();
    const response = await t.request("/api/template-sections?url_page=/home");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // Not even when a client claims HTTPS without a proxy we trust.
    const claimed = await t.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS for a year, subdomains included, when PUBLIC_ORIGIN is HTTPS", async () => {
    const t = await app({ PUBLIC_ORIGIN: "https://www.example.com" });
    for (const path of ["/healthz", "/api/template-sections?url_page=/home", "/nowhere"]) {
      const response = await t.request(path);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends HSTS behind a trusted proxy when the request came over HTTPS", async () => {
    const t = await app({ TRUST_PROXY: "true" });
    const secure = await t.request("/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe(HSTS);
    const plain = await t.request("/healthz", { headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});
