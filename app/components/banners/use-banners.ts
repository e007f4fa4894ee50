import { useCallback, useEffect, useMemo, useState } from "react";
import {
  addDismissal,
  DISMISSED_BANNERS_KEY,
  isBannerVisible,
  readDismissals,
  type DismissedBanner,
} from "../../../shared/banners.ts";
import type { BannerView } from "../../lib/banner-views.ts";

/** Id of the style element the early script adds to hide locally dismissed banners before first paint. */
export const EARLY_DISMISSAL_STYLE_ID = "banner-dismissals";

/**
 * Runs inline while the page is parsed, before the banners are painted: hides the banners this
 * browser dismissed (localStorage `dismissedBannerIds`), so a cached page never flashes them and
 * the page body never moves. React takes over after hydration and removes the rule.
 */
export const EARLY_DISMISSAL_SCRIPT = `try{var d=JSON.parse(localStorage.getItem(${JSON.stringify(
  DISMISSED_BANNERS_KEY,
)})||"[]"),n=Date.now(),c="",f=0;if(Array.isArray(d))for(var i=0;i<d.length;i++){var e=d[i]||{},t=typeof e.expiresAt=="number"?e.expiresAt:Date.parse(e.expiresAt);if(t>n&&/^\\d+$/.test(String(e.id)))c+='[data-banner-id="'+e.id+'"]{display:none!important}'}if(c){var s=document.createElement("style");s.id=${JSON.stringify(
  EARLY_DISMISSAL_STYLE_ID,
)};s.textContent=c;document.head.appendChild(s)}}catch(x){}`;

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
