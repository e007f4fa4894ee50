import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { websiteHero } from "../../db/schema/index.ts";
import { type EndpointCase, type SiteFixture, columns, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the hero API (heroes.routes.ts). Reads are public and
 * answer the host's heroes only; writes ask the policy first (anonymous 401, a user 403, another
 * site's cookie 401); an admin naming the other organization's hero gets 404, naming the other
 * organization in the body 403. Each cell writes a fresh hero of the target site.
 */

async function freshHero(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(websiteHero)
    .values({ organization_id: site.organizationId, url_page: "/isolation", title: unique(`${site.key} hero`) })
    .returning({ id: websiteHero.id });
  return row!.id;
}

const ownIds = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/heroes",
    request: async (site) => {
      await freshHero(site);
      return { query: { url_page: "/isolation" } };
    },
    expect: { none: columns(200, 200) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const list = (await cell.response.json()) as { id: number }[];
      if (list.length === 0) return;
      const ids = list.map((hero) => hero.id);
      const rows = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: websiteHero.id })
        .from(websiteHero)
        .where(and(eq(websiteHero.organization_id, cell.host.organizationId), inArray(websiteHero.id, ids)));
      expect(rows.length, "heroes of another organization in the answer").toBe(ids.length);
    },
  },
  {
    method: "GET",
    path: "/heroes/{id}",
    // Public content, but only the host's: another organization's hero is unknown here.
    request: async (site) => ({ path: `/heroes/${await freshHero(site)}` }),
    expect: { A: columns(200, 404), B: columns(404, 200) },
  },
  {
    method: "POST",
    path: "/heroes",
    request: (site, organizationId) => ({
      body: { title: unique(`${site.key} new hero`), url_page: "/isolation", organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
    },
  },
  {
    method: "PUT",
    path: "/heroes/{id}",
    request: async (site, organizationId) => ({
      path: `/heroes/${await freshHero(site)}`,
      body: { title: unique(`${site.key} renamed hero`), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
      orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
    },
  },
  {
    method: "DELETE",
    path: "/heroes/{id}",
    request: async (site) => ({ path: `/heroes/${await freshHero(site)}` }),
    expect: ownIds,
  },
];
