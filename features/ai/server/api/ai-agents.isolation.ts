import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { aiAgents } from "../../../../server/db/schema/index.ts";
import {
  type EndpointCase,
  type SiteFixture,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the AI agents' administration (ai-agents.routes.ts):
 * admins of the host only (anonymous 401, a user 403, another site's cookie 401); another
 * organization's agent is a 404, another organization named in the body a 403.
 */

async function freshAgent(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(aiAgents)
    .values({ organization_id: site.organizationId, name: unique(`${site.key} agent`) })
    .returning({ id: aiAgents.id });
  return row!.id;
}

const ownIds = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/ai/agents",
    request: async (site) => {
      await freshAgent(site);
      return {};
    },
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const ids = ((await cell.response.json()) as { id: number }[]).map((agent) => agent.id);
      expect(ids.length).toBeGreaterThan(0);
      const own = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: aiAgents.id })
        .from(aiAgents)
        .where(and(eq(aiAgents.organization_id, cell.host.organizationId), inArray(aiAgents.id, ids)));
      expect(own.length, "agents of another organization").toBe(ids.length);
    },
  },
  {
    method: "POST",
    path: "/ai/agents",
    request: (site, organizationId) => ({
      body: { name: unique(`${site.key} new agent`), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
    },
  },
  {
    method: "PUT",
    path: "/ai/agents/{id}",
    request: async (site, organizationId) => ({
      path: `/ai/agents/${await freshAgent(site)}`,
      body: { name: unique(`${site.key} renamed agent`), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
      orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
    },
  },
  {
    method: "DELETE",
    path: "/ai/agents/{id}",
    request: async (site) => ({ path: `/ai/agents/${await freshAgent(site)}` }),
    expect: ownIds,
  },
  {
    method: "GET",
    path: "/ai/questions",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
  },
];
