import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  acceptAllServiceIds,
  rejectAllServiceIds,
  type CookieCategoryView,
} from "../../../shared/rules/cookie-consent.ts";
import {
  applyConsent,
  CONSENT_SAVED_EVENT,
  fetchCookieCategories,
  hasConsentChoice,
  postConsent,
} from "../../browser/consent-client.ts";
import type { BannerTexts } from "../visitor-widgets/widget-texts.ts";

/** Read by the help button's position (features/help-center/components/help-launcher.tsx). */
export const BANNER_HEIGHT_VAR = "--cookie-banner-height";

/**
 * The cookie consent banner (spec public-site §2, §4): fixed to the bottom of the window, so it
 * shifts nothing. VisitorWidgets mounts it (and downloads this code) 1.5 s after load while the
 * visitor has made no choice. In this flow failures are only logged (spec §8): the choice still
 * applies in this browser.
 */
export default function CookieBanner({
  locale,
  texts: t,
  organizationId,
  onSettings,
}: {
  locale: string;
  /** bannerTexts() of the page language, from the layout's loader. */
  texts: BannerTexts;
  organizationId: number;
  onSettings: () => void;
}) {
  const [visible, setVisible] = useState(true);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLElement | null>(null);

  // Its height for the help button and the bottom and side banners, which sit above it while it shows: a
  // banner's close button under the cookie banner could not be reached (decision 037).
  useLayoutEffect(() => {
    const node = box.current;
    if (!visible || !node) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BANNER_HEIGHT_VAR, `${node.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_VAR);
    };
  }, [visible]);

  // A choice made in the settings dialog (or another tab's) hides the banner too.
  useEffect(() => {
    const hide = () => setVisible(false);
    window.addEventListener(CONSENT_SAVED_EVENT, hide);
    if (hasConsentChoice()) hide();
    return () => window.removeEventListener(CONSENT_SAVED_EVENT, hide);
  }, []);

  async function choose(accept: boolean) {
    setBusy(true);
    let categories: CookieCategoryView[] = [];
    try {
      categories = await fetchCookieCategories(locale);
    } catch (error) {
      console.warn("Cookie categories could not be loaded", error);
    }
    const services = accept ? acceptAllServiceIds(categories) : rejectAllServiceIds(categories);
    try {
      await postConsent({ organizationId, consentGiven: accept, services });
    } catch (error) {
      console.warn("The consent could not be recorded", error);
    }
    applyConsent(categories, services, accept);
    setBusy(false);
    setVisible(false);
  }

  if (!visible) return null;
  const button =
    "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60";
  return (
    <section
      ref={box}
      aria-labelledby="cookie-banner-title"
      data-cookie-banner=""
      className="fixed inset-x-0 bottom-0 z-[80] border-t border-gray-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:gap-6">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="font-semibold text-gray-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t.body}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${button} text-gray-800 underline hover:bg-gray-100`}
            onClick={onSettings}
            disabled={busy}
          >
            {t.settings}
          </button>
          <button
            type="button"
            className={`${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}
            onClick={() => choose(false)}
            disabled={busy}
          >
            {t.reject}
          </button>
          <button
            type="button"
            className={`${button} bg-primary text-white hover:bg-primary-hover`}
            onClick={() => choose(true)}
            disabled={busy}
          >
            {t.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
