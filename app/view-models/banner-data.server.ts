import type { DismissedBanner } from "../../shared/rules/banners.ts";
import type { Locale, LocaleSite } from "../../shared/i18n/locales.ts";
import type { Db } from "../../server/db/client.ts";
import { listBannerDismissals, listBanners } from "../../server/domain/banners/list-banners.ts";
import { bannerView, type BannerView } from "./banner-views.ts";

/** The organization's running banners as the layout renders them. */
export async function loadBannerViews({
  db,
  organizationId,
  locale,
  site,
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
  site: LocaleSite;
}): Promise<BannerView[]> {
  return (await listBanners({ db, organizationId })).map((row) => bannerView(row, locale, site));
}

/** A signed-in user's dismissals in force; anonymous visitors keep theirs in the browser. */
export function loadBannerDismissals({
  db,
  organizationId,
  userId,
}: {
  db: Db;
  organizationId: number;
  userId: string | null;
}): Promise<DismissedBanner[]> {
  return userId ? listBannerDismissals({ db, organizationId, userId }) : Promise.resolve([]);
}
