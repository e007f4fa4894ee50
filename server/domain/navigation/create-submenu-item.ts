import { eq, max } from "drizzle-orm";
import { menuItems, submenuItems } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { MENU_ORDER_STEP } from "../../../shared/rules/menu-rules.ts";
import { applyChange, type ChangeContext, type ChangeSpec, type Tx } from "../changes/apply-change.ts";
import { submenuItemEntity } from "../changes/entities.ts";
import type { SubmenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Looks the menu item up in the organization (another organization's, or none: 404). */
export async function requireOwnMenuItem(tx: Tx, organizationId: number, menuItemId: number) {
  const [row] = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)))
    .for("update");
  if (!row) throw new AppError("not_found", "Menu item not found", { code: "not_found", field: "menu_item_id" });
}

/** The creation of a submenu item, as its endpoint and the settings list apply it. */
export function submenuItemCreateChange({
  organizationId,
  fields,
}: {
  organizationId: number;
  fields: SubmenuItemFields & { menu_item_id: number; name: string };
}): ChangeSpec {
  return {
    entity: submenuItemEntity,
    id: null,
    action: "create",
    summary: "create submenu item",
    change: async (tx) => {
      await requireOwnMenuItem(tx, organizationId, fields.menu_item_id);
      let order = fields.order;
      if (order === undefined) {
        const [row] = await tx
          .select({ highest: max(submenuItems.order) })
          .from(submenuItems)
          .where(scoped(organizationId).where(submenuItems, eq(submenuItems.menu_item_id, fields.menu_item_id)));
        order = row?.highest == null ? 0 : row.highest + MENU_ORDER_STEP;
      }
      const [created] = await tx
        .insert(submenuItems)
        .values(scoped(organizationId).values(submenuItems, { is_displayed: true, description: "", ...fields, order }))
        .returning({ id: submenuItems.id });
      return { id: created!.id };
    },
  };
}

/** Adds a submenu item under one of the organization's menu items (last, unless an order is given). */
export async function createSubmenuItem({
  ctx,
  fields,
}: {
  ctx: ChangeContext;
  fields: SubmenuItemFields & { menu_item_id: number; name: string };
}) {
  const result = await applyChange({
    ctx,
    ...submenuItemCreateChange({ organizationId: ctx.organizationId, fields }),
  });
  return menuRecordView(result.after, ctx.organizationId)!;
}
