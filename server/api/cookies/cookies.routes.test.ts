import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../../db/seed/factories.ts";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import { cookieConsents } from "../../db/schema/index.ts";
import { accountClient, cookieHeader } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: { id: number };
let orgB: { id: number };
const ids = { essential: [] as number[], analytics: 0, inactive: 0, foreign: 0 };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = await createOrganization({
    db: t.db,
    name: "Org A",
    hosts: ["a.localhost"],
    settings: { language: "en", supported_locales: ["en", "es"], require_email_verification: false },
  });
  orgB = await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const a = await createCookieCategories({
    db: t.db,
    organizationId: orgA.id,
    categories: [
      {
        name: "Essential",
        name_translation: { es: "Esenciales" },
        services: [{ name: "Session" }, { name: "Preferences", name_translation: { es: "Preferencias" } }],
      },
      {
        name: "Analytics",
        description: "Counts visits",
        services: [
          { name: "Stats", script_url: "/demo/consented-analytics.js" },
          { name: "Old", active: false },
        ],
      },
    ],
  });
  ids.essential = a[0]!.services.map((s) => s.id);
  ids.analytics = a[1]!.services[0]!.id;
  ids.inactive = a[1]!.services[1]!.id;
  const b = await createCookieCategories({
    db: t.db,
    organizationId: orgB.id,
    categories: [{ name: "Marketing", services: [{ name: "B ads" }] }],
  });
  ids.foreign = b[0]!.services[0]!.id;
});

afterAll(() => t.close());

const post = (body: unknown, headers: Record<string, string> = {}, host = "a.localhost") =>
  t.request("/api/cookies/consent", {
    method: "POST",
    host,
    headers: { "content-type": "application/json", "user-agent": "TestAgent/1.0", ...headers },
    body: JSON.stringify(body),
  });

async function consentCount() {
  return (await t.db.select({ id: cookieConsents.id }).from(cookieConsents)).length;
}

