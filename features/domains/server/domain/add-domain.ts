import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { domains } from "../../../../server/db/schema/index.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { isUniqueViolation } from "../../../../server/domain/changes/entity-kind.ts";
import { AppError } from "../../../../server/errors.ts";
import { domainEntity } from "./domain-entity.ts";
import { PENDING_BACKOFF_MS } from "./domain-schedule.ts";
import { domainView, type DomainView } from "./domain-view.ts";
import type { DomainsConfig } from "./domains-config.ts";
import { checkCustomHost } from "./host-rules.ts";
import { scheduleDomainChecks } from "./check-due-domains.ts";

export const TAKEN_MESSAGE = "This domain is already connected to another site.";
export const ALREADY_ADDED_MESSAGE = "This domain is already one of this site's domains.";

/**
 * An admin adds a custom domain: pending until its TXT record is found (decision 066). A host
 * another site has verified is refused; a pending claim elsewhere blocks nobody, since only a
 * verified host proves who holds it.
 */
export async function addDomain({
  ctx,
  host: input,
  config,
  now = new Date(),
}: {
  ctx: ChangeContext;
  host: string;
  config: DomainsConfig;
  now?: Date;
}): Promise<DomainView> {
  const checked = checkCustomHost(input, config.platform);
  if (!checked.ok) throw new AppError("bad_request", checked.error, { code: "invalid_host", field: "host" });
  const host = checked.host;
  const [serving] = await crossTenant(ctx.db, "a verified host belongs to one site: is it another's?")
    .select({ organization_id: domains.organization_id })
    .from(domains)
    .where(and(eq(domains.host, host), inArray(domains.status, ["active", "failing"])))
    .limit(1);
  if (serving) {
    const own = serving.organization_id === ctx.organizationId;
    throw new AppError("conflict", own ? ALREADY_ADDED_MESSAGE : TAKEN_MESSAGE, {
      code: own ? "domain_exists" : "domain_taken",
      field: "host",
    });
  }
  try {
    const result = await applyChange({
      ctx,
      entity: domainEntity,
      id: null,
      action: "create",
      summary: `add domain ${host}`,
      change: async (tx) => {
        const [existing] = await tx
          .select({ id: domains.id })
          .from(domains)
          .where(scoped(ctx.organizationId).where(domains, eq(domains.host, host)));
        if (existing) throw new AppError("conflict", ALREADY_ADDED_MESSAGE, { code: "domain_exists", field: "host" });
        const [row] = await tx
          .insert(domains)
          .values(
            scoped(ctx.organizationId).values(domains, {
              host,
              kind: "custom",
              status: "pending",
              is_primary: false,
              verification_token: randomBytes(16).toString("hex"),
              next_check_at: new Date(now.getTime() + PENDING_BACKOFF_MS[0]),
            }),
          )
          .returning({ id: domains.id });
        await scheduleDomainChecks(tx, new Date(now.getTime() + PENDING_BACKOFF_MS[0]));
        return { id: row!.id };
      },
    });
    return domainView(result.after!, config.pointing);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", ALREADY_ADDED_MESSAGE, { code: "domain_exists", field: "host" });
    throw error;
  }
}
