import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createHeadingSection, createOrganization } from "../../db/seed/factories.ts";
import { blogPosts, menuItems, revisions, submenuItems } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";
import { PAGE_MESSAGES } from "../../../shared/rules/pages.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
let events: number[] = [];

const call = jsonApi(
  () => t,
  () => cookies.adminA,
);

const pagesOf = (organizationId: number) =>
  t.db.select().from(blogPosts).where(eq(blogPosts.organization_id, organizationId)).orderBy(blogPosts.id);
const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;

/** Runs `act` and checks that it changed nothing: no page, no revision, no event. */
async function expectNothingChanged(act: () => Promise<unknown>) {
  const before = JSON.stringify([await pagesOf(orgA), await pagesOf(orgB)]);
  const revisionsBefore = await revisionCount();
  events = [];
  await act();
  expect(JSON.stringify([await pagesOf(orgA), await pagesOf(orgB)])).toBe(before);
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
  // Existing records of A: the new page's order comes after the highest.
  await t.db.insert(blogPosts).values([
    { organization_id: orgA, slug: "first-post", title: "First post", content: "<p>x</p>", order: 7 },
    {
      organization_id: orgA,
      slug: "hidden-page",
      title: "Hidden page",
      content: null,
      order: 2,
      display_this_post: false,
    },
    {
      organization_id: orgA,
      slug: "news",
      title: "News",
      content: "<p>n</p>",
      display_as_blog_post: true,
    },
    {
      organization_id: orgA,
      slug: "install",
      title: "Install",
      content: "<p>i</p>",
      type: "doc_set",
      doc_set: "guide",
      doc_set_title: "The Guide",
      doc_set_order: 1,
    },
    { organization_id: orgB, slug: "b-page", title: "B page", content: null, order: 40 },
    {
      organization_id: orgA,
      slug: "coming-soon",
      title: "Coming soon",
      content: null,
      publish_at: new Date(Date.now() + 86_400_000),
    },
  ]);
  await createHeadingSection({ db: t.db, organizationId: orgA, heading: { url_page: "/landing", name: "L" } });
  const [menu] = await t.db
    .insert(menuItems)
    .values({ organization_id: orgA, display_name: "Products", url_name: "products" })
    .returning({ id: menuItems.id });
  await t.db
    .insert(submenuItems)
    .values({ organization_id: orgA, menu_item_id: menu!.id, name: "Gadgets", url_name: "/gadgets" });
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

describe("who may call the pages API", () => {
  const calls: [string, string, unknown?][] = [
    ["POST", "/api/pages", { title: "T", slug: "who-may", description: "" }],
    ["GET", "/api/pages/slug-available?slug=x"],
    ["GET", "/api/site-map"],
  ];
  it.each(calls)("%s %s: anonymous 401, a user 403, nothing changed", async (method, path, body) => {
    await expectNothingChanged(async () => {
      expect((await call(method, path, body, { cookie: null })).status).toBe(401);
      expect((await call(method, path, body, { cookie: cookies.userA })).status).toBe(403);
      // A's admin cookie is no session on B's host.
      expect((await call(method, path, body, { host: "b.localhost" })).status).toBe(401);
    });
  });
});

describe("POST /api/pages", () => {
  it("creates a shown content page after the organization's highest order, with one revision and one purge", async () => {
    const revisionsBefore = await revisionCount();
    events = [];
    const res = await call("POST", "/api/pages", {
      title: "About Us",
      slug: "about-us",
      description: "Who we are",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "About Us",
      slug: "about-us",
      description: "Who we are",
      content: null,
      order: 8,
      display_this_post: true,
      display_as_blog_post: false,
      section_id: null,
    });
    const [row] = await t.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.organization_id, orgA), eq(blogPosts.slug, "about-us")));
    expect(row).toMatchObject({ content: null, order: 8, display_this_post: true, meta_description: "Who we are" });
    expect(await revisionCount()).toBe(revisionsBefore + 1);
    const [revision] = await t.db.select().from(revisions).where(eq(revisions.entity, "post"));
    expect(revision).toMatchObject({ entity_id: String(row!.id), action: "create", actor_name: "Ada Admin" });
    expect(events).toEqual([orgA]);
    // Another organization's orders do not count, and B's slugs are B's own.
    const again = await call(
      "POST",
      "/api/pages",
      { title: "About", slug: "about-us" },
      { host: "b.localhost", cookie: cookies.adminB },
    );
    expect(again.status).toBe(201);
    expect(again.body.order).toBe(41);
    expect(again.body.description).toBe("");
  });

  it("refuses a slug the organization already uses with the modal's words, nothing changed", async () => {
    await expectNothingChanged(async () => {
      const res = await call("POST", "/api/pages", { title: "Again", slug: "about-us" });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: PAGE_MESSAGES.slugTaken, field: "slug" });
      // A post's slug is taken as well (pages and posts share the addresses).
      expect((await call("POST", "/api/pages", { title: "P", slug: "first-post" })).body.error).toBe(
        PAGE_MESSAGES.slugTaken,
      );
    });
  });

  it.each([
    ["", PAGE_MESSAGES.slugRequired],
    ["   ", PAGE_MESSAGES.slugRequired],
    ["About-Us", PAGE_MESSAGES.slugFormat],
    ["about us", PAGE_MESSAGES.slugFormat],
    ["../admin", PAGE_MESSAGES.slugFormat],
    ["a_b", PAGE_MESSAGES.slugFormat],
    ["login", PAGE_MESSAGES.slugReserved],
    ["admin", PAGE_MESSAGES.slugReserved],
    ["blog", PAGE_MESSAGES.slugReserved],
    ["api", PAGE_MESSAGES.slugReserved],
    ["home", PAGE_MESSAGES.slugReserved],
    ["es", PAGE_MESSAGES.slugReserved],
    ["x".repeat(101), PAGE_MESSAGES.slugTooLong],
  ])("refuses the slug %j: 400 %s", async (slug, message) => {
    await expectNothingChanged(async () => {
      const res = await call("POST", "/api/pages", { title: "Title", slug });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, field: "slug" });
    });
  });

  it.each([
    [{ title: "", slug: "ok-one" }, "title", PAGE_MESSAGES.titleRequired],
    [{ title: "   ", slug: "ok-one" }, "title", PAGE_MESSAGES.titleRequired],
    [{ slug: "ok-one" }, "title", "must be text"],
    [{ title: "T", slug: "ok-one", description: "d".repeat(161) }, "description", PAGE_MESSAGES.descriptionTooLong],
    [{ title: "T", slug: 5 }, "slug", "must be text"],
    [{ title: "T", slug: "ok-one", content: "<p>x</p>" }, "content", "is not a known field"],
    [{ title: "T", slug: "ok-one", order: 0 }, "order", "is not a known field"],
  ])("refuses %j (field %s)", async (body, field, reason) => {
    await expectNothingChanged(async () => {
      const res = await call("POST", "/api/pages", body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toContain(reason);
    });
  });

  it("accepts a description of exactly 160 characters", async () => {
    const res = await call("POST", "/api/pages", {
      title: "Long",
      slug: "long-description",
      description: "d".repeat(160),
    });
    expect(res.status).toBe(201);
  });

  it("accepts the host's organization in the body and refuses another one (403, nothing changed)", async () => {
    expect((await call("POST", "/api/pages", { title: "Own", slug: "own-org", organization_id: orgA })).status).toBe(
      201,
    );
    await expectNothingChanged(async () => {
      const res = await call("POST", "/api/pages", { title: "Other", slug: "other-org", organization_id: orgB });
      expect(res.status).toBe(403);
    });
  });

  it("lets only one of two simultaneous creations of a slug through", async () => {
    const [first, second] = await Promise.all([
      call("POST", "/api/pages", { title: "Race", slug: "race" }),
      call("POST", "/api/pages", { title: "Race", slug: "race" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.organization_id, orgA), eq(blogPosts.slug, "race")));
    expect(rows).toHaveLength(1);
  });
});

