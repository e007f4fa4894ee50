import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createMenuItems, createOrganization } from "../../db/seed/factories.ts";
import { menuItems, revisions, submenuItems } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
const foreign = { menu: 0, submenu: 0 };
let events: number[] = [];

// The assertions below check the answers field by field; a precise type would only repeat them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);

const snapshot = async () =>
  JSON.stringify([
    await t.db.select().from(menuItems).orderBy(menuItems.id),
    await t.db.select().from(submenuItems).orderBy(submenuItems.id),
    (await t.db.select({ id: revisions.id }).from(revisions)).length,
  ]);

async function expectNothingChanged(act: () => Promise<unknown>) {
  const before = await snapshot();
  events = [];
  await act();
  expect(await snapshot()).toBe(before);
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
  const [menu] = await createMenuItems({
    db: t.db,
    organizationId: orgB,
    items: [{ display_name: "B menu", url_name: "b", submenu: [{ name: "B sub", url_name: "bs" }] }],
  });
  foreign.menu = menu!.id;
  foreign.submenu = (
    await t.db.select({ id: submenuItems.id }).from(submenuItems).where(eq(submenuItems.menu_item_id, menu!.id))
  )[0]!.id;
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

describe("who may use the menu API", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/menu-items"],
    ["POST", "/api/menu-items", { display_name: "n" }],
    ["PUT", "/api/menu-items/1", { display_name: "n" }],
    ["DELETE", "/api/menu-items/1"],
    ["POST", "/api/submenu-items", { menu_item_id: 1, name: "n" }],
    ["PUT", "/api/submenu-items/1", { name: "n" }],
    ["DELETE", "/api/submenu-items/1"],
  ];
  for (const [method, path, body] of calls) {
    it(`${method} ${path}: anonymous 401, a user 403, another site's admin 401, nothing changed`, async () => {
      await expectNothingChanged(async () => {
        expect((await call(method, path, body, { cookie: null })).status).toBe(401);
        expect((await call(method, path, body, { cookie: cookies.userA })).status).toBe(403);
        expect((await call(method, path, body, { cookie: cookies.adminB })).status).toBe(401);
      });
    });
  }
});

