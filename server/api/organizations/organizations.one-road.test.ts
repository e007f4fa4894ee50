import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { menuItems, revisions } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

/**
 * Decision 031: a menu item, submenu item or post sent in a list of
 * PUT /api/organizations/{id} takes the same road as through its own endpoint: its own revision
 * kind, the same version rule, one transaction for the whole PUT and one content-changed event.
 */

// Answers are read field by field; a precise type would only repeat the schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let cookie: string;
let events: number[] = [];

// Exactly what is sent: this file is about versions.
const call = jsonApi<Body>(
  () => t,
  () => cookie,
  "a.localhost",
  { versions: "as-sent" },
);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  cookie = await a.signIn("admin-a@example.com");
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

const organization = async () => (await call("GET", `/api/organizations/${orgA}`)).body;

describe("PUT /api/organizations/{id}: one road per record", () => {
  it("applies each menu item through its own change function: menu_item revisions, nextVersion, one event", async () => {
    for (const name of ["Home", "About", "Old"]) {
      expect((await call("POST", "/api/menu-items", { display_name: name })).status).toBe(201);
    }
    const before = await organization();
    const [home, about] = before.menu_items as Body[];
    const revisionsBefore = (await t.db.select({ id: revisions.id }).from(revisions)).length;
    events = [];
    const res = await call("PUT", `/api/organizations/${orgA}`, {
      // About renamed, Old deleted (absent), New added; Home sent unchanged.
      menu_items: [home, { ...about, display_name: "About us" }, { display_name: "New", url_name: "new" }],
      list_versions: { menu_items: before.list_versions.menu_items },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(events).toEqual([orgA]);
    const written = await t.db
      .select({ entity: revisions.entity, action: revisions.action })
      .from(revisions)
      .orderBy(asc(revisions.id))
      .offset(revisionsBefore);
    expect(written.map((row) => `${row.entity}:${row.action}`).sort()).toEqual([
      "menu_item:create",
      "menu_item:delete",
      "menu_item:update",
    ]);
    const after = res.body.menu_items as Body[];
    expect(after.map((item) => item.display_name)).toEqual(["Home", "About us", "New"]);
    expect(after[0]!.updated_at).toBe(home!.updated_at);
    expect(new Date(after[1]!.updated_at).getTime()).toBeGreaterThan(new Date(about!.updated_at).getTime());
    expect(res.body.list_versions.menu_items).not.toBe(before.list_versions.menu_items);
  });

  it("a stale list is a 409 with the current list and deletes nothing another admin added", async () => {
    const loaded = await organization();
    const added = await call("POST", "/api/menu-items", { display_name: "Added meanwhile" });
    expect(added.status).toBe(201);
    events = [];
    const res = await call("PUT", `/api/organizations/${orgA}`, {
      menu_items: loaded.menu_items,
      list_versions: { menu_items: loaded.list_versions.menu_items },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "stale", field: "list_versions.menu_items" });
    expect((res.body.current.items as Body[]).map((item) => item.display_name)).toContain("Added meanwhile");
    const rows = await t.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.organization_id, orgA), inArray(menuItems.id, [added.body.menu_item.id])));
    expect(rows).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it("a stale item version is a 409 naming the item, and nothing of the save is written (one transaction)", async () => {
    const loaded = await organization();
    const [first] = loaded.menu_items as Body[];
    const renamed = await call("PUT", `/api/menu-items/${first!.id}`, {
      display_name: "Renamed elsewhere",
      updated_at: first!.updated_at,
    });
    expect(renamed.status).toBe(200);
    const fresh = await organization();
    const res = await call("PUT", `/api/organizations/${orgA}`, {
      settings: { name: "Should not stick" },
      updated_at: fresh.organization.updated_at,
      // The list's version is current, but the item was loaded before the rename.
      menu_items: (fresh.menu_items as Body[]).map((item) =>
        item.id === first!.id ? { ...item, display_name: "Mine", updated_at: first!.updated_at } : item,
      ),
      list_versions: { menu_items: fresh.list_versions.menu_items },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "stale", field: "menu_items.0.updated_at" });
    const now = await organization();
    expect(now.organization.name).toBe("Org A");
    expect((now.menu_items as Body[])[0]!.display_name).toBe("Renamed elsewhere");
  });
});
