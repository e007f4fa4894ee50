import { Dispatcher } from "../../domain-events/dispatcher.ts";
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { headingSections, metrics, revisions, templateSections } from "../../db/schema/index.ts";
import { createHeadingSection, createTemplateSection } from "../../db/seed/factories.ts";
import { createMetric } from "../../domain/metrics/create-metric.ts";
import { type Cell, type EndpointCase, type SiteFixture, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the content API (metrics.routes.ts,
 * sections-write.routes.ts, layout-revisions.routes.ts; see ../tenant-isolation.matrix.ts).
 *
 * Every call asks the policy first: anonymous 401, a user 403, a cookie of the other site 401.
 * An admin naming the other organization's records gets 404 (looked up in the host's organization
 * only); an admin naming the other organization in the body or query gets 403 (`withoutOrganization`).
 * Writes that consume their record (deletions, adding or removing a section's metric, a restore)
 * build a fresh one of the target site per cell, so that cells do not interfere.
 */

/** Only an admin of the host's organization, and only with that organization's ids. */
const ownIds = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

/** Ids of A with B's organization named: refused on A's host (403); on B's host A's ids are unknown (404). */
const orgB = signedIn({ userA: 403, adminA: 403, adminB: 404 });

/**
 * Bodies that name records AND an organization (`A`/`B`: a site's ids with its own organization):
 * the organization is checked first, so the other organization's ids with its organization are 403;
 * A's ids with B's host's own organization (`orgB` on B's host) show the 404 of an unknown record.
 */
const ownIdsAndOrganization = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
  orgB,
} as const;

/** Creations name no record, only (optionally) an organization: the host's one or 403. */
const created = {
  A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
} as const;

/** Reads of the organization named in the query: the host's one or 403. */
const namedOrganization = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
  B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
} as const;

/** A section of the site's own with `count` metrics of its own, not on any page a cell reads. */
async function freshSection(site: SiteFixture, count: number) {
  return createTemplateSection({
    db: site.db,
    organizationId: site.organizationId,
    section: {
      url_page: "/isolation",
      section_title: unique(`${site.key} section`),
      metrics: Array.from({ length: count }, () => ({ title: unique(`${site.key} metric`) })),
    },
  });
}

async function freshMetric(site: SiteFixture) {
  const [metric] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(metrics)
    .values({ organization_id: site.organizationId, title: unique(`${site.key} metric`) })
    .returning({ id: metrics.id });
  return metric!.id;
}

/** Every id belongs to a row of the host's organization in `table`. */
async function ownedByHost(
  cell: Cell,
  table: typeof metrics | typeof templateSections | typeof headingSections | typeof revisions,
  ids: number[],
) {
  if (ids.length === 0) return;
  const rows = await cell.host.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organization_id, cell.host.organizationId), inArray(table.id, ids)));
  expect(rows.length, "rows of another organization in the answer").toBe(new Set(ids).size);
}

