import { eq } from "drizzle-orm";
import { domains } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, UNCHANGED, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { AppError } from "../../../../server/errors.ts";
import { domainEntity } from "./domain-entity.ts";
import { domainView, type DomainView } from "./domain-view.ts";
import type { DomainsConfig } from "./domains-config.ts";

/**
 * The primary is the host every other host of the site redirects to and absolute URLs name. Only
 * an active domain (or the site's platform address) can be it: a failing one may stop serving.
 */
export async function makePrimaryDomain({
  ctx,
  domainId,
  config,
}: {
  ctx: ChangeContext;
  domainId: number;
  config: DomainsConfig;
}): Promise<DomainView> {
  const result = await applyChange({
    ctx,
    entity: domainEntity,
    id: domainId,
    action: "update",
    summary: "make domain primary",
    change: async (tx, before) => {
      if (before!.status !== "active") {
        throw new AppError("conflict", "Only an active domain can be primary: verify it first.", {
          code: "domain_not_active",
        });
      }
      if (before!.is_primary) return UNCHANGED;
      const tenant = scoped(ctx.organizationId);
      await tx
        .update(domains)
        .set({ is_primary: false })
        .where(tenant.where(domains, eq(domains.is_primary, true)));
      await tx
        .update(domains)
        .set({ is_primary: true, updated_at: new Date() })
        .where(tenant.where(domains, eq(domains.id, domainId)));
    },
  });
  return domainView(result.after!, config.pointing);
}
