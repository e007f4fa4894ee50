import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { blogPosts } from "../../db/schema/index.ts";
import { type EndpointCase, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the pages API (pages.routes.ts). Every call asks the
 * policy first (anonymous 401, a user 403, a cookie of the other site 401); the organization is
 * the host's, and one named in the body or query must be it (else 403).
 */

/** Creations name no record, only (optionally) an organization: the host's one or 403. */
const created = {
  A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
} as const;

const namedOrganization = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
} as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/pages",
    request: (site, organizationId) => ({
      body: {
        title: "Isolation page",
        slug: unique(`isolation-${site.key.toLowerCase()}`),
        description: "Isolation",
        organization_id: organizationId,
      },
    }),
    expect: created,
    check: async (cell) => {
      if (cell.status !== 201) return;
      const { id } = (await cell.response.json()) as { id: number };
      const rows = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.organization_id, cell.host.organizationId), eq(blogPosts.id, id)));
      expect(rows, "the page belongs to the host's organization").toHaveLength(1);
    },
  },
  {
    method: "GET",
    path: "/pages/slug-available",
    // A slug of the target site's own: taken there, free on the other host (each host looks at its own).
    request: async (site) => {
      const slug = unique(`taken-${site.key.toLowerCase()}`);
      await crossTenant(
        site.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .insert(blogPosts)
        .values({ organization_id: site.organizationId, slug, title: "Taken" });
      return { query: { slug } };
    },
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 200 }),
      B: signedIn({ userA: 403, adminA: 200, adminB: 200 }),
    },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const { available } = (await cell.response.json()) as { available: boolean };
      expect(available, "only the host's own pages make a slug taken").toBe(cell.target !== cell.host);
    },
  },
  {
    method: "GET",
    path: "/site-map",
    request: (_site, organizationId) => ({ query: { organization_id: String(organizationId) } }),
    expect: namedOrganization,
    check: async (cell) => {
      if (cell.status !== 200) return;
      const map = (await cell.response.json()) as { organization: { id: number } };
      expect(map.organization.id).toBe(cell.host.organizationId);
    },
  },
];
