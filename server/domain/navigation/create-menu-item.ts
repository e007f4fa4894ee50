import { max } from "drizzle-orm";
import { menuItems } from "../../db/schema/index.ts";
import { MENU_ORDER_STEP } from "../../../shared/rules/menu-rules.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { menuItemEntity } from "../changes/entities.ts";
import type { MenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The creation of a menu item, as its endpoint and the settings list apply it. */
export function menuItemCreateChange({
  organizationId,
  fields,
}: {
  organizationId: number;
  fields: MenuItemFields & { display_name: string };
}): ChangeSpec {
  return {
    entity: menuItemEntity,
    id: null,
    action: "create",
    summary: "create menu item",
    change: async (tx) => {
      let order = fields.order;
      if (order === undefined) {
        const [row] = await tx
          .select({ highest: max(menuItems.order) })
          .from(menuItems)
          .where(scoped(organizationId).where(menuItems));
        order = row?.highest == null ? 0 : row.highest + MENU_ORDER_STEP;
      }
      const [created] = await tx
        .insert(menuItems)
        .values(
          scoped(organizationId).values(menuItems, {
            is_displayed: true,
            is_displayed_on_footer: false,
            ...fields,
            order,
          }),
        )
        .returning({ id: menuItems.id });
      return { id: created!.id };
    },
  };
}

/**
 * Adds a menu item to the organization's menu. Without an order it goes last (the highest order
 * plus 10, or 0 for the first); it is shown in the header and not in the footer unless told.
 */
export async function createMenuItem({
  ctx,
  fields,
}: {
  ctx: ChangeContext;
  fields: MenuItemFields & { display_name: string };
}) {
  const result = await applyChange({ ctx, ...menuItemCreateChange({ organizationId: ctx.organizationId, fields }) });
  return menuRecordView(result.after, ctx.organizationId)!;
}
