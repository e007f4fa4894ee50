import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { blogPosts } from "../../../../../server/db/schema/index.ts";
import { createPost } from "../../../../../server/db/seed/content-factories.ts";
import { reindexOrganization } from "../../domain/search/reindex-organization.ts";
import {
  type EndpointCase,
  type SiteFixture,
  everyone,
  unique,
} from "../../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entry for the site search (search.routes.ts). Public: everyone
 * gets 200, and every result is a record of the host's organization, although both sites have a
 * post with the searched word.
 */

export const SEARCH_WORD = "zanzibarisolation";

export async function searchablePost(site: SiteFixture) {
  const post = await createPost({
    db: site.db,
    organizationId: site.organizationId,
    // A help-center article: every agent may use the knowledge base by default.
    post: {
      slug: unique(`${site.key}-search`),
      title: `${site.key} ${SEARCH_WORD}`,
      content: `<p>${SEARCH_WORD}</p>`,
      is_help_center: true,
    },
  });
  await reindexOrganization({ db: site.db, organizationId: site.organizationId });
  return post;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/search",
    request: async (site) => {
      await searchablePost(site);
      return { query: { q: SEARCH_WORD, limit: "50" } };
    },
    expect: { none: everyone(200) },
    check: async (cell) => {
      const { results } = (await cell.response.json()) as { results: { kind: string; id: string }[] };
      expect(results.length).toBeGreaterThan(0);
      const ids = results.map((result) => Number(result.id));
      const own = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.organization_id, cell.host.organizationId), inArray(blogPosts.id, ids)));
      expect(own.length, "results of another organization").toBe(new Set(ids).size);
    },
  },
];
