import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { users } from "../db/schema/index.ts";
import { BAD_TEXT_REASONS, findBadText, findBadUrlText, jsonDeeperThan } from "./reject-bad-input.ts";

describe("findBadText", () => {
  it("names the first field holding a NUL or a lone surrogate", () => {
    expect(findBadText({ email: "a@x.io", password: "ab\u0000c" })).toEqual({
      field: "password",
      reason: BAD_TEXT_REASONS.nul,
    });
    expect(findBadText({ items: [{ name: "ok" }, { name: "\ud800x" }] })).toEqual({
      field: "items.1.name",
      reason: BAD_TEXT_REASONS.surrogate,
    });
    expect(findBadText({ name: "x\udc00" })?.reason).toBe(BAD_TEXT_REASONS.surrogate);
    expect(findBadText("\u0000")).toEqual({ field: "body", reason: BAD_TEXT_REASONS.nul });
    expect(findBadText({ "a\u0000": 1 })?.field).toBe("body");
  });

  it("accepts ordinary text, emoji (surrogate pairs) and other types", () => {
    expect(findBadText({ name: "Zoë 😀 漢字", n: 1, b: true, z: null, list: ["x"] })).toBeNull();
    expect(findBadText(undefined)).toBeNull();
  });
});

describe("findBadUrlText", () => {
  const at = (path: string) => findBadUrlText(new URL(path, "http://x.localhost"));
  it("checks decoded path segments and query values", () => {
    expect(at("/about%00x")).toEqual({ field: "path", reason: BAD_TEXT_REASONS.nul });
    expect(at("/api/auth/verify-email?token=a%00b")).toEqual({ field: "token", reason: BAD_TEXT_REASONS.nul });
    expect(at("/x?%00=1")).toEqual({ field: "query", reason: BAD_TEXT_REASONS.nul });
    expect(at("/%ED%A0%80")).toEqual({ field: "path", reason: BAD_TEXT_REASONS.encoding });
    expect(at("/%E0%A4%A")).toEqual({ field: "path", reason: BAD_TEXT_REASONS.encoding });
  });

  it("accepts ordinary addresses", () => {
    expect(at("/es/about?x=1&y=%C3%BC")).toBeNull();
    expect(at("/caf%C3%A9")).toBeNull();
  });
});

describe("bad text at the edge", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
    await createOrganization({ db: t.db, name: "A", hosts: ["a.localhost"] });
    client = accountClient(t, "a.localhost");
  });

  afterAll(() => t.close());

  it.each([
    ["username", { username: "nul\u0000name", email: "nul1@example.com", password: "Passw0rd-ok" }],
    ["email", { username: "nulname", email: "nul\u0000@example.com", password: "Passw0rd-ok" }],
    ["password", { username: "nulname", email: "nul2@example.com", password: "Passw0rd-ok\u0000" }],
    ["fullName", { username: "nulname", email: "nul3@example.com", password: "Passw0rd-ok", fullName: "\u0000" }],
    ["email", { username: "nulname", email: "sur\ud800@example.com", password: "Passw0rd-ok" }],
  ])("refuses registration with a bad %s: 400 naming it, nothing stored", async (field, body) => {
    const res = await client.post("/api/auth/register", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field, error: expect.stringContaining(field) });
    expect(await t.db.select({ id: users.id }).from(users)).toEqual([]);
  });

  it.each([
    ["/api/auth/login", { email: "a\u0000@example.com", password: "x" }, "email"],
    ["/api/auth/login", { email: "a@example.com", password: "x\u0000" }, "password"],
    ["/api/auth/password-reset/request", { email: "\u0000" }, "email"],
    ["/api/auth/password-reset/confirm", { token: "t\u0000", password: "Passw0rd-ok" }, "token"],
  ])("refuses %s with a NUL in %o", async (path, body, field) => {
    const res = await client.post(path, body);
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe(field);
  });

  it("refuses a NUL in a query string or a path segment", async () => {
    const token = await client.get("/api/auth/verify-email?token=a%00b");
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ field: "token" });
    const section = await client.get("/api/template-sections?url_page=/home%00");
    expect(section.status).toBe(400);
    expect(await section.json()).toMatchObject({ field: "url_page" });
    const path = await client.get("/api/auth/%00/login");
    expect(path.status).toBe(400);
    expect(await path.json()).toMatchObject({ field: "path" });
  });

  it("refuses a page request whose path holds a NUL, before any loader runs", async () => {
    const res = await t.request("/about%00", { host: "a.localhost" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("path: must not contain a NUL character");
  });

  it("leaves malformed JSON to the validator's own message", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/JSON/);
  });

  it("refuses a NUL in the session cookie without a server error", async () => {
    const res = await client.get("/api/me", { cookie: "tessera.session_token=abc%00def.sig" });
    expect(res.status).toBeLessThan(500);
  });
});

describe("deeply nested JSON", () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

  it("is measured by a scan that ignores brackets inside strings", () => {
    expect(jsonDeeperThan(deep(64))).toBe(false);
    expect(jsonDeeperThan(deep(65))).toBe(true);
    expect(jsonDeeperThan(`${"[".repeat(20_000)}${"]".repeat(20_000)}`)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: "[[[[[[".repeat(100), b: '\\"{{{{' }))).toBe(false);
    // An escaped quote does not end the string: the brackets after it are still text.
    expect(jsonDeeperThan(`{"a":"\\"${"[".repeat(100)}"}`)).toBe(false);
  });

  it("is walked without recursion: a 20,000-deep value that passed the scan would not overflow", () => {
    let value: unknown = "\u0000";
    for (let i = 0; i < 20_000; i++) value = [value];
    expect(findBadText(value)).toMatchObject({ reason: BAD_TEXT_REASONS.nul });
    expect(findBadText(value)!.field).toBe(Array(20_000).fill("0").join("."));
  });
});
