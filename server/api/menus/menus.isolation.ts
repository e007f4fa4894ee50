import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { menuItems, submenuItems } from "../../db/schema/index.ts";
import { type Cell, type EndpointCase, type SiteFixture, signedIn, unique } from "../tenant-isolation.matrix.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the menu API (menus.routes.ts). As for the content
 * API: the policy first (anonymous 401, a user 403, another site's cookie 401); another
 * organization's record ids 404; another organization named in the body or query 403.
 * Deletions build a fresh record of the target site per cell.
 */

const ownIds = {
  A: signedIn({ userA: 403, adminA: 200, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: 200 }),
} as const;

const ownIdsAndOrganization = (status: number) =>
  ({
    A: signedIn({ userA: 403, adminA: status, adminB: 403 }),
    B: signedIn({ userA: 403, adminA: 403, adminB: status }),
    orgB: signedIn({ userA: 403, adminA: 403, adminB: 404 }),
  }) as const;

const namedOrganization = (status: number) =>
  ({
    A: signedIn({ userA: 403, adminA: status, adminB: 403 }),
    B: signedIn({ userA: 403, adminA: 403, adminB: status }),
  }) as const;

async function freshMenuItem(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(menuItems)
    .values({ organization_id: site.organizationId, display_name: unique(`${site.key} menu`), url_name: "x" })
    .returning({ id: menuItems.id });
  return row!.id;
}

async function freshSubmenuItem(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(submenuItems)
    .values({
      organization_id: site.organizationId,
      menu_item_id: site.content.menuItemId,
      name: unique(`${site.key} sub`),
      url_name: "y",
    })
    .returning({ id: submenuItems.id });
  return row!.id;
}

async function onlyHostMenus(cell: Cell) {
  if (cell.status !== 200) return;
  const { menu_items } = (await cell.response.json()) as {
    menu_items: { id: number; organization_id: number; website_submenuitem: { id: number }[] }[];
  };
  expect(menu_items.length).toBeGreaterThan(0);
  const ids = menu_items.map((item) => item.id);
  const rows = await crossTenant(
    cell.host.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.organization_id, cell.host.organizationId), inArray(menuItems.id, ids)));
  expect(rows.length, "menu items of another organization in the answer").toBe(ids.length);
  for (const item of menu_items) expect(item.organization_id).toBe(cell.host.organizationId);
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/menu-items",
    request: (_site, organizationId) => ({ query: { organization_id: String(organizationId) } }),
    expect: namedOrganization(200),
    check: onlyHostMenus,
  },
  {
    method: "POST",
    path: "/menu-items",
    request: (site, organizationId) => ({
      body: { organization_id: organizationId, display_name: unique(`${site.key} new menu`), url_name: "new" },
    }),
    expect: namedOrganization(201),
  },
  {
    method: "PUT",
    path: "/menu-items/{id}",
    request: (site, organizationId) => ({
      path: `/menu-items/${site.content.menuItemId}`,
      body: { organization_id: organizationId, display_name: unique(`${site.key} renamed`) },
    }),
    expect: ownIdsAndOrganization(200),
  },
  {
    method: "DELETE",
    path: "/menu-items/{id}",
    request: async (site) => ({ path: `/menu-items/${await freshMenuItem(site)}` }),
    expect: ownIds,
  },
  {
    method: "POST",
    path: "/submenu-items",
    request: (site, organizationId) => ({
      body: {
        organization_id: organizationId,
        menu_item_id: site.content.menuItemId,
        name: unique(`${site.key} new sub`),
        url_name: "sub",
      },
    }),
    expect: ownIdsAndOrganization(201),
  },
  {
    method: "PUT",
    path: "/submenu-items/{id}",
    request: (site, organizationId) => ({
      path: `/submenu-items/${site.content.submenuItemId}`,
      body: { organization_id: organizationId, name: unique(`${site.key} renamed sub`) },
    }),
    expect: ownIdsAndOrganization(200),
  },
  {
    method: "DELETE",
    path: "/submenu-items/{id}",
    request: async (site) => ({ path: `/submenu-items/${await freshSubmenuItem(site)}` }),
    expect: ownIds,
  },
];
