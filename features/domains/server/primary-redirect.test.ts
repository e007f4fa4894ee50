import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { originOfSite } from "../../../app/view-models/seo.server.ts";
import { eq } from "drizzle-orm";
import { domains } from "../../../server/db/schema/index.ts";
import { redirectsToPrimary } from "./primary-redirect.ts";

/** One address per site (decision 066): other hosts answer 301 to the primary; absolute URLs name it. */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  // Two platform hosts (the demo's localhost and 127.0.0.1, say) and a verified custom domain.
  const org = await createOrganization({ db: t.db, name: "Hosts", hosts: ["slug.localhost", "other.localhost"] });
  await createOrganization({ db: t.db, name: "Plain", hosts: ["plain.localhost", "plain-two.localhost"] });
  await t.db.update(domains).set({ is_primary: false }).where(eq(domains.organization_id, org.id));
  await t.db.insert(domains).values({
    organization_id: org.id,
    host: "primary.example",
    kind: "custom",
    status: "active",
    is_primary: true,
    verification_token: "x",
  });
});

afterAll(() => t?.close());

const get = (path: string, host: string, init: RequestInit = {}) => t.request(path, { host, ...init });

describe("the primary host", () => {
  it("answers a page on another host of the site with 301 to the same path and query on the primary", async () => {
    const res = await get("/about/team?lang=es&x=1", "other.localhost");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("http://primary.example/about/team?lang=es&x=1");
    expect((await get("/", "slug.localhost")).headers.get("location")).toBe("http://primary.example/");
    const head = await get("/", "other.localhost:3917", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("http://primary.example:3917/");
  });

  it("leaves a site without a custom primary alone: all its hosts serve", async () => {
    expect((await get("/", "plain-two.localhost")).status).not.toBe(301);
    expect((await t.services.tenants.resolve("plain-two.localhost"))?.primaryIsCustom).toBe(false);
  });

  it("keeps the scheme the visitor used behind a trusted proxy", async () => {
    const res = await get("/blog", "other.localhost", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("location")).toBe("https://primary.example/blog");
  });

  it("does not move the primary itself, the API, form posts, the hand-off, health or internal paths", async () => {
    expect((await get("/", "primary.example")).status).not.toBe(301);
    expect((await get("/api/openapi.json", "other.localhost")).status).toBe(200);
    expect((await get("/healthz", "other.localhost")).status).toBe(200);
    expect(redirectsToPrimary("POST", "/login")).toBe(false);
    expect(redirectsToPrimary("GET", "/_tessera/handoff")).toBe(false);
    expect(redirectsToPrimary("GET", "/internal/tls-allowed")).toBe(false);
    expect(redirectsToPrimary("GET", "/media/1/2/a.webp")).toBe(false);
    expect(redirectsToPrimary("GET", "/api/me")).toBe(false);
    expect(redirectsToPrimary("GET", "/apiary")).toBe(true);
    expect(redirectsToPrimary("GET", "/login")).toBe(true);
  });

  it("names the primary in absolute URLs (canonical, hreflang, sitemap, Open Graph) whichever host rendered", async () => {
    const tenant = (await t.services.tenants.resolve("other.localhost"))!;
    expect(tenant.primaryHost).toBe("primary.example");
    const headers = new Headers({ host: "other.localhost:3917" });
    expect(originOfSite(headers, tenant, { TRUST_PROXY: false })).toBe("http://primary.example:3917");
    expect(originOfSite(headers, tenant, { TRUST_PROXY: false, PUBLIC_ORIGIN: "https://x.example" })).toBe(
      "https://primary.example",
    );
  });
});
