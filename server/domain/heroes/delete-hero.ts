import { eq } from "drizzle-orm";
import { websiteHero } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { heroEntity } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Deletes a hero; its last revision keeps it for a restore. */
export async function deleteHero({
  ctx,
  heroId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  heroId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: heroEntity,
    id: heroId,
    action: "delete",
    summary: "delete hero section",
    expectedVersion,
    change: async (tx) => {
      await tx.delete(websiteHero).where(scoped(ctx.organizationId).where(websiteHero, eq(websiteHero.id, heroId)));
    },
  });
}
