import { eq } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { menuItemEntity, nextVersion } from "../changes/entities.ts";
import type { MenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The change of some fields of one menu item: `PUT /api/menu-items/{id}` and a menu item sent in
 * the `menu_items` list of `PUT /api/organizations/{id}` both apply this (one road per record).
 */
export function menuItemUpdateChange({
  organizationId,
  menuItemId,
  fields,
  expectedVersion,
}: {
  organizationId: number;
  menuItemId: number;
  fields: MenuItemFields;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: menuItemEntity,
    id: menuItemId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(menuItems)
        .set({ ...fields, updated_at: nextVersion(menuItems.updated_at) })
        .where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)));
    },
  };
}

/** Changes some fields of one of the organization's menu items (a rename, a slug, a toggle, an order). */
export async function updateMenuItem({
  ctx,
  menuItemId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  menuItemId: number;
  fields: MenuItemFields;
  expectedVersion: string | null | undefined;
}) {
  const result = await applyChange({
    ctx,
    ...menuItemUpdateChange({ organizationId: ctx.organizationId, menuItemId, fields, expectedVersion }),
  });
  return menuRecordView(result.after, ctx.organizationId)!;
}
