import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderRequests } from "../../../../server/db/schema/index.ts";
import { createPricingPlans } from "../../../../server/db/seed/visitor-widgets.ts";
import {
  type EndpointCase,
  type SiteFixture,
  columns,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for order requests (orders.routes.ts). Anyone may send one
 * for the host's plans; another organization's plan is a 404 with nothing stored. Listing and status
 * changes are for the host's admins; another organization's order request is a 404, unchanged.
 */

async function planOf(site: SiteFixture) {
  const [plan] = await createPricingPlans({
    db: site.db,
    organizationId: site.organizationId,
    plans: [{ name: unique(`${site.key} plan`), price: 1000 }],
  });
  return plan!;
}

async function orderOf(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(orderRequests)
    .values({
      organization_id: site.organizationId,
      name: unique(`${site.key} buyer`),
      email: `buyer@${site.host}`,
      lines: [],
      total: 0,
    })
    .returning();
  return row!;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "POST",
    path: "/orders",
    request: async (site, organizationId) => ({
      body: {
        name: unique(`${site.key} visitor`),
        email: `visitor@${site.host}`,
        items: [{ plan_id: (await planOf(site)).id, quantity: 1 }],
        organization_id: organizationId,
      },
    }),
    expect: { A: columns(201, 404), B: columns(404, 201) },
    check: async (cell) => {
      if (cell.status === 201) {
        const { id } = (await cell.response.json()) as { id: number };
        const [row] = await crossTenant(
          cell.host.db,
          "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
        )
          .select({ organization_id: orderRequests.organization_id })
          .from(orderRequests)
          .where(eq(orderRequests.id, id));
        expect(row?.organization_id).toBe(cell.host.organizationId);
        return;
      }
      expect(((await cell.response.json()) as { error: string }).error).toBe("Plan not found");
      // Another site's plan stored nothing here: no request of this organization names its visitor.
      const foreign = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ id: orderRequests.id })
        .from(orderRequests)
        .where(
          and(
            eq(orderRequests.organization_id, cell.host.organizationId),
            eq(orderRequests.email, `visitor@${cell.target.host}`),
          ),
        );
      expect(foreign).toEqual([]);
    },
  },
  {
    method: "GET",
    path: "/orders",
    request: async (site) => {
      await orderOf(site);
      return {};
    },
    expect: { none: signedIn({ userA: 403, adminA: 200, adminB: 200 }) },
    check: async (cell) => {
      if (cell.status !== 200) return;
      const rows = (await cell.response.json()) as { organization_id: number }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.organization_id).toBe(cell.host.organizationId);
    },
  },
  {
    method: "PATCH",
    path: "/orders/{id}",
    request: async (site) => {
      const order = await orderOf(site);
      return { path: `/orders/${order.id}`, body: { status: "handled", updated_at: order.updated_at.toISOString() } };
    },
    expect: {
      A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
      B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
    },
  },
];
