import { eq } from "drizzle-orm";
import { submenuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { nextVersion, submenuItemEntity } from "../changes/entities.ts";
import { requireOwnMenuItem } from "./create-submenu-item.ts";
import type { SubmenuItemFields } from "./menu-fields.ts";
import { menuRecordView } from "./menu-item-view.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The change of some fields of a submenu item: its own endpoint and the settings list both apply it. */
export function submenuItemUpdateChange({
  organizationId,
  submenuItemId,
  fields,
  expectedVersion,
}: {
  organizationId: number;
  submenuItemId: number;
  fields: SubmenuItemFields;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: submenuItemEntity,
    id: submenuItemId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      if (fields.menu_item_id !== undefined) await requireOwnMenuItem(tx, organizationId, fields.menu_item_id);
      await tx
        .update(submenuItems)
        .set({ ...fields, updated_at: nextVersion(submenuItems.updated_at) })
        .where(scoped(organizationId).where(submenuItems, eq(submenuItems.id, submenuItemId)));
    },
  };
}

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
  expectedVersion: string | null | undefined;
}) {
  const result = await applyChange({
    ctx,
    ...submenuItemUpdateChange({ organizationId: ctx.organizationId, submenuItemId, fields, expectedVersion }),
  });
  return menuRecordView(result.after, ctx.organizationId)!;
}
