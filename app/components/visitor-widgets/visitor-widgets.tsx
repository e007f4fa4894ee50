import { Suspense, lazy, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import {
  fetchCookieCategories,
  hasConsentChoice,
  injectConsentedScripts,
  storedConsentedServices,
} from "../../lib/consent-client.ts";
import { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings } from "../../lib/site-events.ts";
import type { RootData } from "../../root.tsx";
import { CookieBanner } from "../cookie-consent/cookie-banner.tsx";
import { LanguageSuggestion } from "./language-suggestion.tsx";

const CookieSettingsModal = lazy(() => import("../cookie-consent/cookie-settings-modal.tsx"));

/**
 * Everything a visitor's own browser decides on public pages (pages come from a shared cache):
 * the cookie banner, the cookie settings dialog (downloaded on first use), the scripts of
 * consented services, and the language suggestion. Mounted once by the site layout.
 */
export function VisitorWidgets() {
  const root = useRouteLoaderData<RootData>("root");
  const [settings, setSettings] = useState<{ nonce: number; opener: HTMLElement | null } | null>(null);
  const locale = root?.locale ?? "en";

  useEffect(() => {
    const open = () => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSettings((previous) => ({ nonce: (previous?.nonce ?? 0) + 1, opener }));
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  // Scripts of services consented to on an earlier page load again on this one.
  useEffect(() => {
    const consented = storedConsentedServices();
    if (!hasConsentChoice() || consented.length === 0) return;
    fetchCookieCategories(locale)
      .then((categories) => injectConsentedScripts(categories, consented))
      .catch((error: unknown) => console.warn("Consented scripts could not be loaded", error));
    // Once per page load; a language change keeps the scripts already there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!root) return null;
  const { site } = root;
  return (
    <>
      <CookieBanner locale={locale} organizationId={site.organizationId} onSettings={openCookieSettings} />
      <LanguageSuggestion
        locale={root.locale}
        site={{ defaultLocale: site.defaultLocale, supportedLocales: site.supportedLocales }}
      />
      {settings && (
        <Suspense fallback={null}>
          <CookieSettingsModal
            key={settings.nonce}
            locale={locale}
            organizationId={site.organizationId}
            opener={settings.opener}
          />
        </Suspense>
      )}
    </>
  );
}
