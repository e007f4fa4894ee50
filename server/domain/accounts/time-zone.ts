import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { AppError } from "../../errors.ts";
import type { RequestContext } from "../../context.ts";

/**
 * Sets the time zone a person reads dates and times in on this site's admin screens (decision 080);
 * null goes back to the browser's. Their own profile row on the request's site only: a personal
 * setting like the UI language (decision 074), not site content (no revision, no page purge).
 * The zone is checked by the route (`isSupportedTimeZone`).
 */
export async function setTimeZone(
  ctx: Pick<RequestContext, "db" | "tenant">,
  userId: string,
  timeZone: string | null,
): Promise<void> {
  const updated = await ctx.db
    .update(profiles)
    .set({ time_zone: timeZone })
    .where(scoped(ctx.tenant.id).where(profiles, eq(profiles.user_id, userId)))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError("not_found", "Profile not found", { code: "not_found" });
}
