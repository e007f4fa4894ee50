import { eq } from "drizzle-orm";
import { websiteHero } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { heroEntity, nextVersion } from "../changes/entities.ts";
import type { HeroFields } from "./hero-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The change of a hero's fields: the hero editor and Global Settings' Hero tab both apply it. */
export function heroUpdateChange({
  organizationId,
  heroId,
  fields,
  expectedVersion,
}: {
  organizationId: number;
  heroId: number;
  fields: HeroFields;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: heroEntity,
    id: heroId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(websiteHero)
        .set({ ...fields, updated_at: nextVersion(websiteHero.updated_at) })
        .where(scoped(organizationId).where(websiteHero, eq(websiteHero.id, heroId)));
    },
  };
}

export async function updateHero({
  ctx,
  heroId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  heroId: number;
  fields: HeroFields;
  expectedVersion: string | null | undefined;
}) {
  const result = await applyChange({
    ctx,
    ...heroUpdateChange({ organizationId: ctx.organizationId, heroId, fields, expectedVersion }),
  });
  return result.after!;
}
