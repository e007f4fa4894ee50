import { eq } from "drizzle-orm";
import { templateSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { templateSectionEntity } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Deletes a section and its metric links (the metrics stay in the library). Its last revision
 * keeps the section with its metric list, so it can be restored from the log.
 */
export async function deleteTemplateSection({
  ctx,
  sectionId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  sectionId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: sectionId,
    action: "delete",
    summary: "delete section",
    expectedVersion,
    change: async (tx) => {
      await tx
        .delete(templateSections)
        .where(scoped(ctx.organizationId).where(templateSections, eq(templateSections.id, sectionId)));
    },
  });
}
