import type { ChangeResult, ChangeSpec } from "../changes/apply-change.ts";
import type { Snapshot, Tx } from "../changes/entities.ts";
import { menuItemCreateChange } from "../navigation/create-menu-item.ts";
import { submenuItemCreateChange } from "../navigation/create-submenu-item.ts";
import { menuItemDeleteChange } from "../navigation/delete-menu-item.ts";
import { submenuItemDeleteChange } from "../navigation/delete-submenu-item.ts";
import type { MenuItemFields, SubmenuItemFields } from "../navigation/menu-fields.ts";
import { menuItemUpdateChange } from "../navigation/update-menu-item.ts";
import { submenuItemUpdateChange } from "../navigation/update-submenu-item.ts";
import { postDeleteChange, postUpdateChange } from "../posts/update-post.ts";
import type { PostColumns } from "../posts/post-columns.ts";
import { columnsOf, LISTS, planList, type ListItem, type ListName } from "./organization-lists.ts";

/**
 * The lists of Global Settings whose records also have endpoints of their own (spec §7: menu and
 * submenu items, posts). Sent whole, each item still takes its record's road: the same change
 * function as its endpoint, its own revision, its own version (decision 031, "one road per record").
 */
export const ONE_ROAD_LISTS = ["menu_items", "submenu_items", "blog_posts"] as const satisfies readonly ListName[];
type OneRoadList = (typeof ONE_ROAD_LISTS)[number];

type Version = string | null | undefined;

const ROADS: Record<
  OneRoadList,
  {
    create?: (organizationId: number, fields: Record<string, unknown>) => ChangeSpec;
    update: (organizationId: number, id: number, fields: Record<string, unknown>, version: Version) => ChangeSpec;
    remove: (organizationId: number, id: number, version: Version) => ChangeSpec;
  }
> = {
  menu_items: {
    create: (organizationId, fields) =>
      menuItemCreateChange({ organizationId, fields: fields as MenuItemFields & { display_name: string } }),
    update: (organizationId, menuItemId, fields, expectedVersion) =>
      menuItemUpdateChange({ organizationId, menuItemId, fields: fields as MenuItemFields, expectedVersion }),
    remove: (organizationId, menuItemId, expectedVersion) =>
      menuItemDeleteChange({ organizationId, menuItemId, expectedVersion }),
  },
  submenu_items: {
    create: (organizationId, fields) =>
      submenuItemCreateChange({
        organizationId,
        fields: fields as SubmenuItemFields & { menu_item_id: number; name: string },
      }),
    update: (organizationId, submenuItemId, fields, expectedVersion) =>
      submenuItemUpdateChange({ organizationId, submenuItemId, fields: fields as SubmenuItemFields, expectedVersion }),
    remove: (organizationId, submenuItemId, expectedVersion) =>
      submenuItemDeleteChange({ organizationId, submenuItemId, expectedVersion }),
  },
  // Posts are created by the post editor and the Create Page modal only (planList refuses an item without id).
  blog_posts: {
    update: (organizationId, postId, columns, expectedVersion) =>
      postUpdateChange({ organizationId, postId, columns: columns as PostColumns, expectedVersion }),
    remove: (organizationId, postId, expectedVersion) => postDeleteChange({ organizationId, postId, expectedVersion }),
  },
};

/**
 * Applies a list sent whole, record by record, in the caller's transaction: `existing` is the
 * locked snapshot whose version the caller has checked, so a record another admin adds meanwhile is
 * never deleted, and a record this save's own cascade already removed (submenu items of a deleted
 * menu item) is skipped.
 */
export async function saveListRecords({
  tx,
  apply,
  organizationId,
  list,
  existing,
  items,
}: {
  tx: Tx;
  apply: (spec: ChangeSpec) => Promise<ChangeResult>;
  organizationId: number;
  list: OneRoadList;
  existing: Snapshot[];
  items: ListItem[];
}) {
  const road = ROADS[list];
  const table = LISTS[list].table;
  const plan = planList(list, existing, items);
  const loaded = new Map(existing.map((row) => [row.id as number, row.updated_at as string]));
  const sent = new Map(items.flatMap((item) => (item.id === undefined ? [] : [[item.id, item.updated_at as Version]])));
  for (const id of plan.deletes) {
    const spec = road.remove(organizationId, id, loaded.get(id));
    if (!(await spec.entity.load(tx, organizationId, String(id), { lock: false }))) continue;
    await apply(spec);
  }
  for (const { id, values } of plan.updates) {
    await apply(road.update(organizationId, id, columnsOf(table, values), sent.get(id)));
  }
  for (const values of plan.inserts) {
    if (!road.create) continue; // unreachable: planList refuses creations where the list has none
    await apply(road.create(organizationId, columnsOf(table, values)));
  }
}
