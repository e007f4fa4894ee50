import { eq, sql } from "drizzle-orm";
import { headingSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { headingSectionEntity } from "../changes/entities.ts";
import { HEADING_SECTION_RICH_TEXT, type HeadingSectionFields } from "./section-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

export async function createHeadingSection({
  ctx,
  fields,
}: {
  ctx: ChangeContext;
  fields: HeadingSectionFields & { name: string; url_page: string };
}) {
  const result = await applyChange({
    ctx,
    entity: headingSectionEntity,
    id: null,
    action: "create",
    summary: "create heading section",
    change: async (tx) => {
      let order = fields.order;
      if (order === undefined) {
        const [last] = await tx
          .select({ max: sql<number | null>`max(${headingSections.order})` })
          .from(headingSections)
          .where(scoped(ctx.organizationId).where(headingSections, eq(headingSections.url_page, fields.url_page)));
        order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      }
      const [row] = await tx
        .insert(headingSections)
        .values(
          scoped(ctx.organizationId).values(headingSections, {
            ...sanitizeInput(fields, HEADING_SECTION_RICH_TEXT),
            order,
          }),
        )
        .returning({ id: headingSections.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}
