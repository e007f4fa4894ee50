import { describe, expect, it } from "vitest";
import {
  orgA,
  orgB,
  cookies,
  ownMenu,
  call,
  expectNothingChanged,
  useOrganizationsApp,
} from "./organizations.test-setup.ts";

// Who may read and write an organization, and what GET answers (the app comes from createTestApp in organizations.test-setup.ts).
useOrganizationsApp();

describe("who may read and write the organization", () => {
  const calls: [string, () => string, unknown?][] = [
    ["GET", () => `/api/organizations/${orgA}`],
    ["PUT", () => `/api/organizations/${orgA}`, { settings: { font_family: "Lato" } }],
    ["GET", () => `/api/organizations/${orgA}/sections/faqs`],
  ];
  for (const [method, path, body] of calls) {
    it(`${method} ${path.toString().includes("sections") ? "sections" : "organization"}: anonymous 401, a user 403, another site's admin 401`, async () => {
      await expectNothingChanged(async () => {
        const anonymous = await call(method, path(), body, { cookie: null });
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.error).toBe("No active session found. Please log in again.");
        expect((await call(method, path(), body, { cookie: cookies.userA })).status).toBe(403);
        expect((await call(method, path(), body, { cookie: cookies.adminB })).status).toBe(401);
      });
    });
  }

  it("answers 404 for another organization's id, even to that organization's admin on this host, and changes nothing", async () => {
    await expectNothingChanged(async () => {
      for (const path of [
        `/api/organizations/${orgB}`,
        `/api/organizations/${orgB}/sections/faqs`,
        `/api/organizations/999999`,
      ]) {
        const answer = await call("GET", path);
        expect(answer.status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain("B secret");
      }
      expect((await call("PUT", `/api/organizations/${orgB}`, { faqs: [] })).status).toBe(404);
      // B's admin on B's host naming A: 404 too.
      expect(
        (await call("GET", `/api/organizations/${orgA}`, undefined, { cookie: cookies.adminB, host: "b.localhost" }))
          .status,
      ).toBe(404);
    });
  });
});

describe("GET /api/organizations/{id}", () => {
  it("answers the organization, its settings with header and footer styles, the hero seam and every list", async () => {
    const { status, body } = await call("GET", `/api/organizations/${orgA}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        "organization",
        "settings",
        "website_hero",
        "menu_items",
        "submenu_items",
        "blog_posts",
        "products",
        "pricing_plans",
        "features",
        "faqs",
        "banners",
        "cookie_categories",
        "cookie_services",
        "cookie_consent_records",
        "list_versions",
      ].sort(),
    );
    expect(body.organization).toMatchObject({ id: orgA, name: "Org A" });
    // Each list's version, to send back with it (decision 031).
    expect(Object.keys(body.list_versions as object).sort()).toEqual(
      [
        "menu_items",
        "submenu_items",
        "blog_posts",
        "products",
        "pricing_plans",
        "features",
        "faqs",
        "banners",
        "cookie_categories",
        "cookie_services",
      ].sort(),
    );
    const settings = body.settings as Record<string, unknown>;
    expect(settings).toMatchObject({ name: "Org A", font_family: "Inter", language: "en" });
    expect(settings.header_style).toMatchObject({
      type: "default",
      background: "white",
      color: "gray-700",
      logo_height: "h-12",
    });
    expect(settings.footer_style).toMatchObject({
      background: "neutral-900",
      color: "neutral-400",
      color_hover: "white",
    });
    expect(body.website_hero).toBeNull();
    expect((body.faqs as { question: string }[]).map((faq) => faq.question)).toEqual(["A first?", "A second?"]);
    const menus = body.menu_items as { id: number; website_submenuitem: { name: string }[] }[];
    expect(menus.map((menu) => menu.id)).toEqual([ownMenu]);
    expect(menus[0]!.website_submenuitem.map((sub) => sub.name)).toEqual(["Audit"]);
    expect(JSON.stringify(body)).not.toContain("B secret");
  });

  it("reloads one tab: its lists only; an unknown tab is a 400 naming the choices", async () => {
    const faqTab = await call("GET", `/api/organizations/${orgA}/sections/faqs`);
    expect(faqTab.status).toBe(200);
    expect(Object.keys(faqTab.body)).toEqual(["faqs", "list_versions"]);
    const menuTab = await call("GET", `/api/organizations/${orgA}/sections/menu`);
    expect(Object.keys(menuTab.body).sort()).toEqual(["list_versions", "menu_items", "submenu_items"]);
    const unknown = await call("GET", `/api/organizations/${orgA}/sections/secrets`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/sectionName: must be one of general, hero/);
  });
});
