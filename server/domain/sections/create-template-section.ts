import { eq, sql } from "drizzle-orm";
import { templateSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { templateSectionEntity } from "../changes/entities.ts";
import { TEMPLATE_SECTION_RICH_TEXT, type TemplateSectionFields } from "./section-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Creates a template section on a page; without an order it goes last. */
export async function createTemplateSection({
  ctx,
  fields,
}: {
  ctx: ChangeContext;
  fields: TemplateSectionFields & { url_page: string };
}) {
  const result = await applyChange({
    ctx,
    entity: templateSectionEntity,
    id: null,
    action: "create",
    summary: "create section",
    change: async (tx) => {
      let order = fields.order;
      if (order === undefined) {
        const [last] = await tx
          .select({ max: sql<number | null>`max(${templateSections.order})` })
          .from(templateSections)
          .where(scoped(ctx.organizationId).where(templateSections, eq(templateSections.url_page, fields.url_page)));
        order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      }
      const [row] = await tx
        .insert(templateSections)
        .values(
          scoped(ctx.organizationId).values(templateSections, {
            ...sanitizeInput(fields, TEMPLATE_SECTION_RICH_TEXT),
            order,
          }),
        )
        .returning({ id: templateSections.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}
