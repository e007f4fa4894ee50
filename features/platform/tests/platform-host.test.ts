import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, platformAccounts } from "../../../server/db/schema/index.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { DEMO_PASSWORD } from "../../../server/db/seed/accounts.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { openPlatformSession } from "../server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const PLATFORM = "app.localhost";

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
});
afterAll(() => t.close());

async function setStatus(slug: string, status: "draft" | "live" | "suspended" | "deleted") {
  const [row] = await t.db.update(organizations).set({ status }).where(eq(organizations.slug, slug)).returning();
  t.services.tenants.purge(`org-${row!.id}`);
}

describe("the platform's own host", () => {
  it("answers its landing page with the two ways in, and no site", async () => {
    const response = await t.request("/", { host: PLATFORM });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Create your site");
    expect(html).toContain("Sign in");
    expect(html).not.toContain("Brightpath");
  });

  it("has its own API, and not the sites'", async () => {
    expect((await t.request("/api/platform/me", { host: PLATFORM })).status).toBe(401);
    const sitesApi = await t.request("/api/pages", { host: PLATFORM });
    expect(sitesApi.status).toBe(404);
    expect(await sitesApi.json()).toEqual({ error: "Not found" });
    expect((await t.request("/some-page", { host: PLATFORM })).status).toBe(404);
  });

  it("is not reachable on a site's host", async () => {
    const response = await t.request("/api/platform/me", { host: "localhost" });
    expect(response.status).toBe(404);
  });

  it("knows its signed-in account from the platform cookie, which is no session on a site", async () => {
    const [account] = await t.db
      .insert(platformAccounts)
      .values({ email: "owner@example.test", password_hash: "x", email_verified_at: new Date() })
      .returning();
    const token = await openPlatformSession(t.services.db, account!.id);
    const cookie = `${PLATFORM_SESSION_COOKIE}=${token}`;
    const me = await t.request("/api/platform/me", { host: PLATFORM, headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      account: {
        id: account!.id,
        email: "owner@example.test",
        email_verified: true,
        is_operator: false,
        ui_locale: null,
      },
    });
    // The same cookie on a site: a visitor there.
    const site = await t.request("/api/me", { host: "localhost", headers: { cookie } });
    const visitor = await t.request("/api/me", { host: "localhost" });
    expect(site.status).toBe(visitor.status);
    expect(await site.text()).toBe(await visitor.text());
    // A made-up token is nobody.
    const forged = await t.request("/api/platform/me", {
      host: PLATFORM,
      headers: { cookie: `${PLATFORM_SESSION_COOKIE}=nope` },
    });
    expect(forged.status).toBe(401);
  });
});

describe("a site that is not live", () => {
  it("shows visitors a 503 'coming soon' while a draft, with Retry-After and noindex, and its admin the site", async () => {
    await setStatus("globex", "draft");
    try {
      const page = await t.request("/", { host: "globex.localhost" });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("3600");
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(await page.text()).toContain("Coming soon");
      const api = await t.request("/api/menu-items", { host: "globex.localhost" });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: "This site is coming soon" });
      // Its admin signs in and sees the site.
      const globex = accountClient(t, "globex.localhost");
      const cookie = await globex.signIn("admin@globex.localhost", DEMO_PASSWORD);
      const asAdmin = await globex.get("/api/menu-items", { cookie });
      expect(asAdmin.status).toBe(200);
    } finally {
      await setStatus("globex", "live");
    }
  });

  it("shows visitors 'This site is paused' while suspended", async () => {
    await setStatus("globex", "suspended");
    try {
      const page = await t.request("/", { host: "globex.localhost" });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("This site is paused");
    } finally {
      await setStatus("globex", "live");
    }
  });

  it("is gone at once when deleted: No site at this address", async () => {
    await setStatus("globex", "deleted");
    try {
      const page = await t.request("/", { host: "globex.localhost" });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("No site at this address");
    } finally {
      await setStatus("globex", "live");
    }
  });
});
