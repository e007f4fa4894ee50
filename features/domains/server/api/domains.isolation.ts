import { expect } from "vitest";
import { domains } from "../../../../server/db/schema/index.ts";
import {
  type EndpointCase,
  type SiteFixture,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for custom domains (domains.routes.ts, decision 066): admins
 * of the host only; another organization's id in the path, or its domain's id, is a 404.
 */

const why = "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other";

/** A pending custom domain of the site (a fresh one per cell: deletions take it). */
async function freshDomain(
  site: SiteFixture,
  status: "pending" | "active" = "pending",
  kind: "custom" | "platform" = "custom",
): Promise<number> {
  const [row] = await crossTenant(site.db, why)
    .insert(domains)
    .values({
      organization_id: site.organizationId,
      host: `${unique(site.key.toLowerCase())}.example.test`,
      kind,
      status,
      verification_token: "isolation",
    })
    .returning({ id: domains.id });
  return row!.id;
}

/** Named with its own organization's id: its admin 200 on its host; the other site's ids 404. */
const ownIds = (ok: number) => ({
  A: signedIn({ userA: 403, adminA: ok, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: ok }),
});

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/organizations/{orgId}/domains",
    request: (site) => ({ path: `/organizations/${site.organizationId}/domains` }),
    expect: ownIds(200),
    check: async (cell) => {
      if (cell.status !== 200) return;
      const body = (await cell.response.json()) as { domains: { host: string }[] };
      expect(body.domains.map((domain) => domain.host)).toContain(cell.host.host);
    },
  },
  {
    method: "POST",
    path: "/organizations/{orgId}/domains",
    request: (site) => ({
      path: `/organizations/${site.organizationId}/domains`,
      body: { host: `${unique(`new-${site.key.toLowerCase()}`)}.example.test` },
    }),
    expect: ownIds(201),
  },
  {
    // A platform address: Verify answers without asking DNS (the matrix is about who reaches what).
    method: "POST",
    path: "/organizations/{orgId}/domains/{domainId}/verify",
    request: async (site) => ({
      path: `/organizations/${site.organizationId}/domains/${await freshDomain(site, "active", "platform")}/verify`,
    }),
    expect: ownIds(200),
  },
  {
    method: "POST",
    path: "/organizations/{orgId}/domains/{domainId}/primary",
    request: async (site) => ({
      path: `/organizations/${site.organizationId}/domains/${await freshDomain(site, "active")}/primary`,
    }),
    expect: ownIds(200),
  },
  {
    method: "DELETE",
    path: "/organizations/{orgId}/domains/{domainId}",
    request: async (site) => ({ path: `/organizations/${site.organizationId}/domains/${await freshDomain(site)}` }),
    expect: ownIds(204),
  },
];
