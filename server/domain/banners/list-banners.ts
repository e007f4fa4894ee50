import { asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bannerDismissals, banners } from "../../db/schema/index.ts";
import { isBannerExpired, type DismissedBanner } from "../../../shared/rules/banners.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type BannerRow = Omit<typeof banners.$inferSelect, "organization_id" | "created_at" | "updated_at">;

/**
 * The organization's enabled banners that have not ended, in order. Which page shows which banner,
 * and anonymous dismissals, are decided where the page is known (the layout and the browser).
 */
export async function listBanners({
  db,
  organizationId,
  now = Date.now(),
}: {
  db: Db;
  organizationId: number;
  now?: number;
}): Promise<BannerRow[]> {
  const rows = await db
    .select({
      id: banners.id,
      position: banners.position,
      type: banners.type,
      is_enabled: banners.is_enabled,
      is_open: banners.is_open,
      open_state: banners.open_state,
      is_fixed_above_navbar: banners.is_fixed_above_navbar,
      end_date_promotion: banners.end_date_promotion,
      end_date_promotion_is_displayed: banners.end_date_promotion_is_displayed,
      dismissal_duration: banners.dismissal_duration,
      page_paths: banners.page_paths,
      content: banners.content,
      landing_content: banners.landing_content,
      order: banners.order,
    })
    .from(banners)
    .where(scoped(organizationId).where(banners, eq(banners.is_enabled, true)))
    .orderBy(asc(banners.order), asc(banners.id));
  return rows.filter((row) => !isBannerExpired(row.end_date_promotion, now));
}

/** A signed-in user's dismissals on this organization's site that are still in force. */
export async function listBannerDismissals({
  db,
  organizationId,
  userId,
  now = Date.now(),
}: {
  db: Db;
  organizationId: number;
  userId: string;
  now?: number;
}): Promise<DismissedBanner[]> {
  const rows = await db
    .select({ id: bannerDismissals.banner_id, expires_at: bannerDismissals.expires_at })
    .from(bannerDismissals)
    .where(
      scoped(organizationId).where(
        bannerDismissals,
        eq(bannerDismissals.user_id, userId),
        gt(bannerDismissals.expires_at, new Date(now)),
      ),
    );
  return rows.map((row) => ({ id: row.id, expiresAt: row.expires_at.getTime() }));
}
