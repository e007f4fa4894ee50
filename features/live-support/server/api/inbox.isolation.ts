import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { cannedReplies, memberships } from "../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";
import {
  type EndpointCase,
  type SiteFixture,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for the inbox's staff list and canned replies
 * (inbox.routes.ts): staff of the host only (anonymous 401, a user 403, another site's cookie 401);
 * another organization's canned reply is a 404, another organization named in the body a 403.
 */

const WHY = "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other";

async function freshReply(site: SiteFixture) {
  const [row] = await crossTenant(site.db, WHY)
    .insert(cannedReplies)
    .values({ organization_id: site.organizationId, title: unique(`${site.key} reply`), body: "Thanks" })
    .returning({ id: cannedReplies.id });
  return row!.id;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/conversations/assignees",
    request: () => ({}),
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const people = (await cell.response.json()) as { id: string; email: string }[];
      expect(people.map((p) => p.email)).toContain(cell.host.admin.email);
      expect(people.map((p) => p.email)).not.toContain(cell.host.user.email);
      const members = await crossTenant(cell.host.db, WHY)
        .select({ id: memberships.user_id })
        .from(memberships)
        .where(
          and(
            eq(memberships.organization_id, cell.host.organizationId),
            inArray(
              memberships.user_id,
              people.map((p) => p.id),
            ),
          ),
        );
      expect(members.length, "staff of another organization").toBe(people.length);
    },
  },
  {
    method: "GET",
    path: "/canned-replies",
    request: async (site) => {
      await freshReply(site);
      return {};
    },
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const ids = ((await cell.response.json()) as { id: number }[]).map((reply) => reply.id);
      expect(ids.length).toBeGreaterThan(0);
      const own = await crossTenant(cell.host.db, WHY)
        .select({ id: cannedReplies.id })
        .from(cannedReplies)
        .where(and(eq(cannedReplies.organization_id, cell.host.organizationId), inArray(cannedReplies.id, ids)));
      expect(own.length, "canned replies of another organization").toBe(ids.length);
    },
  },
  {
    method: "POST",
    path: "/canned-replies",
    request: (site, organizationId) => ({
      body: { title: unique(`${site.key} new reply`), body: "Hello", organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 201, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 201 }),
    },
  },
  {
    method: "PUT",
    path: "/canned-replies/{id}",
    request: async (site, organizationId) => ({
      path: `/canned-replies/${await freshReply(site)}`,
      body: { title: unique(`${site.key} renamed reply`), organization_id: organizationId },
    }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 403 }),
      B: signedIn({ userA: 403, adminA: 403, adminB: 200 }),
      orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
    },
  },
  {
    method: "DELETE",
    path: "/canned-replies/{id}",
    request: async (site) => ({ path: `/canned-replies/${await freshReply(site)}` }),
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
