import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { profiles } from "../../db/schema/index.ts";
import { type EndpointCase, type SiteFixture, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for profiles.routes.ts: admins of the host's organization
 * only; another organization's profile id is unknown there (404), and the list names the host's
 * people only (it carries e-mail addresses).
 */
async function memberProfileId(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organization_id, site.organizationId), eq(profiles.user_id, site.member.id)));
  return row!.id;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/profiles",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const list = (await cell.response.json()) as { id: number; email: string }[];
      expect(list.length).toBeGreaterThan(0);
      const own = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.organization_id, cell.host.organizationId));
      const ownIds = new Set(own.map((row) => row.id));
      for (const profile of list) expect(ownIds.has(profile.id), "a profile of another organization").toBe(true);
    },
  },
  {
    method: "PATCH",
    path: "/profiles/{id}",
    request: async (site) => ({
      path: `/profiles/${await memberProfileId(site)}`,
      body: { team: { is_team_member: true, job_title: unique(`${site.key} engineer`) } },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
