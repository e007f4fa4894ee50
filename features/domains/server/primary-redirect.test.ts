import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { originOfSite } from "../../../app/view-models/seo.server.ts";
import { redirectsToPrimary } from "./primary-redirect.ts";

/** One address per site (decision 066): other hosts answer 301 to the primary; absolute URLs name it. */

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  // The first host is the primary (the factories' rule): the second is, say, the slug address.
  await createOrganization({ db: t.db, name: "Two hosts", hosts: ["primary.localhost", "other.localhost"] });
});

afterAll(() => t?.close());

const get = (path: string, host: string, init: RequestInit = {}) => t.request(path, { host, ...init });

describe("the primary host", () => {
  it("answers a page on another host of the site with 301 to the same path and query on the primary", async () => {
    const res = await get("/about/team?lang=es&x=1", "other.localhost");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("http://primary.localhost/about/team?lang=es&x=1");
    const head = await get("/", "other.localhost:3917", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("http://primary.localhost:3917/");
  });

  it("keeps the scheme the visitor used behind a trusted proxy", async () => {
    const res = await get("/blog", "other.localhost", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("location")).toBe("https://primary.localhost/blog");
  });

  it("does not move the primary itself, the API, form posts, the hand-off, health or internal paths", async () => {
    expect((await get("/", "primary.localhost")).status).not.toBe(301);
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
    expect(tenant.primaryHost).toBe("primary.localhost");
    const headers = new Headers({ host: "other.localhost:3917" });
    expect(originOfSite(headers, tenant, { TRUST_PROXY: false })).toBe("http://primary.localhost:3917");
    expect(originOfSite(headers, tenant, { TRUST_PROXY: false, PUBLIC_ORIGIN: "https://x.example" })).toBe(
      "https://primary.localhost",
    );
  });
});
