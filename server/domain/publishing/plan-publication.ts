import { gt, min } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { crossTenant, scoped } from "../../db/tenant-scope.ts";
import { cancelJobs, enqueueJob } from "../../jobs/index.ts";
import { asOrganization } from "../../db/tenant-context.ts";

/**
 * Scheduled posts and pages appear by themselves: public reads compare `publish_at` with the clock,
 * and what would stay stale are the caches. So each organization has at most one pending job, at
 * its next publish time, that announces `content.changed` (the usual purge follows on every
 * instance, and the next time is planned). It is planned again in every content change's
 * transaction, so it follows every edit of a publish time.
 */
export const PUBLISH_JOB = "content.publish_due";

/** Run a little after the instant, so that every clock-based read already sees it published. */
export const PUBLISH_MARGIN_MS = 25;

export async function planPublication(db: Db, organizationId: number, now: Date = new Date()): Promise<void> {
  const [next] = await db
    .select({ at: min(blogPosts.publish_at) })
    .from(blogPosts)
    .where(scoped(organizationId).where(blogPosts, gt(blogPosts.publish_at, now)));
  const key = `org-${organizationId}`;
  if (!next?.at) {
    await cancelJobs(db, { kind: PUBLISH_JOB, key, organizationId });
    return;
  }
  const runAt = new Date(new Date(next.at).getTime() + PUBLISH_MARGIN_MS);
  await enqueueJob(db, { kind: PUBLISH_JOB, organizationId, key, runAt });
}

/**
 * On start: the publication jobs of every organization with something scheduled (content written
 * before the job table existed, or by the seed). Times already past need nothing: no cache of this
 * instance predates its start.
 */
export async function planAllPublications(db: Db, now: Date = new Date()): Promise<void> {
  const rows = await crossTenant(db, "on start, publication times of every organization are planned")
    .selectDistinct({ organizationId: blogPosts.organization_id })
    .from(blogPosts)
    .where(gt(blogPosts.publish_at, now));
  // Each plan is its organization's own work: row-level security checks it as that organization.
  for (const { organizationId } of rows) {
    await asOrganization(organizationId, () => planPublication(db, organizationId, now));
  }
}
