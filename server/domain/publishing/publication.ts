import { isNull, lte, or, type SQL } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";

/**
 * Scheduled publishing (decision 026). A post or page with `publish_at` in the future is seen by
 * admins only; from that instant on it is public. Nothing is written at that time: every public
 * read asks "published by `now`?", and a job at that time only clears caches (see
 * plan-publication.ts), so the switch itself needs no write.
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
