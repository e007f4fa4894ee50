import { and, eq } from "drizzle-orm";
import { submenuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { submenuItemEntity } from "../changes/entities.ts";

/** Deletes a submenu item; its last revision keeps it for a restore (under its menu item). */
export async function deleteSubmenuItem({ ctx, submenuItemId }: { ctx: ChangeContext; submenuItemId: number }) {
  await applyChange({
    ctx,
    entity: submenuItemEntity,
    id: submenuItemId,
    action: "delete",
    summary: "delete submenu item",
    change: async (tx) => {
      await tx
        .delete(submenuItems)
        .where(and(eq(submenuItems.organization_id, ctx.organizationId), eq(submenuItems.id, submenuItemId)));
    },
  });
}
