import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { blogPosts, documentSets } from "../../db/schema/index.ts";
import { createDocumentSet, createPost } from "../../db/seed/content-factories.ts";
import {
  type Cell,
  type EndpointCase,
  type SiteFixture,
  columns,
  everyone,
  signedIn,
  unique,
} from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the posts read API (posts.routes.ts; see
 * ../tenant-isolation.matrix.ts). Public reads: the actor does not change the status, the host
 * does. Another organization's slug is a 404, another organization's id in the query a 404, and
 * every list holds the host's rows only.
 */

/** The site's displayed blog post, at a slug only that site has (created on first use). */
async function postOf(site: SiteFixture) {
  const slug = `isolation-post-${site.key.toLowerCase()}`;
  const [found] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.organization_id, site.organizationId), eq(blogPosts.slug, slug)));
  if (!found) {
    await createPost({
      db: site.db,
      organizationId: site.organizationId,
      post: {
        slug,
        title: `${site.key} post`,
        description: `Written for site ${site.key}`,
        content: `<p>Only on site ${site.key}.</p>`,
        display_as_blog_post: true,
      },
    });
  }
  return slug;
}

/** The site's document set (created on first use). */
async function documentSetOf(site: SiteFixture) {
  const slug = `isolation-set-${site.key.toLowerCase()}`;
  const [found] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: documentSets.id })
    .from(documentSets)
    .where(and(eq(documentSets.organization_id, site.organizationId), eq(documentSets.slug, slug)));
  if (!found) {
    await createDocumentSet({
      db: site.db,
      organizationId: site.organizationId,
      set: { slug, title: `${site.key} guide`, description: `Articles of site ${site.key}` },
    });
  }
  return slug;
}

/** Every id is a row of the host's organization in `table`. */
async function ownedByHost(cell: Cell, table: typeof blogPosts | typeof documentSets, ids: number[]) {
  expect(ids.length).toBeGreaterThan(0);
  const rows = await cell.host.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organization_id, cell.host.organizationId), inArray(table.id, ids)));
  expect(rows.length, "rows of another organization in the answer").toBe(new Set(ids).size);
}

/** Named by the site's own slug or organization: found on its host, 404 on the other. */
const ownSiteOnly = { A: columns(200, 404), B: columns(404, 200) } as const;

/** A write naming the site's own slug: its admin only; on the other host the slug is unknown (404). */
const ownSlugWithOrganization = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
  // A's slug with B's organization: refused on A's host (403), unknown on B's host (404).
  orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
} as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/posts",
    request: (site, organizationId) => ({
      body: { title: unique(`${site.key} isolation new post`), content: "<p>x</p>", organization_id: organizationId },
    }),
    // The post goes to the host's organization; naming the other one is a 403.
    expect: {
      A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
    },
    check: async (cell) => {
      if (cell.status !== 201) return;
      const post = (await cell.response.json()) as { id: number };
      await ownedByHost(cell, blogPosts, [post.id]);
    },
  },
  {
    method: "PATCH",
    path: "/posts/{slug}",
    request: async (site, organizationId) => ({
      path: `/posts/${await postOf(site)}`,
      body: { description: unique(`${site.key} isolation edit`), organization_id: organizationId },
    }),
    expect: ownSlugWithOrganization,
    check: async (cell) => {
      if (cell.status !== 200) return;
      const post = (await cell.response.json()) as { id: number };
      await ownedByHost(cell, blogPosts, [post.id]);
    },
  },
  {
    method: "GET",
    path: "/posts",
    request: async (site) => {
      await postOf(site);
      return {};
    },
    expect: { none: everyone(200) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const posts = (await cell.response.json()) as { id: number; slug: string }[];
      await ownedByHost(
        cell,
        blogPosts,
        posts.map((post) => post.id),
      );
      expect(posts.map((post) => post.slug)).toContain(`isolation-post-${cell.site.toLowerCase()}`);
    },
  },
  {
    method: "GET",
    path: "/posts/{slug}",
    request: async (site) => ({ path: `/posts/${await postOf(site)}` }),
    expect: ownSiteOnly,
    check: async (cell) => {
      if (cell.status !== 200) return;
      const post = (await cell.response.json()) as { id: number };
      await ownedByHost(cell, blogPosts, [post.id]);
    },
  },
  {
    method: "GET",
    path: "/document-sets",
    request: async (site, organizationId) => {
      await documentSetOf(site);
      return { query: { organization_id: String(organizationId) } };
    },
    expect: ownSiteOnly,
    check: async (cell) => {
      if (cell.status !== 200) return;
      const sets = (await cell.response.json()) as { id: number; slug: string }[];
      await ownedByHost(
        cell,
        documentSets,
        sets.map((set) => set.id),
      );
      expect(sets.map((set) => set.slug)).toContain(`isolation-set-${cell.site.toLowerCase()}`);
    },
  },
];
