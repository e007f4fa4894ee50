import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi, nextIp } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createMenuItems, createOrganization } from "../../db/seed/factories.ts";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import {
  cookieCategories,
  cookieServices,
  faqs,
  menuItems,
  organizations,
  revisions,
  submenuItems,
  websiteHero,
} from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
let events: number[] = [];
let foreignFaq = 0;
let foreignMenu = 0;
let ownMenu = 0;
let foreignCategory = 0;
let foreignService = 0;

type Body = Record<string, unknown> & { error?: string };

const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);

const put = (body: unknown, options?: { cookie?: string | null; host?: string }) =>
  call("PUT", `/api/organizations/${orgA}`, body, options);

const faqRows = async (organizationId: number) =>
  (await t.db.select().from(faqs).where(eq(faqs.organization_id, organizationId))).sort((a, b) => a.order - b.order);
const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;

/** Runs `act` and checks that it changed nothing in either organization: no row, no revision, no event. */
async function expectNothingChanged(act: () => Promise<unknown>) {
  const snapshot = async () =>
    JSON.stringify([
      await t.db.select().from(organizations).orderBy(organizations.id),
      await t.db.select().from(faqs).orderBy(faqs.id),
      await t.db.select().from(menuItems).orderBy(menuItems.id),
      await t.db.select().from(submenuItems).orderBy(submenuItems.id),
      await t.db.select().from(cookieCategories).orderBy(cookieCategories.id),
      await t.db.select().from(cookieServices).orderBy(cookieServices.id),
    ]);
  const before = await snapshot();
  const revisionsBefore = await revisionCount();
  events = [];
  await act();
  expect(await snapshot()).toBe(before);
  expect(await revisionCount()).toBe(revisionsBefore);
  expect(events).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
  await t.db.insert(faqs).values([
    { organization_id: orgA, question: "A first?", answer: "<p>One</p>", order: 0 },
    { organization_id: orgA, question: "A second?", answer: "<p>Two</p>", order: 1 },
  ]);
  [{ id: foreignFaq }] = (await t.db
    .insert(faqs)
    .values({ organization_id: orgB, question: "B secret?", answer: "b" })
    .returning({ id: faqs.id })) as [{ id: number }];
  ownMenu = (
    await createMenuItems({
      db: t.db,
      organizationId: orgA,
      items: [{ display_name: "Services", url_name: "services", submenu: [{ name: "Audit", url_name: "audit" }] }],
    })
  )[0]!.id;
  foreignMenu = (await createMenuItems({ db: t.db, organizationId: orgB, items: [{ display_name: "B menu" }] }))[0]!.id;
  const [foreignCookies] = await createCookieCategories({
    db: t.db,
    organizationId: orgB,
    categories: [{ name: "B tracking", services: [{ name: "B secret pixel" }] }],
  });
  foreignCategory = foreignCookies!.category.id;
  foreignService = foreignCookies!.services[0]!.id;
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

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

describe("PUT /api/organizations/{id}", () => {
  it("saves general settings (name and type to their columns), with one revision and one event", async () => {
    const revisionsBefore = await revisionCount();
    events = [];
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

describe("cookie categories and services (the Cookies tab)", () => {
  type Row = { id: number; name: string; order: number; category_id?: number; script_url?: string | null };
  const categoriesOf = async (organizationId: number): Promise<Row[]> =>
    (await t.db.select().from(cookieCategories).where(eq(cookieCategories.organization_id, organizationId))).sort(
      (a, b) => a.order - b.order || a.id - b.id,
    );
  const servicesOf = async (organizationId: number): Promise<Row[]> =>
    (await t.db.select().from(cookieServices).where(eq(cookieServices.organization_id, organizationId))).sort(
      (a, b) => a.category_id - b.category_id || a.order - b.order || a.id - b.id,
    );
  /** What an anonymous visitor of A's site is offered (cached per organization until content changes). */
  const offered = async () => {
    const res = await t.request("/api/cookies/categories", { host: "a.localhost" });
    expect(res.status).toBe(200);
    return (await res.json()) as { name: string; is_essential: boolean; cookie_service: { name: string }[] }[];
  };
  let essential = 0;
  let analytics = 0;
  let marketing = 0;
  let session = 0;
  let stats = 0;
  let ads = 0;

  beforeAll(async () => {
    const [e, a, m] = await createCookieCategories({
      db: t.db,
      organizationId: orgA,
      categories: [
        { name: "Essential", services: [{ name: "Session" }] },
        { name: "Analytics", services: [{ name: "Stats", script_url: "/demo/consented-analytics.js" }] },
        { name: "Marketing", services: [{ name: "Ads" }] },
      ],
    });
    [essential, analytics, marketing] = [e!.category.id, a!.category.id, m!.category.id];
    [session, stats, ads] = [e!.services[0]!.id, a!.services[0]!.id, m!.services[0]!.id];
  });

  it("answers both lists and the consent records on the cookies tab, in their order", async () => {
    const tab = await call("GET", `/api/organizations/${orgA}/sections/cookies`);
    expect(tab.status).toBe(200);
    expect(Object.keys(tab.body).sort()).toEqual([
      "cookie_categories",
      "cookie_consent_records",
      "cookie_services",
      "list_versions",
    ]);
    expect((tab.body.cookie_categories as Row[]).map((row) => row.name)).toEqual([
      "Essential",
      "Analytics",
      "Marketing",
    ]);
    expect((tab.body.cookie_services as Row[]).map((row) => row.name)).toEqual(["Session", "Stats", "Ads"]);
    expect(JSON.stringify(tab.body)).not.toContain("B secret");
  });

  it("adds, edits, deletes and reorders both lists in one save: two revisions, one event, visitors see it", async () => {
    expect((await offered()).map((category) => category.name)).toEqual(["Essential", "Analytics", "Marketing"]);
    const revisionsBefore = await revisionCount();
    events = [];
    const { status, body } = await put({
      cookie_categories: [
        { id: essential, name: "Essential", description: "Needed to run the site" },
        { id: marketing, name: "Advertising" },
        { id: analytics, name: "Analytics" },
        { name: "Preferences", description: "Remembers your choices" },
      ],
      cookie_services: [
        { id: session, category_id: essential, name: "Session" },
        { category_id: essential, name: "Load balancer" },
        { id: stats, category_id: analytics, name: "Site stats", script_url: "https://stats.example.com/s.js" },
        { category_id: marketing, name: "Pixel", script_url: "" },
      ],
    });
    expect(body.error).toBeUndefined();
    expect(status).toBe(200);
    expect((await categoriesOf(orgA)).map((row) => [row.name, row.order])).toEqual([
      ["Essential", 0],
      ["Advertising", 1],
      ["Analytics", 2],
      ["Preferences", 3],
    ]);
    const services = await servicesOf(orgA);
    expect(services.map((row) => [row.name, row.category_id, row.script_url])).toEqual([
      ["Session", essential, null],
      ["Load balancer", essential, null],
      ["Site stats", analytics, "https://stats.example.com/s.js"],
      ["Pixel", marketing, null],
    ]);
    expect(services.find((row) => row.id === ads)).toBeUndefined();
    expect((body.cookie_services as Row[]).map((row) => row.name)).toEqual([
      "Session",
      "Load balancer",
      "Site stats",
      "Pixel",
    ]);

    // History and the audit log: one revision per list, naming it; one content-changed event.
    const added = (await t.db.select().from(revisions).orderBy(revisions.id)).slice(revisionsBefore);
    expect(added.map((revision) => `${revision.entity} ${revision.entity_id}`).sort()).toEqual([
      "organization_list cookie_categories",
      "organization_list cookie_services",
    ]);
    const serviceHistory = await call("GET", `/api/revisions?entity=organization_list&id=cookie_services`);
    expect(serviceHistory.status).toBe(200);
    const [latest] = serviceHistory.body as unknown as { before: { items: Row[] }; after: { items: Row[] } }[];
    expect(latest!.before.items.map((item) => item.name)).toContain("Ads");
    expect(latest!.after.items.map((item) => item.name)).toContain("Pixel");
    expect(events).toEqual([orgA]);

    // The public read (a cached read model) shows the save at once.
    const visible = await offered();
    expect(visible.map((category) => category.name)).toEqual(["Essential", "Advertising", "Analytics", "Preferences"]);
    expect(visible[0]).toMatchObject({ is_essential: true });
    expect(visible[0]!.cookie_service.map((service) => service.name)).toEqual(["Session", "Load balancer"]);
    expect(visible[1]!.cookie_service.map((service) => service.name)).toEqual(["Pixel"]);
  });

  it("deletes a category with its services, and restoring both revisions brings them back with their ids", async () => {
    const pixel = (await servicesOf(orgA)).find((row) => row.name === "Pixel")!;
    const loaded = (await call("GET", `/api/organizations/${orgA}/sections/cookies`)).body as unknown as {
      cookie_categories: Row[];
      cookie_services: Row[];
    };
    // A service left under the category the same save deletes is refused (it would go without a trace).
    await expectNothingChanged(async () => {
      const orphan = await put({
        cookie_categories: loaded.cookie_categories.filter((row) => row.id !== marketing),
        cookie_services: loaded.cookie_services,
      });
      expect(orphan.status).toBe(400);
      expect(orphan.body.error).toMatch(/^cookie_services\.3\.category_id: the category is deleted in this save/);
    });
    const removed = await put({
      cookie_categories: loaded.cookie_categories.filter((row) => row.id !== marketing),
      cookie_services: loaded.cookie_services.filter((row) => row.category_id !== marketing),
    });
    expect(removed.status).toBe(200);
    expect((await categoriesOf(orgA)).map((row) => row.name)).toEqual(["Essential", "Analytics", "Preferences"]);
    expect((await servicesOf(orgA)).map((row) => row.name)).not.toContain("Pixel");

    for (const list of ["cookie_categories", "cookie_services"]) {
      const history = await call("GET", `/api/revisions?entity=organization_list&id=${list}`);
      const [, previous] = history.body as unknown as { id: number }[];
      const restored = await call("POST", `/api/revisions/${previous!.id}/restore`);
      expect(restored.status, list).toBe(200);
    }
    expect((await categoriesOf(orgA)).find((row) => row.id === marketing)?.name).toBe("Advertising");
    expect((await servicesOf(orgA)).find((row) => row.id === pixel.id)).toMatchObject({
      name: "Pixel",
      category_id: marketing,
    });
  });

  it("keeps the essential category: no delete, no rename, no second one (400 saying why), its services editable", async () => {
    const categories = await categoriesOf(orgA);
    const list = categories.map(({ id, name }) => ({ id, name }));
    await expectNothingChanged(async () => {
      const deleted = await put({ cookie_categories: list.filter((row) => row.id !== essential) });
      expect(deleted.status).toBe(400);
      expect(deleted.body.error).toBe(
        'cookie_categories: the essential category "Essential" cannot be deleted (Reject all keeps only the services of the essential category)',
      );
      const renamed = await put({
        cookie_categories: list.map((row) => (row.id === essential ? { ...row, name: "Required" } : row)),
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.error).toMatch(/^cookie_categories\.0\.name: the essential category cannot be renamed/);
      const second = await put({ cookie_categories: [...list, { name: "essential " }] });
      expect(second.status).toBe(400);
      expect(second.body.error).toMatch(/^cookie_categories\.4\.name: only one category may be named essential/);
      const renamedTo = await put({
        cookie_categories: list.map((row) => (row.id === analytics ? { ...row, name: "ESSENTIAL" } : row)),
      });
      expect(renamedTo.status).toBe(400);
    });
    // Its description, its place and its services may change; sent without a name, it keeps its name.
    const moved = await put({
      cookie_categories: [...list.filter((row) => row.id !== essential), { id: essential, description: "Always on" }],
      cookie_services: [
        ...(await servicesOf(orgA)).map(({ id, name, category_id }) => ({ id, name, category_id })),
        { category_id: essential, name: "CSRF token" },
      ],
    });
    expect(moved.body.error).toBeUndefined();
    const visible = await offered();
    expect(visible.at(-1)).toMatchObject({ name: "Essential", is_essential: true });
    expect(visible.at(-1)!.cookie_service.map((service) => service.name)).toContain("CSRF token");

    // A restore is held to the same rule: a version of the list without it is refused.
    const [withoutEssential] = await t.db
      .insert(revisions)
      .values({
        organization_id: orgA,
        entity: "organization_list",
        entity_id: "cookie_categories",
        action: "update",
        before: null,
        after: {
          list: "cookie_categories",
          name: "Cookie categories",
          items: (await categoriesOf(orgA)).filter((row) => row.id !== essential),
        },
        actor_name: "test",
        request_id: "test",
      })
      .returning({ id: revisions.id });
    await expectNothingChanged(async () => {
      const restored = await call("POST", `/api/revisions/${withoutEssential!.id}/restore`);
      expect(restored.status).toBe(400);
      expect(restored.body.error).toMatch(/the essential category "Essential" cannot be deleted/);
    });
  });

  it("takes only https:// or this site's paths as a service's script, and changes nothing otherwise", async () => {
    const services = (await servicesOf(orgA)).map(({ id, name, category_id }) => ({ id, name, category_id }));
    const withScript = (script_url: unknown) =>
      put({ cookie_services: services.map((row) => (row.id === stats ? { ...row, script_url } : row)) });
    const index = services.findIndex((row) => row.id === stats);
    await expectNothingChanged(async () => {
      for (const bad of [
        "javascript:alert(1)",
        "http://stats.example.com/s.js",
        "//evil.example/s.js",
        "/\\evil.example/s.js",
        "data:text/javascript,alert(1)",
        "stats.js",
        "https://stats.example.com/a b.js",
        "https://",
        42,
      ]) {
        const answer = await withScript(bad);
        expect(answer.status, String(bad)).toBe(400);
        expect(answer.body.error, String(bad)).toMatch(new RegExp(`^cookie_services\\.${index}\\.script_url: `));
      }
    });
    for (const [good, stored] of [
      ["https://cdn.example.com/tag.js?id=1", "https://cdn.example.com/tag.js?id=1"],
      ["/demo/consented-analytics.js", "/demo/consented-analytics.js"],
      ["", null],
      [null, null],
    ] as const) {
      const answer = await withScript(good);
      expect(answer.status, String(good)).toBe(200);
      expect((await servicesOf(orgA)).find((row) => row.id === stats)!.script_url).toBe(stored);
    }
  });
});
