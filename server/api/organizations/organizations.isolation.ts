import { expect } from "vitest";
import { type Cell, type EndpointCase, signedIn, unique } from "../tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for organizations.routes.ts. The path names an organization:
 * only the host's is answered (to its admins); any other id is a 404 for everyone allowed in, so
 * another organization's existence is never revealed and nothing of it changes.
 */
const ownOrganization = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

async function answersHostOnly(cell: Cell) {
  if (cell.status !== 200) return;
  const body = (await cell.response.json()) as { organization: { id: number }; faqs: { id: number }[] };
  expect(body.organization.id).toBe(cell.host.organizationId);
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/organizations/{id}",
    request: (_site, organizationId) => ({ path: `/organizations/${organizationId}` }),
    expect: ownOrganization,
    check: answersHostOnly,
  },
  {
    method: "PUT",
    path: "/organizations/{id}",
    request: (site, organizationId) => ({
      path: `/organizations/${organizationId}`,
      body: { settings: { font_family: unique(`${site.key} font`) } },
    }),
    expect: ownOrganization,
    check: answersHostOnly,
  },
  {
    method: "GET",
    path: "/organizations/{orgId}/sections/{sectionName}",
    request: (_site, organizationId) => ({ path: `/organizations/${organizationId}/sections/general` }),
    expect: ownOrganization,
    check: answersHostOnly,
  },
];
