import { and, asc, eq, isNotNull, lte, min } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { domains, jobs } from "../../../../server/db/schema/index.ts";
import { asOrganization } from "../../../../server/db/tenant-context.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import { applyChange, UNCHANGED } from "../../../../server/domain/changes/apply-change.ts";
import { isUniqueViolation } from "../../../../server/domain/changes/entity-kind.ts";
import type { Dispatcher } from "../../../../server/domain-events/dispatcher.ts";
import type { Env } from "../../../../server/env.ts";
import { enqueueJob, type JobRunner } from "../../../../server/jobs/index.ts";
import type { Logger } from "../../../../server/logger.ts";
import { writeCheck } from "./apply-check.ts";
import { checkVerificationRecord } from "./check-dns.ts";
import { domainEntity } from "./domain-entity.ts";
import { domainsConfig } from "./domains-config.ts";
import { VERIFIED_ELSEWHERE, verifiedElsewhere } from "./verified-elsewhere.ts";

/** The platform job that re-checks custom domains when they are due (decision 066). */
export const DOMAINS_CHECK_JOB = "domains.check";
const JOB_KEY = "domains";
/** A run checks at most this many domains; the rest are due at once in the next run. */
const BATCH = 50;
/** With nothing due, look again at least this often (a domain added meanwhile plans its own run). */
const IDLE_MS = 12 * 60 * 60 * 1000;

export type DomainCheckDeps = { db: Db; dispatcher: Dispatcher; env: Env; logger?: Logger };

const why = "the domain checks look at the custom domains of every site";

/**
 * Plans the next run no later than `runAt` (inside the caller's transaction): an earlier run
 * already planned stays, so adding a domain never delays another's check.
 */
export async function scheduleDomainChecks(db: Db, runAt: Date): Promise<void> {
  const [planned] = await crossTenant(db, why)
    .select({ run_at: jobs.run_at })
    .from(jobs)
    .where(and(eq(jobs.kind, DOMAINS_CHECK_JOB), eq(jobs.key, JOB_KEY), eq(jobs.state, "pending")));
  if (planned && planned.run_at.getTime() <= runAt.getTime()) return;
  await enqueueJob(db, { kind: DOMAINS_CHECK_JOB, organizationId: null, key: JOB_KEY, runAt });
}

/**
 * Checks every custom domain whose `next_check_at` has come, each written through the change
 * function as the site's own change (a revision by "Domain check"), and answers when the next is due.
 */
export async function checkDueDomains(
  deps: DomainCheckDeps,
  now: Date,
): Promise<{ checked: number; next: Date | null }> {
  const config = domainsConfig(deps.env);
  const due = await crossTenant(deps.db, why)
    .select()
    .from(domains)
    .where(and(eq(domains.kind, "custom"), isNotNull(domains.next_check_at), lte(domains.next_check_at, now)))
    .orderBy(asc(domains.next_check_at))
    .limit(BATCH);
  for (const row of due) {
    if (!row.verification_token) continue;
    const { verified: found, ...result } = await checkVerificationRecord(row.host, row.verification_token, config.dns);
    let verified = found;
    if (found && row.status === "pending") {
      if (await verifiedElsewhere(deps.db, row.host, row.organization_id)) {
        verified = false;
        result.message = VERIFIED_ELSEWHERE;
      }
    }
    try {
      await asOrganization(row.organization_id, () =>
        applyChange({
          ctx: {
            db: deps.db,
            organizationId: row.organization_id,
            actor: { id: null, name: "Domain check" },
            requestId: `job:${DOMAINS_CHECK_JOB}`,
            dispatcher: deps.dispatcher,
            ...(deps.logger ? { logger: deps.logger } : {}),
          },
          entity: domainEntity,
          id: row.id,
          action: "update",
          summary: `check domain ${row.host}: ${result.outcome}`,
          change: async (tx) => {
            const [current] = await tx
              .select()
              .from(domains)
              .where(scoped(row.organization_id).where(domains, eq(domains.id, row.id)));
            // Changed meanwhile (verified by hand, removed): that change planned its own next check.
            if (!current || current.next_check_at?.getTime() !== row.next_check_at?.getTime()) return UNCHANGED;
            await writeCheck(tx, { row: current, verified, result, now, graceDays: config.graceDays, env: deps.env });
          },
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      deps.logger?.warn({ host: row.host }, "domain verified by another site meanwhile");
    }
  }
  const [next] = await crossTenant(deps.db, why)
    .select({ at: min(domains.next_check_at) })
    .from(domains)
    .where(and(eq(domains.kind, "custom"), isNotNull(domains.next_check_at)));
  return { checked: due.length, next: next?.at ? new Date(next.at) : null };
}

export function registerDomainChecks(runner: JobRunner, deps: DomainCheckDeps): void {
  runner.register(DOMAINS_CHECK_JOB, async (job) => {
    const { checked, next } = await checkDueDomains(deps, job.now);
    const idle = new Date(job.now.getTime() + IDLE_MS);
    const runAt = next && next.getTime() < idle.getTime() ? next : idle;
    // Never in the past: a domain still due (a full batch) is looked at a second later.
    return { outcome: `checked ${checked}`, runAgainAt: new Date(Math.max(runAt.getTime(), job.now.getTime() + 1000)) };
  });
}
