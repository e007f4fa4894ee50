import { and, eq } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { menuItemEntity, nextVersion } from "../changes/entities.ts";
import type { MenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";

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
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: menuItemEntity,
    id: menuItemId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(menuItems)
        .set({ ...fields, updated_at: nextVersion(menuItems.updated_at) })
        .where(and(eq(menuItems.organization_id, ctx.organizationId), eq(menuItems.id, menuItemId)));
    },
  });
  return menuRecordView(result.after, ctx.organizationId)!;
}
