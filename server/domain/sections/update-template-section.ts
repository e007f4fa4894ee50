import { eq } from "drizzle-orm";
import { templateSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { nextVersion, templateSectionEntity } from "../changes/entities.ts";
import { TEMPLATE_SECTION_RICH_TEXT, type TemplateSectionFields } from "./section-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

export async function updateTemplateSection({
  ctx,
  sectionId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  sectionId: number;
  fields: Omit<TemplateSectionFields, "url_page">;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: sectionId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(templateSections)
        .set({
          ...sanitizeInput(fields, TEMPLATE_SECTION_RICH_TEXT),
          updated_at: nextVersion(templateSections.updated_at),
        })
        .where(scoped(ctx.organizationId).where(templateSections, eq(templateSections.id, sectionId)));
    },
  });
  return result.after!;
}
