import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { cookieCategories, cookieServices } from "../../db/schema/index.ts";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import { type Cell, type EndpointCase, type SiteFixture, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

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

/**
 * The site's cookie lists whole, as Global Settings sends them, with its first service renamed: a
 * save of the cookie lists may change the named organization's rows only (a category and a service
 * are created on first use).
 */
async function cookieLists(site: SiteFixture) {
  const byOrganization = { organization_id: site.organizationId };
  let categories = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select()
    .from(cookieCategories)
    .where(eq(cookieCategories.organization_id, site.organizationId));
  if (categories.length === 0) {
    await createCookieCategories({
      db: site.db,
      organizationId: site.organizationId,
      categories: [{ name: `${site.key} analytics`, services: [{ name: `${site.key} stats` }] }],
    });
    categories = await crossTenant(
      site.db,
      "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
    )
      .select()
      .from(cookieCategories)
      .where(eq(cookieCategories.organization_id, site.organizationId));
  }
  const services = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select()
    .from(cookieServices)
    .where(eq(cookieServices.organization_id, site.organizationId));
  return {
    cookie_categories: categories.map(({ id, name }) => ({ id, name, ...byOrganization })),
    cookie_services: services.map(({ id, category_id, name }, index) => ({
      id,
      category_id,
      name: index === 0 ? unique(`${site.key} service`) : name,
      ...byOrganization,
    })),
  };
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
    request: async (site, organizationId) => ({
      path: `/organizations/${organizationId}`,
      body: { settings: { font_family: unique(`${site.key} font`) }, ...(await cookieLists(site)) },
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
