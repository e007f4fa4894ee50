import { eq } from "drizzle-orm";
import { submenuItems } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { submenuItemEntity } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The deletion of a submenu item, as its endpoint and the settings list apply it. */
export function submenuItemDeleteChange({
  organizationId,
  submenuItemId,
  expectedVersion,
}: {
  organizationId: number;
  submenuItemId: number;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: submenuItemEntity,
    id: submenuItemId,
    action: "delete",
    summary: "delete submenu item",
    expectedVersion,
    change: async (tx) => {
      await tx
        .delete(submenuItems)
        .where(scoped(organizationId).where(submenuItems, eq(submenuItems.id, submenuItemId)));
    },
  };
}

/** Deletes a submenu item; its last revision keeps it for a restore (under its menu item). */
export async function deleteSubmenuItem({
  ctx,
  submenuItemId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  submenuItemId: number;
  expectedVersion: string | null | undefined;
}) {
  await applyChange({
    ctx,
    ...submenuItemDeleteChange({ organizationId: ctx.organizationId, submenuItemId, expectedVersion }),
  });
}
