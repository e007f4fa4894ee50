import { useCallback, useEffect, useMemo, useState } from "react";
import {
  addDismissal,
  DISMISSED_BANNERS_KEY,
  EARLY_DISMISSAL_STYLE_ID,
  isBannerVisible,
  readDismissals,
  type DismissedBanner,
} from "../../../shared/banners.ts";
import type { BannerView } from "../../lib/banner-views.ts";

export { EARLY_DISMISSAL_SCRIPT, EARLY_DISMISSAL_STYLE_ID } from "../../../shared/banners.ts";

/**
 * Which banners a page shows, and dismissing them: signed-in users' dismissals come from the server
 * (and are sent to it), anonymous ones live in localStorage with their expiry (spec public-site §4).
 */
export function useBanners({
  banners,
  serverDismissed,
  renderedAt,
  signedIn,
  path,
}: {
  banners: BannerView[];
  serverDismissed: DismissedBanner[];
  renderedAt: number;
  signedIn: boolean;
  path: string;
}) {
  const [dismissed, setDismissed] = useState<DismissedBanner[]>(serverDismissed);
  // The server's clock until hydration is done, so both render the same banners.
  const [now, setNow] = useState(renderedAt);

  useEffect(() => {
    const current = Date.now();
    // After hydration the browser's clock and storage take over from the server's render (once).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(current);
    if (!signedIn) {
      try {
        setDismissed(readDismissals(window.localStorage.getItem(DISMISSED_BANNERS_KEY), current));
      } catch (error) {
        console.warn("Could not read dismissed banners", error);
      }
    }
    document.getElementById(EARLY_DISMISSAL_STYLE_ID)?.remove();
    // A dismissal ends while the page stays open: look again each minute.
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  const visible = useMemo(
    () =>
      banners.filter((banner) =>
        isBannerVisible(
          {
            id: banner.id,
            is_enabled: true,
            end_date_promotion: banner.countdown ? null : banner.endDate,
            page_paths: banner.pagePaths,
          },
          { path, now, dismissed },
        ),
      ),
    [banners, path, now, dismissed],
  );

  const dismiss = useCallback(
    (banner: BannerView) => {
      const current = Date.now();
      setDismissed((list) => addDismissal(list, banner.id, banner.dismissalDuration, current));
      if (signedIn) {
        fetch(`/api/banners/${banner.id}/dismiss`, { method: "POST", credentials: "same-origin" }).catch((error) =>
          console.warn("Could not save the banner dismissal", error),
        );
        return;
      }
      try {
        const stored = readDismissals(window.localStorage.getItem(DISMISSED_BANNERS_KEY), current);
        window.localStorage.setItem(
          DISMISSED_BANNERS_KEY,
          JSON.stringify(addDismissal(stored, banner.id, banner.dismissalDuration, current)),
        );
      } catch (error) {
        console.warn("Could not store the banner dismissal", error);
      }
    },
    [signedIn],
  );

  return { visible, dismiss, now };
}
