import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocumentSet, createPage, createPost } from "../../db/seed/content-factories.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const b = await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  await createPage({ db: t.db, organizationId: a.id, page: { slug: "about", title: "About" } });
  await createDocumentSet({ db: t.db, organizationId: a.id, set: { slug: "guide", title: "Guide" } });
  await createPost({
    db: t.db,
    organizationId: a.id,
    post: {
      slug: "first",
      title: "First",
      content: '<p onclick="x()">One</p><script>alert(1)</script>',
      display_as_blog_post: true,
      main_photo: "/demo/a.svg",
      author_name: "Ann",
      type: "doc_set",
      doc_set: "guide",
      doc_set_order: 1,
      is_numbered: true,
      created_on: new Date("2026-01-02T00:00:00Z"),
    },
  });
  await createPost({
    db: t.db,
    organizationId: a.id,
    post: {
      slug: "not-on-blog",
      title: "Elsewhere",
      content: "<p>x</p>",
      created_on: new Date("2026-01-03T00:00:00Z"),
    },
  });
  await createPost({ db: t.db, organizationId: b.id, post: { slug: "b-post", title: "B", content: "<p>B</p>" } });
});

afterAll(() => t.close());

describe("GET /api/posts", () => {
  it("lists the host organization's posts newest first in the spec's wire shape, sanitised", async () => {
    const res = await t.request("/api/posts", { host: "a.localhost" });
    expect(res.status).toBe(200);
    const posts = await res.json();
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual(["not-on-blog", "first"]);
    const first = posts[1];
    expect(first).toMatchObject({
      title: "First",
      content: "<p>One</p>",
      display_config: { display_this_post: true, display_as_blog_post: true, type: "doc_set", is_numbered: true },
      organization_config: { doc_set: "guide", doc_set_order: 1 },
      author_config: { author_name: "Ann", is_company_author: false },
      media_config: { main_photo: "/demo/a.svg" },
      created_on: "2026-01-02T00:00:00.000Z",
    });
  });

  it("filters the blog's posts and validates the filter", async () => {
    const blog = await (await t.request("/api/posts?blog=true", { host: "a.localhost" })).json();
    expect(blog.map((p: { slug: string }) => p.slug)).toEqual(["first"]);
    const bad = await t.request("/api/posts?blog=maybe", { host: "a.localhost" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/blog/);
  });
});

describe("GET /api/posts/{slug}", () => {
  it("returns a post or page of the host's organization and 404s another's", async () => {
    expect((await t.request("/api/posts/about", { host: "a.localhost" })).status).toBe(200);
    expect((await t.request("/api/posts/b-post", { host: "a.localhost" })).status).toBe(404);
    expect((await t.request("/api/posts/b-post", { host: "b.localhost" })).status).toBe(200);
  });

  it("refuses malformed slugs with a 400 naming the field", async () => {
    for (const slug of ["UPPER", "a%00b", "a_b", "a".repeat(300)]) {
      const res = await t.request(`/api/posts/${slug}`, { host: "a.localhost" });
      expect(res.status, slug).toBe(400);
      // A NUL is refused at the edge (the path), anything else by the slug rule.
      expect((await res.json()).error, slug).toMatch(/slug|path/);
    }
  });
});

describe("GET /api/document-sets", () => {
  it("lists the host organization's sets; another organization's id is a 404", async () => {
    const res = await t.request("/api/document-sets", { host: "a.localhost" });
    expect(await res.json()).toEqual([
      { id: expect.any(Number), slug: "guide", title: "Guide", title_translation: {}, description: "" },
    ]);
    expect((await t.request(`/api/document-sets?organization_id=${a.id}`, { host: "a.localhost" })).status).toBe(200);
    expect((await t.request(`/api/document-sets?organization_id=${a.id}`, { host: "b.localhost" })).status).toBe(404);
    expect((await t.request("/api/document-sets?organization_id=x", { host: "a.localhost" })).status).toBe(400);
    expect(await (await t.request("/api/document-sets", { host: "b.localhost" })).json()).toEqual([]);
  });
});
