import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bannerDismissals, banners } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { parseDismissalDuration, type DismissedBanner } from "../../../shared/rules/banners.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Records that a signed-in user dismissed a banner of this organization, for the banner's
 * `dismissal_duration`. Another organization's banner is a 404 with nothing written; a permanent
 * banner cannot be dismissed (400).
 */
export async function dismissBanner({
  db,
  organizationId,
  userId,
  bannerId,
  now = Date.now(),
}: {
  db: Db;
  organizationId: number;
  userId: string;
  bannerId: number;
  now?: number;
}): Promise<DismissedBanner> {
  const [banner] = await db
    .select({ id: banners.id, type: banners.type, dismissal_duration: banners.dismissal_duration })
    .from(banners)
    .where(scoped(organizationId).where(banners, eq(banners.id, bannerId)))
    .limit(1);
  if (!banner) throw new AppError("not_found", "Banner not found", { code: "banner_not_found" });
  if (banner.type !== "closed") {
    throw new AppError("bad_request", "id: this banner cannot be dismissed", { field: "id", code: "not_dismissible" });
  }
  const expiresAt = new Date(now + parseDismissalDuration(banner.dismissal_duration));
  await db
    .insert(bannerDismissals)
    .values(
      scoped(organizationId).values(bannerDismissals, { user_id: userId, banner_id: banner.id, expires_at: expiresAt }),
    )
    .onConflictDoUpdate({
      target: [bannerDismissals.organization_id, bannerDismissals.user_id, bannerDismissals.banner_id],
      set: { expires_at: expiresAt },
    });
  return { id: banner.id, expiresAt: expiresAt.getTime() };
}
