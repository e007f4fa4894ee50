import { and, eq, inArray, max, sql } from "drizzle-orm";
import { expect } from "vitest";
import { cookieCategories, cookieConsents, cookieServices } from "../../db/schema/index.ts";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import {
  type Cell,
  type EndpointCase,
  type SiteFixture,
  columns,
  everyone,
  unique,
} from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the cookie consent API (cookies.routes.ts; see
 * ../tenant-isolation.matrix.ts). Anyone may read the categories and record a consent: the actor
 * does not change the status (a cookie of the other site is simply an anonymous visitor there).
 * What matters is the host: another organization's id in the query or body is a 400 naming
 * `organization_id`, another organization's service ids a 400 naming `services`, and a refused
 * consent stores nothing, in either organization.
 */

const CATEGORY = "Isolation analytics";

/** The site's cookie category with one active service, created on first use. */
async function categoryOf(site: SiteFixture) {
  const [found] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: cookieCategories.id })
    .from(cookieCategories)
    .where(and(eq(cookieCategories.organization_id, site.organizationId), eq(cookieCategories.name, CATEGORY)));
  if (found) return found.id;
  const [created] = await createCookieCategories({
    db: site.db,
    organizationId: site.organizationId,
    categories: [{ name: CATEGORY, services: [{ name: `${site.key} stats` }] }],
  });
  return created!.category.id;
}

/** A fresh active service of the site's own, so that a cell can tell whether a consent naming it was stored. */
async function freshService(site: SiteFixture) {
  const categoryId = await categoryOf(site);
  const [service] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(cookieServices)
    .values({ organization_id: site.organizationId, category_id: categoryId, name: unique(`${site.key} service`) })
    .returning({ id: cookieServices.id });
  return service!.id;
}

/** The newest service of the site (the one `freshService` made for the cell). */
async function newestService(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: max(cookieServices.id) })
    .from(cookieServices)
    .where(eq(cookieServices.organization_id, site.organizationId));
  return row!.id!;
}

/** Every id is a row of the host's organization in `table`. */
async function ownedByHost(cell: Cell, table: typeof cookieCategories | typeof cookieServices, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await cell.host.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organization_id, cell.host.organizationId), inArray(table.id, ids)));
  expect(rows.length, "rows of another organization in the answer").toBe(new Set(ids).size);
}

/** The site's user and admin each have a consent on their own site (once). */
async function consentsOfPeople(site: SiteFixture) {
  const serviceId = await newestService(site);
  for (const person of [site.user, site.admin]) {
    const [existing] = await crossTenant(
      site.db,
      "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
    )
      .select({ id: cookieConsents.id })
      .from(cookieConsents)
      .where(and(eq(cookieConsents.organization_id, site.organizationId), eq(cookieConsents.user_id, person.id)))
      .limit(1);
    if (existing) continue;
    await crossTenant(
      site.db,
      "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
    )
      .insert(cookieConsents)
      .values({
        organization_id: site.organizationId,
        user_id: person.id,
        consent_given: true,
        services: [serviceId],
        user_agent: "isolation fixture",
      });
  }
}

/** Another organization's id in the query or body: refused with 400 on the other host. */
const ownOrganizationOnly = (status: number) => ({
  A: columns(status, 400),
  B: columns(400, status),
});

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/cookies/categories",
    request: async (site) => {
      await freshService(site);
      return {};
    },
    expect: { none: everyone(200) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const categories = (await cell.response.json()) as { id: number; cookie_service: { id: number }[] }[];
      expect(categories.length).toBeGreaterThan(0);
      await ownedByHost(
        cell,
        cookieCategories,
        categories.map((category) => category.id),
      );
      const services = categories.flatMap((category) => category.cookie_service.map((service) => service.id));
      expect(services.length).toBeGreaterThan(0);
      await ownedByHost(cell, cookieServices, services);
    },
  },
  {
    method: "GET",
    path: "/cookies/consent",
    request: async (site, organizationId) => {
      await categoryOf(site);
      await consentsOfPeople(site);
      return { query: { organization_id: String(organizationId) } };
    },
    expect: ownOrganizationOnly(200),
    check: async (cell) => {
      if (cell.status !== 200) return;
      const consent = (await cell.response.json()) as {
        consent_given: boolean | null;
        services: number[];
        organization_id: number;
      };
      expect(consent.organization_id).toBe(cell.host.organizationId);
      await ownedByHost(cell, cookieServices, consent.services);
      // A session of the host's site reads its own record; anyone else (another site's cookie) has none.
      const ownSession = cell.actor !== "anonymous" && cell.actor.endsWith(cell.site);
      expect(consent.consent_given, "the actor's own consent").toBe(ownSession ? true : null);
    },
  },
  {
    method: "POST",
    path: "/cookies/consent",
    // A fresh service of the named site per cell: B's service with B's organization (`B`), A's
    // with B's organization (`orgB`, on B's host: the organization is right, the service unknown).
    request: async (site, organizationId) => ({
      body: { consent_given: true, services: [await freshService(site)], organization_id: organizationId },
    }),
    expect: { ...ownOrganizationOnly(201), orgB: columns(400, 400) },
    check: async (cell) => {
      const serviceId = await newestService(cell.target);
      const stored = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ organization_id: cookieConsents.organization_id })
        .from(cookieConsents)
        .where(sql`${cookieConsents.services} @> ${JSON.stringify([serviceId])}::jsonb`);
      if (cell.status === 201) {
        const consent = (await cell.response.json()) as { services: number[]; organization_id: number };
        expect(consent).toMatchObject({ services: [serviceId], organization_id: cell.host.organizationId });
        expect(stored).toEqual([{ organization_id: cell.host.organizationId }]);
        return;
      }
      // The body named B's organization with `B` and `orgB`: on A's host that is the refusal; on
      // B's host only A's service (`orgB`) can be.
      const named = cell.ids === "A" ? "A" : "B";
      const error = (await cell.response.json()) as { error: string; field?: string };
      expect(error.field).toBe(named === cell.site ? "services" : "organization_id");
      expect(stored, "a refused consent stored nothing").toEqual([]);
    },
  },
];
