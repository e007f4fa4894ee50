import { and, gt, isNull, lte, min, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { crossTenant } from "../../db/tenant-scope.ts";

/**
 * Scheduled publishing (decision 026). A post or page with `publish_at` in the future is seen by
 * admins only; from that instant on it is public. Nothing is written at that time: every public
 * read asks "published by `now`?", and the publish scheduler only clears caches (see
 * server/publish-scheduler.ts), so the switch survives restarts and needs no job table.
 */

/** The row is public at `now`: no publish time, or one that has passed. */
export function publishedBy(now: Date): SQL {
  return or(isNull(blogPosts.publish_at), lte(blogPosts.publish_at, now))!;
}

/** Whether a publish time (a Date, an ISO string or null) still lies ahead of `now`. */
export function isScheduled(publishAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (publishAt === null || publishAt === undefined) return false;
  return new Date(publishAt).getTime() > now.getTime();
}

/** The earliest publish time after `now` of any organization, or null when nothing is scheduled. */
export async function nextPublishTime({ db, now }: { db: Db; now: Date }): Promise<Date | null> {
  const [row] = await crossTenant(db, "the publish scheduler finds due posts of every organization")
    .select({ at: min(blogPosts.publish_at) })
    .from(blogPosts)
    .where(gt(blogPosts.publish_at, now));
  return row?.at ? new Date(row.at) : null;
}

/** The organizations with something published in (`after`, `until`]: their caches must be cleared. */
export async function organizationsPublishedBetween({
  db,
  after,
  until,
}: {
  db: Db;
  after: Date;
  until: Date;
}): Promise<number[]> {
  const rows = await crossTenant(db, "the publish scheduler finds due posts of every organization")
    .selectDistinct({ organizationId: blogPosts.organization_id })
    .from(blogPosts)
    .where(and(gt(blogPosts.publish_at, after), lte(blogPosts.publish_at, until)));
  return rows.map((row) => row.organizationId);
}
