import { eq } from "drizzle-orm";
import { domains } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { isUniqueViolation } from "../../../../server/domain/changes/entity-kind.ts";
import type { Env } from "../../../../server/env.ts";
import { AppError } from "../../../../server/errors.ts";
import { TAKEN_MESSAGE } from "./add-domain.ts";
import { writeCheck } from "./apply-check.ts";
import { VERIFIED_ELSEWHERE, verifiedElsewhere } from "./verified-elsewhere.ts";
import { checkVerificationRecord } from "./check-dns.ts";
import { domainEntity } from "./domain-entity.ts";
import { domainView, type DomainView } from "./domain-view.ts";
import type { DomainsConfig } from "./domains-config.ts";

export type CheckAnswer = { found: string[]; missing: string[]; message: string };

export { VERIFIED_ELSEWHERE };

/**
 * The Verify button: looks up the TXT record now (outside any transaction: DNS may take seconds),
 * then records what it found through the change function. A record not found is an answer, not an
 * error: the domain stays pending and the check says what is missing.
 */
export async function verifyDomain({
  ctx,
  domainId,
  config,
  env,
  now = new Date(),
}: {
  ctx: ChangeContext;
  domainId: number;
  config: DomainsConfig;
  env: Pick<Env, "PUBLIC_ORIGIN">;
  now?: Date;
}): Promise<{ domain: DomainView; check: CheckAnswer }> {
  const [row] = await ctx.db
    .select()
    .from(domains)
    .where(scoped(ctx.organizationId).where(domains, eq(domains.id, domainId)));
  if (!row) throw new AppError("not_found", "Domain not found", { code: "not_found" });
  if (row.kind === "platform" || !row.verification_token) {
    return {
      domain: domainView(row, config.pointing),
      check: { found: [], missing: [], message: "This is the site's platform address: it needs no verification." },
    };
  }
  const result = await checkVerificationRecord(row.host, row.verification_token, config.dns);
  const { verified, ...check } = result;
  if (verified && row.status === "pending") {
    if (await verifiedElsewhere(ctx.db, row.host, ctx.organizationId))
      throw new AppError("conflict", VERIFIED_ELSEWHERE, { code: "domain_taken" });
  }
  try {
    const changed = await applyChange({
      ctx,
      entity: domainEntity,
      id: domainId,
      action: "update",
      summary: verified ? `verify domain ${row.host}` : `check domain ${row.host}: ${check.outcome}`,
      change: async (tx, before) => {
        const [current] = await tx
          .select()
          .from(domains)
          .where(scoped(ctx.organizationId).where(domains, eq(domains.id, domainId)));
        if (!current || !before) throw new AppError("not_found", "Domain not found", { code: "not_found" });
        await writeCheck(tx, { row: current, verified, result: check, now, graceDays: config.graceDays, env });
      },
    });
    return {
      domain: domainView(changed.after!, config.pointing),
      check: { found: check.found, missing: check.missing, message: check.message },
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", TAKEN_MESSAGE, { code: "domain_taken" });
    throw error;
  }
}
