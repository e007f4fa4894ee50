import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { menuItems, submenuItems } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

type Versioned<T> = Omit<T, "created_at" | "updated_at"> & { created_at: string; updated_at: string };
type MenuRow = Versioned<typeof menuItems.$inferSelect>;
export type SubmenuItem = Versioned<typeof submenuItems.$inferSelect>;
export type MenuItem = MenuRow & { website_submenuitem: SubmenuItem[] };

const iso = <T extends { created_at: Date; updated_at: Date }>(row: T) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * The organization's menu items in order, each with its ordered submenu items (hidden ones
 * included), with the versions (`updated_at`) an editor sends back with its writes.
 */
export async function listMenuItems({ db, organizationId }: { db: Db; organizationId: number }): Promise<MenuItem[]> {
  const [items, subitems] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(scoped(organizationId).where(menuItems))
      .orderBy(asc(menuItems.order), asc(menuItems.id)),
    db
      .select()
      .from(submenuItems)
      .where(scoped(organizationId).where(submenuItems))
      .orderBy(asc(submenuItems.order), asc(submenuItems.id)),
  ]);
  const byMenu = new Map<number, SubmenuItem[]>();
  for (const sub of subitems.map(iso)) {
    const list = byMenu.get(sub.menu_item_id) ?? [];
    list.push(sub);
    byMenu.set(sub.menu_item_id, list);
  }
  return items.map(iso).map((item) => ({
    ...item,
    website_submenuitem: byMenu.get(item.id) ?? [],
  }));
}