describe("menu items", () => {
  it("creates items last (0, then highest + 10), shown in the header, not in the footer, with a revision and an event", async () => {
    events = [];
    const first = await call("POST", "/api/menu-items", { display_name: "  Services  ", url_name: "Our Services!" });
    expect(first.status).toBe(201);
    expect(first.body.menu_item).toMatchObject({
      display_name: "Services",
      url_name: "our-services",
      order: 0,
      is_displayed: true,
      is_displayed_on_footer: false,
      organization_id: orgA,
      website_submenuitem: [],
    });
    await call("PUT", `/api/menu-items/${first.body.menu_item.id}`, { order: 25 });
    const second = await call("POST", "/api/menu-items", { display_name: "About Us", organization_id: orgA });
    expect(second.status).toBe(201);
    expect(second.body.menu_item).toMatchObject({ order: 35, url_name: "about-us" });
    expect(events).toContain(orgA);
    const logged = await t.db.select().from(revisions).where(eq(revisions.entity, "menu_item"));
    expect(logged.some((row) => row.action === "create" && row.entity_id === String(second.body.menu_item.id))).toBe(
      true,
    );
  });

  it("lists the host's items with their submenus, hidden ones included", async () => {
    const created = await call("POST", "/api/menu-items", { display_name: "Hidden", is_displayed: false });
    await call("POST", "/api/submenu-items", { menu_item_id: created.body.menu_item.id, name: "Child" });
    const list = await call("GET", `/api/menu-items?organization_id=${orgA}`);
    expect(list.status).toBe(200);
    const hidden = list.body.menu_items.find((item: { id: number }) => item.id === created.body.menu_item.id);
    expect(hidden).toMatchObject({ is_displayed: false, website_submenuitem: [{ name: "Child", url_name: "child" }] });
    expect(list.body.menu_items.every((item: { organization_id: number }) => item.organization_id === orgA)).toBe(true);
  });

  it("refuses another organization in the query or body (403) and its ids (404), changing nothing", async () => {
    await expectNothingChanged(async () => {
      expect((await call("GET", `/api/menu-items?organization_id=${orgB}`)).status).toBe(403);
      expect((await call("POST", "/api/menu-items", { display_name: "x", organization_id: orgB })).status).toBe(403);
      expect((await call("PUT", `/api/menu-items/${foreign.menu}`, { display_name: "x" })).status).toBe(404);
      expect((await call("DELETE", `/api/menu-items/${foreign.menu}`)).status).toBe(404);
      expect((await call("POST", "/api/submenu-items", { menu_item_id: foreign.menu, name: "x" })).status).toBe(404);
      expect((await call("PUT", `/api/submenu-items/${foreign.submenu}`, { name: "x" })).status).toBe(404);
      expect((await call("DELETE", `/api/submenu-items/${foreign.submenu}`)).status).toBe(404);
    });
  });

  it("validates names and slugs (§5) with the field named, changing nothing", async () => {
    const { body } = await call("POST", "/api/menu-items", { display_name: "Valid" });
    const id = body.menu_item.id;
    await expectNothingChanged(async () => {
      const blank = await call("POST", "/api/menu-items", { display_name: "   " });
      expect(blank.status).toBe(400);
      expect(blank.body.field).toBe("display_name");
      expect((await call("PUT", `/api/menu-items/${id}`, { display_name: " " })).status).toBe(400);
      const slug = await call("PUT", `/api/menu-items/${id}`, { url_name: "!!!" });
      expect(slug.status).toBe(400);
      expect(slug.body.field).toBe("url_name");
      expect((await call("PUT", `/api/menu-items/${id}`, {})).status).toBe(400);
      const unknown = await call("PUT", `/api/menu-items/${id}`, { colour: "red" });
      expect(unknown.status).toBe(400);
      expect(unknown.body.field).toBe("colour");
      expect((await call("PUT", `/api/menu-items/${id}`, { order: -1 })).status).toBe(400);
      expect((await call("PUT", `/api/menu-items/${id}`, { is_displayed: "yes" })).status).toBe(400);
      expect((await call("PUT", "/api/menu-items/abc", { order: 1 })).status).toBe(400);
      expect((await call("POST", "/api/submenu-items", { menu_item_id: id, name: "" })).status).toBe(400);
    });
  });

  it("updates a field and answers { menu_item }", async () => {
    const { body } = await call("POST", "/api/menu-items", { display_name: "Rename me" });
    const renamed = await call("PUT", `/api/menu-items/${body.menu_item.id}`, {
      display_name: "Renamed",
      url_name: "New Slug",
      is_displayed: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.menu_item).toMatchObject({
      display_name: "Renamed",
      url_name: "new-slug",
      is_displayed: false,
    });
  });

  it("deletes a menu item with its submenus; restoring its last revision brings both back", async () => {
    const { body } = await call("POST", "/api/menu-items", { display_name: "Doomed" });
    const id = body.menu_item.id;
    const sub = await call("POST", "/api/submenu-items", {
      menu_item_id: id,
      name: "Doomed child",
      organization_id: orgA,
    });
    expect(sub.status).toBe(201);
    expect((await call("DELETE", `/api/menu-items/${id}`)).status).toBe(200);
    expect(await t.db.select().from(submenuItems).where(eq(submenuItems.id, sub.body.submenu_item.id))).toEqual([]);
    const history = await call("GET", `/api/revisions?entity=menu_item&id=${id}`);
    const deletion = history.body.find((revision: { action: string }) => revision.action === "delete");
    expect((await call("POST", `/api/revisions/${deletion.id}/restore`)).status).toBe(200);
    const list = await call("GET", "/api/menu-items");
    const back = list.body.menu_items.find((item: { id: number }) => item.id === id);
    expect(back).toMatchObject({ display_name: "Doomed", website_submenuitem: [{ name: "Doomed child" }] });
  });
});

describe("submenu items", () => {
  it("creates, renames, reorders, hides and deletes a submenu item; its deletion is restorable", async () => {
    const { body } = await call("POST", "/api/menu-items", { display_name: "Parent" });
    const parent = body.menu_item.id;
    const one = await call("POST", "/api/submenu-items", {
      menu_item_id: parent,
      organization_id: orgA,
      name: "One",
      url_name: "one",
      order: 0,
      is_displayed: true,
      description: "",
    });
    expect(one.status).toBe(201);
    const two = await call("POST", "/api/submenu-items", { menu_item_id: parent, name: "Two Words" });
    expect(two.body.submenu_item).toMatchObject({ order: 10, url_name: "two-words", is_displayed: true });
    const moved = await Promise.all([
      call("PUT", `/api/submenu-items/${two.body.submenu_item.id}`, { order: 0 }),
      call("PUT", `/api/submenu-items/${one.body.submenu_item.id}`, { order: 10 }),
    ]);
    expect(moved.map((answer) => answer.status)).toEqual([200, 200]);
    const hidden = await call("PUT", `/api/submenu-items/${one.body.submenu_item.id}`, {
      is_displayed: false,
      name: "First",
    });
    expect(hidden.body.submenu_item).toMatchObject({ is_displayed: false, name: "First", order: 10 });
    let list = await call("GET", "/api/menu-items");
    let item = list.body.menu_items.find((entry: { id: number }) => entry.id === parent);
    expect(item.website_submenuitem.map((sub: { name: string }) => sub.name)).toEqual(["Two Words", "First"]);

    expect((await call("DELETE", `/api/submenu-items/${two.body.submenu_item.id}`)).status).toBe(200);
    const history = await call("GET", `/api/revisions?entity=submenu_item&id=${two.body.submenu_item.id}`);
    const deletion = history.body.find((revision: { action: string }) => revision.action === "delete");
    expect((await call("POST", `/api/revisions/${deletion.id}/restore`)).status).toBe(200);
    list = await call("GET", "/api/menu-items");
    item = list.body.menu_items.find((entry: { id: number }) => entry.id === parent);
    expect(item.website_submenuitem.map((sub: { name: string }) => sub.name)).toEqual(["Two Words", "First"]);
  });

  it("restoring a submenu whose menu item is gone is a 409, not a crash", async () => {
    const { body } = await call("POST", "/api/menu-items", { display_name: "Gone parent" });
    const sub = await call("POST", "/api/submenu-items", { menu_item_id: body.menu_item.id, name: "Orphan" });
    await call("DELETE", `/api/submenu-items/${sub.body.submenu_item.id}`);
    await call("DELETE", `/api/menu-items/${body.menu_item.id}`);
    const history = await call("GET", `/api/revisions?entity=submenu_item&id=${sub.body.submenu_item.id}`);
    const deletion = history.body.find((revision: { action: string }) => revision.action === "delete");
    const restored = await call("POST", `/api/revisions/${deletion.id}/restore`);
    expect(restored.status).toBe(409);
    expect(restored.body.error).toMatch(/menu item/);
  });
});
