import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { menuItems, submenuItems } from "../../db/schema/index.ts";

type MenuRow = Omit<typeof menuItems.$inferSelect, "created_at" | "updated_at">;
export type SubmenuItem = Omit<typeof submenuItems.$inferSelect, "created_at" | "updated_at">;
export type MenuItem = MenuRow & { website_submenuitem: SubmenuItem[] };

/** The organization's menu items in order, each with its ordered submenu items (hidden ones included). */
export async function listMenuItems({ db, organizationId }: { db: Db; organizationId: number }): Promise<MenuItem[]> {
  const [items, subitems] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.organization_id, organizationId))
      .orderBy(asc(menuItems.order), asc(menuItems.id)),
    db
      .select()
      .from(submenuItems)
      .where(eq(submenuItems.organization_id, organizationId))
      .orderBy(asc(submenuItems.order), asc(submenuItems.id)),
  ]);
  const byMenu = new Map<number, SubmenuItem[]>();
  for (const { created_at: _c, updated_at: _u, ...sub } of subitems) {
    const list = byMenu.get(sub.menu_item_id) ?? [];
    list.push(sub);
    byMenu.set(sub.menu_item_id, list);
  }
  return items.map(({ created_at: _c, updated_at: _u, ...item }) => ({
    ...item,
    website_submenuitem: byMenu.get(item.id) ?? [],
  }));
}