describe("a page's history", () => {
  it("restores a page from its creation revision, re-creating it with its id when it was removed", async () => {
    const created = await call("POST", "/api/pages", { title: "Restorable", slug: "restorable" });
    const id = Number(created.body.id);
    const [revision] = await t.db
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.entity, "post"), eq(revisions.entity_id, String(id))));
    await t.db.update(blogPosts).set({ title: "Changed elsewhere" }).where(eq(blogPosts.id, id));
    expect((await call("POST", `/api/revisions/${revision!.id}/restore`)).status).toBe(200);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ title: "Restorable", slug: "restorable", organization_id: orgA });

    await t.db.delete(blogPosts).where(eq(blogPosts.id, id));
    expect((await call("POST", `/api/revisions/${revision!.id}/restore`)).status).toBe(200);
    const [back] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(back).toMatchObject({ title: "Restorable", content: null, organization_id: orgA });
    // B's admin cannot restore A's page revision.
    const foreign = await call("POST", `/api/revisions/${revision!.id}/restore`, undefined, {
      host: "b.localhost",
      cookie: cookies.adminB,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("GET /api/pages/slug-available", () => {
  it.each([
    ["brand-new", true, undefined],
    ["about-us", false, PAGE_MESSAGES.slugTaken],
    ["Bad Slug", false, PAGE_MESSAGES.slugFormat],
    ["login", false, PAGE_MESSAGES.slugReserved],
    ["b-page", true, undefined],
  ])("%s: available %s", async (slug, available, error) => {
    const res = await call("GET", `/api/pages/slug-available?slug=${encodeURIComponent(slug)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ slug, available, ...(error ? { error } : {}) });
  });
});

describe("GET /api/site-map", () => {
  type Node = { title: string; path: string | null; kind: string; hidden: boolean; children: Node[] };

  it("gives the organization's structure: home, pages, blog, documentation, menu", async () => {
    const res = await call("GET", `/api/site-map?organization_id=${orgA}`);
    expect(res.status).toBe(200);
    const { organization, tree } = res.body as unknown as { organization: { id: number }; tree: Node[] };
    expect(organization.id).toBe(orgA);
    const top = (title: string) => tree.find((entry) => entry.title === title);
    expect(tree[0]).toMatchObject({ title: "Home", path: "/", kind: "home" });
    const pages = top("Pages")!.children;
    expect(pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "About Us", path: "/about-us", kind: "page", hidden: false }),
        expect.objectContaining({ title: "Hidden page", path: "/hidden-page", hidden: true }),
        // Scheduled for tomorrow: listed for the admin, not public yet.
        expect.objectContaining({ title: "Coming soon", path: "/coming-soon", hidden: true }),
        expect.objectContaining({ title: "/landing", path: "/landing", kind: "page" }),
      ]),
    );
    expect(pages.map((page) => page.path)).not.toContain("/b-page");
    expect(top("Blog")).toMatchObject({ path: "/blog", children: [expect.objectContaining({ path: "/news" })] });
    expect(top("Documentation")!.children).toEqual([
      expect.objectContaining({
        title: "The Guide",
        kind: "doc_set",
        children: [expect.objectContaining({ path: "/install" })],
      }),
    ]);
    expect(top("Other posts")!.children).toEqual([expect.objectContaining({ path: "/first-post" })]);
    expect(top("Menu")!.children).toEqual([
      expect.objectContaining({
        title: "Products",
        path: "/products",
        children: [expect.objectContaining({ title: "Gadgets", path: "/gadgets" })],
      }),
    ]);
  });

  it("refuses another organization named in the query (403)", async () => {
    expect((await call("GET", `/api/site-map?organization_id=${orgB}`)).status).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("lists the pages operations", async () => {
    const doc = (await call("GET", "/api/openapi.json")).body as unknown as { paths: Record<string, object> };
    expect(Object.keys(doc.paths["/pages"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/site-map"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/pages/slug-available"]!)).toEqual(["get"]);
  });
});
