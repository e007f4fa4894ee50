import { eq } from "drizzle-orm";
import { domains } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { AppError } from "../../../../server/errors.ts";
import { restorePlatformPrimary } from "./apply-check.ts";
import { domainEntity } from "./domain-entity.ts";

/** Removes a custom domain; the site's platform address stays (and is primary again if needed). */
export async function removeDomain({ ctx, domainId }: { ctx: ChangeContext; domainId: number }): Promise<void> {
  await applyChange({
    ctx,
    entity: domainEntity,
    id: domainId,
    action: "delete",
    summary: "remove domain",
    change: async (tx, before) => {
      if (before!.kind === "platform") {
        throw new AppError("conflict", "The site's platform address cannot be removed.", { code: "platform_domain" });
      }
      await tx.delete(domains).where(scoped(ctx.organizationId).where(domains, eq(domains.id, domainId)));
      if (before!.is_primary) await restorePlatformPrimary(tx, ctx.organizationId);
    },
  });
}
