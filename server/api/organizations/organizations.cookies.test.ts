import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import { cookieCategories, cookieServices, revisions } from "../../db/schema/index.ts";
import {
  t,
  orgA,
  events,
  call,
  put,
  revisionCount,
  expectNothingChanged,
  useOrganizationsApp,
} from "./organizations.test-setup.ts";

// The Cookies tab: cookie categories and services (the app comes from createTestApp in organizations.test-setup.ts).
useOrganizationsApp();

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
    events.length = 0;
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
