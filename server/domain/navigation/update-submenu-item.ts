import { and, eq } from "drizzle-orm";
import { submenuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { nextVersion, submenuItemEntity } from "../changes/entities.ts";
import { requireOwnMenuItem } from "./create-submenu-item.ts";
import type { SubmenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";

/** Changes some fields of a submenu item (a rename, a slug, a toggle, an order, another parent of the organization). */
export async function updateSubmenuItem({
  ctx,
  submenuItemId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  submenuItemId: number;
  fields: SubmenuItemFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: submenuItemEntity,
    id: submenuItemId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      if (fields.menu_item_id !== undefined) await requireOwnMenuItem(tx, ctx.organizationId, fields.menu_item_id);
      await tx
        .update(submenuItems)
        .set({ ...fields, updated_at: nextVersion(submenuItems.updated_at) })
        .where(and(eq(submenuItems.organization_id, ctx.organizationId), eq(submenuItems.id, submenuItemId)));
    },
  });
  return menuRecordView(result.after, ctx.organizationId)!;
}