describe("GET /api/cookies/categories", () => {
  it("lists the host organization's categories with their active services only", async () => {
    const res = await t.request("/api/cookies/categories", { host: "a.localhost" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.map((c: { name: string }) => c.name)).toEqual(["Essential", "Analytics"]);
    expect(body[0].is_essential).toBe(true);
    expect(body[1].is_essential).toBe(false);
    expect(body[1].description_en).toBe("Counts visits");
    expect(body[1].cookie_service).toEqual([
      { id: ids.analytics, name: "Stats", description: "", active: true, script_url: "/demo/consented-analytics.js" },
    ]);

    const other = await (await t.request("/api/cookies/categories", { host: "b.localhost" })).json();
    expect(other.map((c: { name: string }) => c.name)).toEqual(["Marketing"]);
  });

  it("translates names for a supported locale and keeps the essential flag", async () => {
    const body = await (await t.request("/api/cookies/categories?locale=es", { host: "a.localhost" })).json();
    expect(body[0].name).toBe("Esenciales");
    expect(body[0].is_essential).toBe(true);
    expect(body[0].cookie_service.map((s: { name: string }) => s.name)).toEqual(["Session", "Preferencias"]);
  });

  it("answers 400 for an unknown locale", async () => {
    const res = await t.request("/api/cookies/categories?locale=xx", { host: "a.localhost" });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe("locale");
  });
});

describe("POST /api/cookies/consent", () => {
  it("records an anonymous consent, gives the browser an anonymous id, and GET returns the last record", async () => {
    const first = await post({
      consent_given: true,
      services: [ids.analytics, ...ids.essential],
      organization_id: orgA.id,
    });
    expect(first.status).toBe(201);
    const cookie = cookieHeader(first);
    expect(cookie).toMatch(/^consent_id=[0-9a-f-]{36}$/);
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const second = await post({ consent_given: false, services: ids.essential, organization_id: orgA.id }, { cookie });
    expect(second.status).toBe(201);
    expect(second.headers.get("set-cookie")).toBeNull();

    const last = await t.request(`/api/cookies/consent?organization_id=${orgA.id}`, {
      host: "a.localhost",
      headers: { cookie },
    });
    expect(last.status).toBe(200);
    expect(await last.json()).toMatchObject({
      consent_given: false,
      services: [...ids.essential].sort((x, y) => x - y),
      organization_id: orgA.id,
    });

    const rows = await t.db.select().from(cookieConsents);
    const mine = rows.filter((row) => row.anonymous_id === cookie.split("=")[1]);
    expect(mine).toHaveLength(2);
    expect(mine[0]!.user_agent).toBe("TestAgent/1.0");
    expect(mine[0]!.user_id).toBeNull();
  });

  it("answers GET with an empty consent for a browser that never chose", async () => {
    const res = await t.request("/api/cookies/consent", { host: "a.localhost" });
    expect(await res.json()).toEqual({ consent_given: null, services: [], organization_id: orgA.id, created_at: null });
  });

  it("refuses another organization's, unknown or inactive service ids with 400 and stores nothing", async () => {
    const before = await consentCount();
    for (const services of [[ids.foreign], [ids.analytics, 999_999], [ids.inactive]]) {
      const res = await post({ consent_given: true, services, organization_id: orgA.id });
      expect(res.status, JSON.stringify(services)).toBe(400);
      const body = await res.json();
      expect(body.field).toBe("services");
      expect(body.error).toMatch(/unknown service id/);
    }
    expect(await consentCount()).toBe(before);
  });

  it("refuses an organization_id that is not the host's, or none", async () => {
    const before = await consentCount();
    const foreign = await post({ consent_given: true, services: [ids.foreign], organization_id: orgB.id });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).field).toBe("organization_id");
    const missing = await post({ consent_given: true, services: [] });
    expect(missing.status).toBe(400);
    expect((await missing.json()).field).toBe("organization_id");
    const get = await t.request(`/api/cookies/consent?organization_id=${orgB.id}`, { host: "a.localhost" });
    expect(get.status).toBe(400);
    expect(await consentCount()).toBe(before);
  });

  it("refuses wrong types and oversized lists with 400 naming the field", async () => {
    const before = await consentCount();
    const cases: [unknown, string][] = [
      [{ consent_given: "yes", services: [], organization_id: orgA.id }, "consent_given"],
      [{ consent_given: true, services: "1,2", organization_id: orgA.id }, "services"],
      [{ consent_given: true, services: ["1"], organization_id: orgA.id }, "services.0"],
      [{ consent_given: true, services: [1.5], organization_id: orgA.id }, "services.0"],
      [{ consent_given: true, services: [1], organization_id: String(orgA.id) }, "organization_id"],
      [
        { consent_given: true, services: Array.from({ length: 201 }, (_, i) => i + 1), organization_id: orgA.id },
        "services",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).field).toBe(field);
    }
    const notJson = await t.request("/api/cookies/consent", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect(await consentCount()).toBe(before);
  });

  it("ties the record to the user when a bearer token is sent, and GET reads that user's last record", async () => {
    const client = accountClient(t, "a.localhost");
    const registered = await client.register({ email: "carol@example.com" });
    expect(registered.status).toBeLessThan(300);
    const login = await client.post("/api/auth/login", { email: "carol@example.com", password: "Passw0rd-ok" });
    const token = login.headers.get("set-auth-token")!;
    expect(token).toBeTruthy();
    const res = await post(
      { consent_given: true, services: [ids.analytics], organization_id: orgA.id },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(cookieConsents);
    const last = rows.at(-1)!;
    expect(last.user_id).toBeTruthy();
    expect(last.services).toEqual([ids.analytics]);

    const mine = await t.request("/api/cookies/consent", {
      host: "a.localhost",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await mine.json()).toMatchObject({ consent_given: true, services: [ids.analytics] });
    // The same token on another organization's host is no session there: nothing of carol's shows.
    const elsewhere = await t.request("/api/cookies/consent", {
      host: "b.localhost",
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await elsewhere.json()).services).toEqual([]);
  });
});

describe("consent records", () => {
  it("cannot be changed once written (append-only in the database itself)", async () => {
    const res = await post({ consent_given: true, services: [ids.analytics], organization_id: orgA.id });
    expect(res.status).toBe(201);
    const error = await t.db.execute(sql`update cookie_consents set consent_given = false`).then(
      () => null,
      (e: unknown) => e as Error & { cause?: Error },
    );
    expect(`${error?.message} ${error?.cause?.message}`).toMatch(/append-only/);
    const rows = await t.db.select().from(cookieConsents);
    expect(rows.at(-1)!.consent_given).toBe(true);
  });
});
