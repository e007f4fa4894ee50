import { eq } from "drizzle-orm";
import { headingSections } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { sanitizeInput } from "../changes/content-fields.ts";
import { headingSectionEntity, nextVersion } from "../changes/entities.ts";
import { HEADING_SECTION_RICH_TEXT, type HeadingSectionFields } from "./section-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

export async function updateHeadingSection({
  ctx,
  headingId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  headingId: number;
  fields: HeadingSectionFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: headingSectionEntity,
    id: headingId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(headingSections)
        .set({
          ...sanitizeInput(fields, HEADING_SECTION_RICH_TEXT),
          updated_at: nextVersion(headingSections.updated_at),
        })
        .where(scoped(ctx.organizationId).where(headingSections, eq(headingSections.id, headingId)));
    },
  });
  return result.after!;
}
