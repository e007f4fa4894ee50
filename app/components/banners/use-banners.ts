import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import {
  addDismissal,
  DISMISSED_BANNERS_KEY,
  EARLY_DISMISSAL_STYLE_ID,
  isBannerVisible,
  readDismissals,
  type DismissedBanner,
} from "../../../shared/rules/banners.ts";
import type { BannerView } from "../../view-models/banner-views.ts";

export { EARLY_DISMISSAL_SCRIPT, EARLY_DISMISSAL_STYLE_ID } from "../../../shared/rules/banners.ts";

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
  // Whether the browser's clock and storage have been applied (the early style can go then).
  const [fromBrowser, setFromBrowser] = useState(false);

  useEffect(() => {
    // After hydration the browser's clock and storage take over from the server's render (once).
    // In a transition: the banners are a lazy boundary that stays dehydrated (server HTML) until its
    // chunk arrives, and an urgent update of a dehydrated boundary makes React drop the server HTML
    // and show the fallback (nothing) until then — the page body jumped up by the banners' height
    // whenever the chunk came after hydration (slow network, busy CPU). A transition waits instead.
    startTransition(() => {
      const current = Date.now();
      setNow(current);
      if (!signedIn) {
        try {
          setDismissed(readDismissals(window.localStorage.getItem(DISMISSED_BANNERS_KEY), current));
        } catch (error) {
          console.warn("Could not read dismissed banners", error);
        }
      }
      setFromBrowser(true);
    });
    // A dismissal ends while the page stays open: look again each minute.
    const timer = window.setInterval(() => startTransition(() => setNow(Date.now())), 60_000);
    return () => window.clearInterval(timer);
  }, [signedIn]);

  useEffect(() => {
    // React now hides what this browser dismissed: the early rule has done its job.
    if (fromBrowser) document.getElementById(EARLY_DISMISSAL_STYLE_ID)?.remove();
  }, [fromBrowser]);

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
