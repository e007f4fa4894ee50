import { eq } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { menuItemEntity } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The deletion of a menu item, as its endpoint and the settings list apply it. */
export function menuItemDeleteChange({
  organizationId,
  menuItemId,
  expectedVersion,
}: {
  organizationId: number;
  menuItemId: number;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: menuItemEntity,
    id: menuItemId,
    action: "delete",
    summary: "delete menu item",
    expectedVersion,
    change: async (tx) => {
      await tx.delete(menuItems).where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)));
    },
  };
}

/**
 * Deletes a menu item and its submenu items (the foreign key cascades). The last revision holds
 * both, so a restore brings the item back with its submenus.
 */
export async function deleteMenuItem({
  ctx,
  menuItemId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  menuItemId: number;
  expectedVersion: string | null | undefined;
}) {
  await applyChange({
    ctx,
    ...menuItemDeleteChange({ organizationId: ctx.organizationId, menuItemId, expectedVersion }),
  });
}
