import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { bannerDismissals, banners } from "../../db/schema/index.ts";
import { createBanners } from "../../db/seed/showcase-factories.ts";
import { type Cell, type EndpointCase, type SiteFixture, everyone, signedIn } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the banner API (banners.routes.ts; see
 * ../tenant-isolation.matrix.ts). Anyone reads the host's banners; only a session of the host's
 * site has dismissals there (a cookie of the other site is an anonymous visitor on the list, a 401
 * on the dismissal). Dismissing another organization's banner is a 404 with nothing stored, in
 * either organization. The bodies carry no organization id, so there is no `orgB` column.
 */

const DISMISSIBLE = "Isolation dismissible banner";

/** The site's banners for the matrix: a permanent one (always listed) and a dismissible one, made once. */
async function bannersOf(site: SiteFixture) {
  const rows = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: banners.id, type: banners.type })
    .from(banners)
    .where(eq(banners.organization_id, site.organizationId));
  const dismissible = rows.find((row) => row.type === "closed");
  if (dismissible) return { dismissibleId: dismissible.id };
  const created = await createBanners({
    db: site.db,
    organizationId: site.organizationId,
    items: [
      { type: "permanent", content: { text: `${site.key} permanent banner` } },
      { type: "closed", dismissal_duration: "1d", content: { text: `${site.key} ${DISMISSIBLE}` } },
    ],
  });
  return { dismissibleId: created.find((row) => row.type === "closed")!.id };
}

/** Every banner id belongs to the host's organization. */
async function ownedByHost(cell: Cell, ids: number[]) {
  for (const id of new Set(ids)) {
    const [row] = await crossTenant(
      cell.host.db,
      "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
    )
      .select({ organization_id: banners.organization_id })
      .from(banners)
      .where(eq(banners.id, id));
    expect(row?.organization_id, `banner ${id} of another organization in the answer`).toBe(cell.host.organizationId);
  }
}

/** The actor's person on the host's site, when the actor has a session there. */
function ownPerson(cell: Cell) {
  if (cell.actor === "anonymous" || !cell.actor.endsWith(cell.site)) return null;
  return cell.actor.startsWith("admin") ? cell.host.admin : cell.host.user;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/banners",
    request: async (site) => {
      await bannersOf(site);
      return { query: { path: "/" } };
    },
    expect: { none: everyone(200) },
    check: async (cell) => {
      const { banners: list, dismissed } = (await cell.response.json()) as {
        banners: { id: number }[];
        dismissed: { id: number }[];
      };
      expect(list.length).toBeGreaterThan(0);
      await ownedByHost(
        cell,
        list.map((banner) => banner.id),
      );
      await ownedByHost(
        cell,
        dismissed.map((entry) => entry.id),
      );
      // Only a session of the host's site has dismissals there.
      if (!ownPerson(cell)) expect(dismissed).toEqual([]);
    },
  },
  {
    method: "POST",
    path: "/banners/{id}/dismiss",
    request: async (site) => ({ path: `/banners/${(await bannersOf(site)).dismissibleId}/dismiss` }),
    expect: {
      A: signedIn({ userA: 200, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 404, adminA: 404, adminB: 200 }),
    },
    check: async (cell) => {
      const bannerId = (await bannersOf(cell.target)).dismissibleId;
      const stored = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ organization_id: bannerDismissals.organization_id, user_id: bannerDismissals.user_id })
        .from(bannerDismissals)
        .where(eq(bannerDismissals.banner_id, bannerId));
      if (cell.status === 200) {
        const person = ownPerson(cell)!;
        expect(await cell.response.json()).toMatchObject({ id: bannerId });
        // Stored in the host's organization, for the actor, and nowhere else.
        expect(stored.every((row) => row.organization_id === cell.host.organizationId)).toBe(true);
        expect(stored).toContainEqual({ organization_id: cell.host.organizationId, user_id: person.id });
        return;
      }
      expect(((await cell.response.json()) as { error: string }).error).toBeTruthy();
      if (cell.target === cell.host) return; // 401: a cookie of the other site, or none
      // Another organization's banner (404): no dismissal of it in the host's organization.
      const [own] = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ user_id: bannerDismissals.user_id })
        .from(bannerDismissals)
        .where(
          and(eq(bannerDismissals.banner_id, bannerId), eq(bannerDismissals.organization_id, cell.host.organizationId)),
        );
      expect(own, "a refused dismissal stored nothing in the host's organization").toBeUndefined();
    },
  },
];
