import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createPost as insertPost } from "../../db/seed/content-factories.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { blogPosts, documentSets, revisions } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

/** POST /api/posts and PATCH /api/posts/{slug} (spec editing-tools §3, §5, §7; decision 026). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
let events: number[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read field by field
type Body = Record<string, any>;

const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);

const rowOf = async (slug: string, organizationId = orgA) =>
  (await t.db.select().from(blogPosts).where(eq(blogPosts.slug, slug))).find(
    (row) => row.organization_id === organizationId,
  );

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
  await insertPost({ db: t.db, organizationId: orgB, post: { slug: "b-only", title: "B", content: "<p>B</p>" } });
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

describe("POST /api/posts", () => {
  it("creates a post from the wire shape, sanitised, with a revision and one content-changed", async () => {
    events = [];
    const res = await call("POST", "/api/posts", {
      title: "  Hello, World_Again!  ",
      description: '<p onclick="x()">Intro</p>',
      content:
        '<h2>Part</h2><p>Body<script>alert(1)</script><a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe>',
      content_type: "html",
      meta_description: "Short summary",
      display_config: { display_as_blog_post: true, type: "default", is_help_center: true, help_center_order: 3 },
      organization_config: { subsection: "News", order: 2, doc_set: null },
      author_config: { is_with_author: true, author_name: "Ada" },
      media_config: { main_photo: "https://images.example/a.jpg" },
      created_on: "2026-03-01T10:00:00.000Z",
    });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe("hello-world-again");
    expect(res.body.title).toBe("Hello, World_Again!");
    expect(res.body.content).not.toMatch(/script|javascript:|iframe|onclick/);
    expect(res.body.description).not.toMatch(/onclick/);
    expect(res.body.display_config).toMatchObject({
      display_as_blog_post: true,
      is_help_center: true,
      help_center_order: 3,
    });
    expect(res.body.organization_config).toMatchObject({ subsection: "News", order: 2, doc_set: null });
    expect(res.body.author_config).toMatchObject({ author_name: "Ada" });
    expect(res.body.media_config).toEqual({ main_photo: "https://images.example/a.jpg" });
    expect(res.body.created_on).toBe("2026-03-01T10:00:00.000Z");
    expect(res.body.publish_at).toBeNull();
    expect(res.body.last_change).toMatchObject({ actor_name: "Ada Admin" });
    const row = await rowOf("hello-world-again");
    expect(row?.content).not.toMatch(/script|iframe/);
    expect(events).toEqual([orgA]);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(eq(revisions.entity_id, String(row!.id)));
    expect(revision).toMatchObject({ entity: "post", action: "create" });
    // Visible to anyone on the blog list of its own site only.
    const list = await call("GET", "/api/posts?blog=true", undefined, { cookie: null });
    expect(list.body.map((post: { slug: string }) => post.slug)).toContain("hello-world-again");
    const other = await call("GET", "/api/posts/hello-world-again", undefined, { cookie: null, host: "b.localhost" });
    expect(other.status).toBe(404);
  });

  it("requires a title: 'Title is required', nothing stored", async () => {
    const before = (await t.db.select().from(blogPosts)).length;
    for (const title of ["", "   "]) {
      const res = await call("POST", "/api/posts", { title, slug: "untitled" });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain("Title is required");
      expect(res.body.field).toBe("title");
    }
    expect((await call("POST", "/api/posts", { slug: "x" })).status).toBe(400);
    expect((await t.db.select().from(blogPosts)).length).toBe(before);
  });

  it("refuses a bad slug, a reserved one, a meta description over 160 and unknown fields", async () => {
    const cases: [unknown, string][] = [
      [{ title: "T", slug: "Bad Slug" }, "slug"],
      [{ title: "T", slug: "-x" }, "slug"],
      [{ title: "T", slug: "blog" }, "slug"],
      [{ title: "T", meta_description: "x".repeat(161) }, "meta_description"],
      [{ title: "T", display_config: { type: "fancy" } }, "display_config.type"],
      [{ title: "T", organization_config: { doc_set_order: -1 } }, "organization_config.doc_set_order"],
      [{ title: "T", media_config: { main_photo: "javascript:alert(1)" } }, "media_config.main_photo"],
      [{ title: "T", colour: "red" }, "colour"],
      [{ title: "T", publish_at: "tomorrow" }, "publish_at"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/api/posts", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await call("POST", "/api/posts", { title: "T", meta_description: "x".repeat(160) })).status).toBe(201);
  });

  it("keeps slugs unique per organization: 409 here, fine on another site", async () => {
    const first = await call("POST", "/api/posts", { title: "Shared name" });
    expect(first.status).toBe(201);
    const again = await call("POST", "/api/posts", { title: "Shared name" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "A post with this slug already exists", field: "slug" });
    const onB = await call(
      "POST",
      "/api/posts",
      { title: "Shared name" },
      { cookie: cookies.adminB, host: "b.localhost" },
    );
    expect(onB.status).toBe(201);
  });

  it("takes the organization from the host: another organization_id is refused, nothing stored", async () => {
    const res = await call("POST", "/api/posts", { title: "Sneaky", organization_id: orgB });
    expect(res.status).toBe(403);
    expect(await rowOf("sneaky")).toBeUndefined();
    expect(await rowOf("sneaky", orgB)).toBeUndefined();
  });

  it("creates the document set named by 'Create New Set' and lists it", async () => {
    const res = await call("POST", "/api/posts", {
      title: "Chapter one",
      display_config: { type: "doc_set", is_numbered: true },
      organization_config: { doc_set: "getting-started", doc_set_title: "Getting started", doc_set_order: 0 },
    });
    expect(res.status).toBe(201);
    const sets = await call("GET", `/api/document-sets?organization_id=${orgA}`, undefined, { cookie: null });
    expect(sets.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: "getting-started", title: "Getting started" })]),
    );
    const onB = await call("GET", `/api/document-sets?organization_id=${orgA}`, undefined, {
      cookie: null,
      host: "b.localhost",
    });
    expect(onB.status).toBe(404);
    const rows = await t.db.select().from(documentSets).where(eq(documentSets.slug, "getting-started"));
    expect(rows.map((row) => row.organization_id)).toEqual([orgA]);
  });

  it("is for admins of the host's organization only", async () => {
    expect((await call("POST", "/api/posts", { title: "Nope" }, { cookie: null })).status).toBe(401);
    expect((await call("POST", "/api/posts", { title: "Nope" }, { cookie: cookies.userA })).status).toBe(403);
    expect((await call("POST", "/api/posts", { title: "Nope" }, { cookie: cookies.adminB })).status).toBe(401);
    expect(await rowOf("nope")).toBeUndefined();
  });
});

describe("PATCH /api/posts/{slug}", () => {
  it("updates the fields sent, checks the version, renames the slug", async () => {
    const created = await call("POST", "/api/posts", { title: "Editable", content: "<p>v1</p>" });
    const v1 = created.body.updated_at as string;
    const res = await call("PATCH", "/api/posts/editable", {
      content: "<p>v2</p><img src=x onerror=alert(1)>",
      updated_at: v1,
      display_config: { display_as_blog_post: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toContain("v2");
    expect(res.body.content).not.toContain("onerror");
    expect(res.body.title).toBe("Editable");
    expect(res.body.updated_at).not.toBe(v1);
    const stale = await call("PATCH", "/api/posts/editable", { title: "Lost update", updated_at: v1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("stale");
    expect((await rowOf("editable"))?.title).toBe("Editable");
    const renamed = await call("PATCH", "/api/posts/editable", { slug: "edited", updated_at: res.body.updated_at });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe("edited");
    const taken = await call("PATCH", "/api/posts/edited", { slug: "shared-name" });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe("slug");
    const blank = await call("PATCH", "/api/posts/edited", { title: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain("Title is required");
  });

  it("answers 404 for another organization's slug and changes nothing", async () => {
    const res = await call("PATCH", "/api/posts/b-only", { title: "Hijack" });
    expect(res.status).toBe(404);
    expect((await rowOf("b-only", orgB))?.title).toBe("B");
  });

  it("restores a post through the History restore", async () => {
    const created = await call("POST", "/api/posts", { title: "Restorable", content: "<p>first</p>" });
    await call("PATCH", "/api/posts/restorable", { content: "<p>second</p>" });
    const history = await call("GET", `/api/revisions?entity=post&entity_id=${created.body.id}`);
    expect(history.status).toBe(200);
    const list = (history.body.revisions ?? history.body) as { id: number; action: string }[];
    const createRevision = list.find((revision) => revision.action === "create")!;
    const restored = await call("POST", `/api/revisions/${createRevision.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await rowOf("restorable"))?.content).toBe("<p>first</p>");
  });
});

describe("scheduled publishing", () => {
  it("hides a scheduled post from visitors and lists, shows it to admins, and publishes it by the clock", async () => {
    const at = new Date(Date.now() + 4000).toISOString();
    const res = await call("POST", "/api/posts", {
      title: "Coming soon",
      content: "<p>Soon</p>",
      display_config: { display_as_blog_post: true },
      publish_at: at,
    });
    expect(res.status).toBe(201);
    expect(res.body.publish_at).toBe(at);
    expect((await call("GET", "/api/posts/coming-soon", undefined, { cookie: null })).status).toBe(404);
    expect((await call("GET", "/api/posts/coming-soon", undefined, { cookie: cookies.userA })).status).toBe(404);
    const asAdmin = await call("GET", "/api/posts/coming-soon");
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.publish_at).toBe(at);
    const before = await call("GET", "/api/posts?blog=true", undefined, { cookie: null });
    expect(before.body.map((post: { slug: string }) => post.slug)).not.toContain("coming-soon");

    // Nobody writes anything: the publication job announces it when the time comes.
    events = [];
    const deadline = new Date(at).getTime() + 10_000;
    while (!events.includes(orgA) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toContain(orgA);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
    expect((await call("GET", "/api/posts/coming-soon", undefined, { cookie: null })).status).toBe(200);
    const after = await call("GET", "/api/posts?blog=true", undefined, { cookie: null });
    expect(after.body.map((post: { slug: string }) => post.slug)).toContain("coming-soon");
  });

  it("schedules an existing page or post with PATCH and publishes it again with null", async () => {
    await insertPost({ db: t.db, organizationId: orgA, post: { slug: "a-page", title: "Page", content: null } });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call("PATCH", "/api/posts/a-page", { publish_at: future });
    expect(res.status).toBe(200);
    expect((await call("GET", "/api/posts/a-page", undefined, { cookie: null })).status).toBe(404);
    await call("PATCH", "/api/posts/a-page", { publish_at: null });
    expect((await call("GET", "/api/posts/a-page", undefined, { cookie: null })).status).toBe(200);
  });
});
