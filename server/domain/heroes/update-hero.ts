import { and, eq } from "drizzle-orm";
import { websiteHero } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { heroEntity, nextVersion } from "../changes/entities.ts";
import type { HeroFields } from "./hero-fields.ts";

export async function updateHero({
  ctx,
  heroId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  heroId: number;
  fields: HeroFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: heroEntity,
    id: heroId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(websiteHero)
        .set({ ...fields, updated_at: nextVersion(websiteHero.updated_at) })
        .where(and(eq(websiteHero.organization_id, ctx.organizationId), eq(websiteHero.id, heroId)));
    },
  });
  return result.after!;
}
