import { and, eq } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { menuItemEntity } from "../changes/entities.ts";

/**
 * Deletes a menu item and its submenu items (the foreign key cascades). The last revision holds
 * both, so a restore brings the item back with its submenus.
 */
export async function deleteMenuItem({ ctx, menuItemId }: { ctx: ChangeContext; menuItemId: number }) {
  await applyChange({
    ctx,
    entity: menuItemEntity,
    id: menuItemId,
    action: "delete",
    summary: "delete menu item",
    change: async (tx) => {
      await tx
        .delete(menuItems)
        .where(and(eq(menuItems.organization_id, ctx.organizationId), eq(menuItems.id, menuItemId)));
    },
  });
}
