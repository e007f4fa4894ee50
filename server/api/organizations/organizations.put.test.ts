import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { nextIp } from "../../../tests/setup/accounts.ts";
import { cookieServices, faqs, menuItems, organizations, submenuItems, websiteHero } from "../../db/schema/index.ts";
import {
  t,
  orgA,
  orgB,
  cookies,
  events,
  foreignFaq,
  foreignMenu,
  ownMenu,
  foreignCategory,
  foreignService,
  call,
  put,
  faqRows,
  revisionCount,
  expectNothingChanged,
  useOrganizationsApp,
} from "./organizations.test-setup.ts";

// PUT /api/organizations/{id}: settings and every list (the app comes from createTestApp in organizations.test-setup.ts).
useOrganizationsApp();

describe("PUT /api/organizations/{id}", () => {
  it("saves general settings (name and type to their columns), with one revision and one event", async () => {
    const revisionsBefore = await revisionCount();
    events.length = 0;
    const { status, body } = await put({
      settings: {
        name: "Org A Renamed",
        type: "legal",
        font_family: "Lato",
        supported_locales: ["en", "fr"],
        language: "fr",
      },
    });
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({ name: "Org A Renamed", type: "legal", font_family: "Lato", language: "fr" });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, orgA));
    expect(row!.name).toBe("Org A Renamed");
    expect(row!.settings).toMatchObject({ font_family: "Lato", supported_locales: ["en", "fr"] });
    expect(await revisionCount()).toBe(revisionsBefore + 1);
    expect(events).toEqual([orgA]);
  });

  it("saves header_style alone (the header editor's call) and keeps every other setting", async () => {
    const { status, body } = await put({ settings: { header_style: { type: "transparent", background: "sky-600" } } });
    expect(status).toBe(200);
    expect((body.settings as Record<string, unknown>).header_style).toMatchObject({
      type: "transparent",
      background: "sky-600",
    });
    expect((body.settings as Record<string, unknown>).font_family).toBe("Lato");
    const footer = await put({ settings: { footer_style: { type: "fixed", background: "gray-900" } } });
    expect((footer.body.settings as Record<string, unknown>).footer_style).toMatchObject({ type: "fixed" });
  });

  it("records the languages still to review (starter kit, decision 059), and clears them with null", async () => {
    const flagged = await put({ settings: { untranslated_locales: ["fr"] } });
    expect(flagged.status).toBe(200);
    expect((flagged.body.settings as Record<string, unknown>).untranslated_locales).toEqual(["fr"]);
    expect((await put({ settings: { untranslated_locales: ["xx"] } })).status).toBe(400);
    const cleared = await put({ settings: { untranslated_locales: null } });
    expect(cleared.status).toBe(200);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, orgA));
    expect((row!.settings as Record<string, unknown>).untranslated_locales).toBeUndefined();
  });

  it("saves the site logo (a gallery path or an http(s) address), answers it on GET and leaves the other organization alone", async () => {
    const logoB = async () =>
      ((await t.db.select().from(organizations).where(eq(organizations.id, orgB)))[0]!.settings as { logo?: string })
        .logo;
    const before = await logoB();
    for (const logo of ["/media/1/logo.webp", "https://cdn.example.com/logo.svg", "/demo/brightpath/logo.svg"]) {
      const saved = await put({ settings: { logo } });
      expect(saved.status, logo).toBe(200);
      expect((saved.body.settings as Record<string, unknown>).logo).toBe(logo);
      const read = await call("GET", `/api/organizations/${orgA}`);
      expect((read.body.settings as Record<string, unknown>).logo).toBe(logo);
    }
    // Another organization's id is a 404 and its logo stays what it was.
    const foreign = await call("PUT", `/api/organizations/${orgB}`, { settings: { logo: "/media/9/x.webp" } });
    expect(foreign.status).toBe(404);
    expect(await logoB()).toBe(before);
    // null clears it back to the default logo.
    const cleared = await put({ settings: { logo: null } });
    expect(cleared.status).toBe(200);
    expect((cleared.body.settings as Record<string, unknown>).logo ?? null).toBeNull();
  });

  it("refuses a logo of another scheme with a 400 naming settings.logo, and changes nothing", async () => {
    await put({ settings: { logo: "/media/1/kept.webp" } });
    await expectNothingChanged(async () => {
      for (const logo of [
        "javascript:alert(1)",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "ftp://x/logo.png",
        "logo.png",
        42,
      ]) {
        const answer = await put({ settings: { logo } });
        expect(answer.status, String(logo)).toBe(400);
        expect(answer.body.error).toMatch(/settings\.logo/);
      }
    });
    const read = await call("GET", `/api/organizations/${orgA}`);
    expect((read.body.settings as Record<string, unknown>).logo).toBe("/media/1/kept.webp");
  });

  it("refuses a stale organization version with 409 and the current record", async () => {
    await expectNothingChanged(async () => {
      const answer = await put({ updated_at: "2020-01-01T00:00:00.000Z", settings: { font_family: "Arial" } });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBeTruthy();
    });
  });

  it("adds, edits, deletes and reorders FAQs by the whole list; the answer is sanitised", async () => {
    const [first, second] = await faqRows(orgA);
    const { status, body } = await put({
      faqs: [
        { id: second!.id, question: "A second, edited?", answer: '<p onclick="x()">Two<script>alert(1)</script></p>' },
        { question: "A new one?", answer: "<p>New</p>" },
      ],
    });
    expect(status).toBe(200);
    const rows = await faqRows(orgA);
    expect(rows.map((row) => row.question)).toEqual(["A second, edited?", "A new one?"]);
    expect(rows.find((row) => row.id === first!.id)).toBeUndefined();
    expect(rows[0]!.answer).not.toMatch(/script|onclick/);
    expect((body.faqs as { question: string }[]).map((faq) => faq.question)).toEqual([
      "A second, edited?",
      "A new one?",
    ]);
  });

  it("records one restorable revision per list that changed, and none for a list sent unchanged", async () => {
    const before = (await call("GET", `/api/organizations/${orgA}/sections/faqs`)).body.faqs as Record<
      string,
      unknown
    >[];
    const revisionsBefore = await revisionCount();
    const unchanged = await put({ faqs: before });
    expect(unchanged.body.error).toBeUndefined();
    expect(unchanged.status).toBe(200);
    expect(await revisionCount()).toBe(revisionsBefore);

    await put({ faqs: [] });
    expect(await faqRows(orgA)).toEqual([]);
    const history = await call("GET", `/api/revisions?entity=organization_list&id=faqs`);
    expect(history.status).toBe(200);
    const [latest, previous] = history.body as unknown as { id: number; after: { items: unknown[] } }[];
    expect(latest!.after.items).toEqual([]);
    const restored = await call("POST", `/api/revisions/${previous!.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await faqRows(orgA)).map((row) => row.question)).toEqual(["A second, edited?", "A new one?"]);
  });

  it("answers 404 for an item id of another organization and changes nothing, other lists included", async () => {
    await expectNothingChanged(async () => {
      const answer = await put({ settings: { font_family: "Comic" }, faqs: [{ id: foreignFaq, question: "Stolen?" }] });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatch(/^faqs\.0\.id: no such FAQ/);
      const submenu = await put({ submenu_items: [{ menu_item_id: foreignMenu, name: "Hijack" }] });
      expect(submenu.status).toBe(404);
      expect(submenu.body.error).toMatch(/submenu_items\.0\.menu_item_id/);
      // The cookie lists: another organization's category or service, as an item or as a service's category.
      const category = await put({
        settings: { font_family: "Comic" },
        cookie_categories: [{ id: foreignCategory, name: "Stolen" }],
      });
      expect(category.status).toBe(404);
      expect(category.body.error).toMatch(/^cookie_categories\.0\.id: no such cookie category/);
      const service = await put({ cookie_services: [{ id: foreignService, category_id: foreignCategory, name: "X" }] });
      expect(service.status).toBe(404);
      expect(service.body.error).toMatch(/^cookie_services\.0\.category_id: no such cookie category/);
      const foreignId = await put({ cookie_services: [{ id: foreignService, name: "Stolen" }] });
      expect(foreignId.status).toBe(404);
      expect(foreignId.body.error).toMatch(/^cookie_services\.0\.id: no such cookie service/);
      const filedUnder = await put({ cookie_services: [{ category_id: foreignCategory, name: "Planted" }] });
      expect(filedUnder.status).toBe(404);
      expect(filedUnder.body.error).toMatch(/^cookie_services\.0\.category_id/);
    });
    const [row] = await t.db.select().from(faqs).where(eq(faqs.id, foreignFaq));
    expect(row!.question).toBe("B secret?");
    const [serviceB] = await t.db.select().from(cookieServices).where(eq(cookieServices.id, foreignService));
    expect(serviceB).toMatchObject({ name: "B secret pixel", category_id: foreignCategory, organization_id: orgB });
  });

  it("refuses bad payloads with a 400 naming the field, and changes nothing", async () => {
    const cases: [unknown, RegExp][] = [
      [{ bogus: 1 }, /bogus: is not a known field/],
      [{ settings: { faqs: [] } }, /settings\.faqs: is not a known field/],
      [{ settings: { header_style: { type: "floating" } } }, /settings\.header_style\.type/],
      [{ settings: { language: "xx" } }, /settings\.language/],
      [{ faqs: "none" }, /faqs: must be a list/],
      [{ faqs: [{ answer: "no question" }] }, /faqs\.0\.question: is required/],
      [{ faqs: [{ question: "x", colour: "red" }] }, /faqs\.0\.colour: is not a known field/],
      [{ menu_items: [{ display_name: "Bad", url_name: "Not A Slug" }] }, /menu_items\.0\.url_name/],
      [{ blog_posts: [{ title: "New post" }] }, /blog_posts\.0\.id/],
      [{ banners: [{ content: { link: { url: "javascript:alert(1)" } } }] }, /banners\.0\.content\.link\.url/],
      [{ website_hero: { title: "Hero" } }, /website_hero\.id/],
      [{ cookie_categories: [{ name: "  " }] }, /cookie_categories\.0\.name: is required/],
      [{ cookie_services: "none" }, /cookie_services: must be a list/],
      [{ cookie_services: [{ name: "Filed nowhere" }] }, /cookie_services\.0\.category_id: is required/],
      [{ cookie_services: [{ name: "x", tracking: true }] }, /cookie_services\.0\.tracking: is not a known field/],
      [{ cookie_services: [{ name: "x", active: "yes" }] }, /cookie_services\.0\.active: must be true or false/],
      [{}, /Send settings or at least one list/],
    ];
    await expectNothingChanged(async () => {
      for (const [body, message] of cases) {
        const answer = await put(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error).toMatch(message);
      }
      const broken = await t.request(`/api/organizations/${orgA}`, {
        method: "PUT",
        host: "a.localhost",
        headers: {
          origin: "http://a.localhost",
          "content-type": "application/json",
          cookie: cookies.adminA!,
          "x-forwarded-for": nextIp(),
        },
        body: "{not json",
      });
      expect(broken.status).toBe(400);
    });
  });

  it("refuses an item that names another organization (403) and an item loaded with its own one is fine", async () => {
    await expectNothingChanged(async () => {
      const answer = await put({ faqs: [{ organization_id: orgB, question: "Moved?" }] });
      expect(answer.status).toBe(403);
    });
    expect((await put({ faqs: [{ organization_id: orgA, question: "Mine?" }] })).status).toBe(200);
  });

  it("saves menu items and their submenu items (orders in steps of 10)", async () => {
    const { status } = await put({
      menu_items: [
        { id: ownMenu, display_name: "Services" },
        { display_name: "About", url_name: "about" },
      ],
      submenu_items: [
        { menu_item_id: ownMenu, name: "Strategy", url_name: "strategy" },
        { menu_item_id: ownMenu, name: "Design", url_name: "design" },
      ],
    });
    expect(status).toBe(200);
    const menus = await t.db.select().from(menuItems).where(eq(menuItems.organization_id, orgA));
    expect(menus.map((menu) => [menu.display_name, menu.order]).sort()).toEqual([
      ["About", 10],
      ["Services", 0],
    ]);
    const subs = await t.db.select().from(submenuItems).where(eq(submenuItems.organization_id, orgA));
    expect(subs.map((sub) => [sub.name, sub.order]).sort()).toEqual([
      ["Design", 10],
      ["Strategy", 0],
    ]);
  });

  it("saves products, features, pricing plans and banners", async () => {
    const { status, body } = await put({
      products: [{ name: "Consulting hour", price: 12000 }],
      features: [{ title: "Fast", description: "Very" }],
      pricing_plans: [{ name: "Pro", price: 4900, features: ["All"] }],
      banners: [{ position: "top", content: { text: "Sale" }, page_paths: ["/"] }],
    });
    expect(status).toBe(200);
    expect((body.products as { name: string }[])[0]!.name).toBe("Consulting hour");
    expect((body.features as { title: string }[])[0]!.title).toBe("Fast");
    expect((body.pricing_plans as { name: string }[])[0]!.name).toBe("Pro");
    expect((body.banners as { content: { text: string } }[])[0]!.content.text).toBe("Sale");
  });

  it("saves website_hero (the hero as loaded, a field changed) through the hero's own change function", async () => {
    const [own] = await t.db
      .insert(websiteHero)
      .values({ organization_id: orgA, url_page: "/home", title: "Welcome to A" })
      .returning();
    const [foreign] = await t.db
      .insert(websiteHero)
      .values({ organization_id: orgB, url_page: "/home", title: "B hero" })
      .returning();
    const loaded = (await call("GET", `/api/organizations/${orgA}/sections/hero`)).body.website_hero as Record<
      string,
      unknown
    >;
    expect(loaded).toMatchObject({ id: own!.id, title: "Welcome to A" });

    await expectNothingChanged(async () => {
      const other = await put({ website_hero: { ...loaded, id: foreign!.id, title: "Hijacked" } });
      expect(other.status).toBe(404);
      const bad = await put({ website_hero: { ...loaded, title: "  " } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatch(/^website_hero\.title/);
      // A bad hero leaves the rest of the save undone too.
      const mixed = await put({ settings: { font_family: "Mixed" }, website_hero: { ...loaded, colour: "red" } });
      expect(mixed.status).toBe(400);
    });

    const saved = await put({ website_hero: { ...loaded, title: "Welcome, edited" } });
    expect(saved.status).toBe(200);
    expect(saved.body.website_hero).toMatchObject({ id: own!.id, title: "Welcome, edited" });
    const history = await call("GET", `/api/revisions?entity=hero&id=${own!.id}`);
    expect((history.body as unknown as unknown[]).length).toBe(1);
    const stale = await put({ website_hero: { ...loaded, title: "Too late" } });
    expect(stale.status).toBe(409);
    const [row] = await t.db.select().from(websiteHero).where(eq(websiteHero.id, foreign!.id));
    expect(row!.title).toBe("B hero");
  });
});