export const isolationCases: EndpointCase[] = [
  // ----- Metrics (no organization_id in their bodies: the schema refuses one) -----
  {
    method: "GET",
    path: "/metrics",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const list = (await cell.response.json()) as { id: number }[];
      expect(list.length).toBeGreaterThan(0);
      await ownedByHost(
        cell,
        metrics,
        list.map((metric) => metric.id),
      );
    },
  },
  {
    method: "POST",
    path: "/metrics",
    request: (site) => ({ body: { title: unique(`${site.key} new metric`), description: "Isolation" } }),
    // The metric goes to the host's organization (the snapshot of the other one proves it).
    expect: { none: signedIn({ userA: 403, adminA: 201, adminB: 201 }) },
  },
  {
    method: "PATCH",
    path: "/metrics/{id}",
    request: (site) => ({ path: `/metrics/${site.content.metricId}`, body: { title: unique(`${site.key} renamed`) } }),
    expect: ownIds,
  },
  {
    method: "DELETE",
    path: "/metrics/{id}",
    request: async (site) => ({ path: `/metrics/${await freshMetric(site)}`, query: { force: "true" } }),
    expect: ownIds,
  },

  // ----- Template sections -----
  {
    method: "POST",
    path: "/template-sections",
    request: (site, organizationId) => ({
      body: {
        url_page: "/isolation",
        section_title: unique(`${site.key} new section`),
        organization_id: organizationId,
      },
    }),
    expect: created,
  },
  {
    method: "PUT",
    path: "/template-sections/{id}",
    request: (site, organizationId) => ({
      path: `/template-sections/${site.content.templateSectionId}`,
      body: { section_title: unique(`${site.key} home`), organization_id: organizationId },
    }),
    expect: ownIdsAndOrganization,
  },
  {
    method: "DELETE",
    path: "/template-sections/{id}",
    request: async (site) => ({ path: `/template-sections/${(await freshSection(site, 0)).section.id}` }),
    expect: ownIds,
  },
  {
    method: "POST",
    path: "/template-sections/{id}/metrics",
    request: async (site) => {
      const { section } = await freshSection(site, 0);
      return { path: `/template-sections/${section.id}/metrics`, body: { metric_id: await freshMetric(site) } };
    },
    expect: ownIds,
  },
  {
    method: "DELETE",
    path: "/template-sections/{id}/metrics",
    request: async (site) => {
      const {
        section,
        metrics: [metric],
      } = await freshSection(site, 1);
      return { path: `/template-sections/${section.id}/metrics`, query: { metric_id: String(metric!.id) } };
    },
    expect: ownIds,
  },
  {
    method: "PUT",
    path: "/template-sections/{id}/metrics",
    request: async (site) => {
      const { section, metrics: list } = await freshSection(site, 2);
      return {
        path: `/template-sections/${section.id}/metrics`,
        body: { metric_ids: list.map((metric) => metric.id).reverse() },
      };
    },
    expect: ownIds,
  },

  // ----- Heading sections -----
  {
    method: "POST",
    path: "/template-heading-sections",
    request: (site, organizationId) => ({
      body: {
        name: unique(`${site.key} new heading`),
        description_text: "Isolation",
        url_page: "/isolation",
        organization_id: organizationId,
      },
    }),
    expect: created,
  },
  {
    method: "PUT",
    path: "/template-heading-sections/{id}",
    request: (site, organizationId) => ({
      path: `/template-heading-sections/${site.content.headingSectionId}`,
      body: { name: unique(`${site.key} heading`), organization_id: organizationId },
    }),
    expect: ownIdsAndOrganization,
  },
  {
    method: "DELETE",
    path: "/template-heading-sections/{id}",
    request: async (site) => {
      const heading = await createHeadingSection({
        db: site.db,
        organizationId: site.organizationId,
        heading: { url_page: "/isolation", name: unique(`${site.key} heading`) },
      });
      return { path: `/template-heading-sections/${heading.id}` };
    },
    expect: ownIds,
  },

  // ----- Page layout -----
  {
    method: "GET",
    path: "/page-layout",
    request: (_site, organizationId) => ({ query: { organization_id: String(organizationId), url_page: "/home" } }),
    expect: namedOrganization,
    check: async (cell) => {
      if (cell.status !== 200) return;
      const { sections } = (await cell.response.json()) as { sections: { id: number; type: string }[] };
      expect(sections.length).toBeGreaterThan(0);
      const ids = (type: string) => sections.filter((section) => section.type === type).map((section) => section.id);
      await ownedByHost(cell, templateSections, ids("template_section"));
      await ownedByHost(cell, headingSections, ids("heading_section"));
    },
  },
  {
    method: "PUT",
    path: "/page-layout",
    request: (site, organizationId) => ({
      body: {
        organization_id: organizationId,
        sections: [
          { id: site.content.templateSectionId, type: "template_section", order: 0 },
          { id: site.content.headingSectionId, type: "heading_section", order: 1 },
        ],
      },
    }),
    expect: ownIdsAndOrganization,
  },

  // ----- History -----
  {
    method: "GET",
    path: "/revisions",
    // A filter, not a lookup: another organization's record id finds nothing (200, an empty list).
    request: async (site) => {
      // A revision of the target site's metric, made through the change function.
      const metric = await createMetric({
        ctx: changeContextOf(site),
        fields: { title: unique(`${site.key} logged`), description: "Isolation" },
      });
      return { query: { entity: "metric", id: String(metric.id) } };
    },
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 200 }),
      B: signedIn({ userA: 403, adminA: 200, adminB: 200 }),
    },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const list = (await cell.response.json()) as { id: number }[];
      expect(list.length, "revisions of the named record").toBe(cell.target === cell.host ? 1 : 0);
      await ownedByHost(
        cell,
        revisions,
        list.map((revision) => revision.id),
      );
    },
  },
  {
    method: "POST",
    path: "/revisions/{id}/restore",
    request: async (site) => {
      // A fresh record with its creation revision; restoring it changes only that record.
      const ctx = changeContextOf(site);
      await createMetric({ ctx, fields: { title: unique(`${site.key} restorable`), description: "Isolation" } });
      const [revision] = await crossTenant(
        site.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: revisions.id })
        .from(revisions)
        .where(and(eq(revisions.organization_id, site.organizationId), eq(revisions.request_id, ctx.requestId)));
      return { path: `/revisions/${revision!.id}/restore` };
    },
    expect: ownIds,
  },
];

/** A change context of the site's admin, for rows an entry needs with their revisions. */
function changeContextOf(site: SiteFixture) {
  return {
    db: site.db,
    organizationId: site.organizationId,
    actor: { id: site.admin.id, name: `admin of ${site.key}` },
    requestId: unique("isolation-fixture"),
    dispatcher: new Dispatcher(),
  };
}
