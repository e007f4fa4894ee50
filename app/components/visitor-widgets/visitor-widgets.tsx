import { Suspense, lazy, useEffect, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { BannerTexts } from "./widget-texts.ts";
import { readCookie, writeCookie } from "../../browser/browser-cookies.ts";
import { languageCookie, languageOptions } from "../../browser/language-switch.ts";
import {
  LANGUAGE_SUGGESTION_DELAY_MS,
  SUGGESTION_CHOICE_COOKIE,
  SUGGESTION_CHOICE_MAX_AGE_S,
  SUGGESTION_SOURCE_COOKIE,
  SUGGESTION_TARGET_COOKIE,
} from "../../../shared/i18n/language-suggestion.ts";
import { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings } from "../../browser/site-events.ts";
import type { RootData } from "../../root.tsx";

/**
 * The consent names and delay this first download needs. They equal those of
 * shared/rules/cookie-consent.ts (a test holds them so); importing that module here would put it, shared
 * with the code loaded later, in a chunk of its own on every page.
 */
export const COOKIES_ACCEPTED_COOKIE = "cookies_accepted";
export const COOKIE_BANNER_DELAY_MS = 1500;
export const CONSENTED_SERVICES_KEY = "cookieConsentServices";

// Nothing of these is visible at first paint: each is downloaded when it is about to show.
const loadBanner = () => import("../cookie-consent/cookie-banner.tsx");
const CookieBanner = lazy(loadBanner);
const loadSuggestion = () => import("./language-suggestion-dialog.tsx");
const LanguageSuggestionDialog = lazy(loadSuggestion);
const CookieSettingsModal = lazy(() => import("../cookie-consent/cookie-settings-modal.tsx"));

/** A choice is on record: Accept all gives `true`, Reject all (or essentials only) `false`. */
function hasConsentChoice(): boolean {
  const value = readCookie(COOKIES_ACCEPTED_COOKIE);
  return value === "true" || value === "false";
}

/**
 * Everything a visitor's own browser decides on public pages (pages come from a shared cache):
 * the cookie banner, the cookie settings dialog, the scripts of consented services and the
 * language suggestion. Mounted once by the site layout; only these few checks are in home's
 * JavaScript, the widgets themselves load when they are about to show.
 */
export function VisitorWidgets({ bannerTexts }: { bannerTexts: BannerTexts }) {
  const root = useRouteLoaderData<RootData>("root");
  const [banner, setBanner] = useState(false);
  const [suggestion, setSuggestion] = useState<Locale | null>(null);
  const [settings, setSettings] = useState<{ nonce: number; opener: HTMLElement | null } | null>(null);
  const locale = root?.locale ?? "en";
  const site = root?.site;
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const open = () => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSettings((previous) => ({ nonce: (previous?.nonce ?? 0) + 1, opener }));
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  // The banner: 1.5 s after load while no choice is on record (its code is fetched meanwhile).
  useEffect(() => {
    if (hasConsentChoice()) return;
    void loadBanner();
    const timer = setTimeout(() => setBanner(!hasConsentChoice()), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Scripts of services consented to on an earlier page load run on this one too.
  useEffect(() => {
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(CONSENTED_SERVICES_KEY);
    } catch {
      return;
    }
    if (!hasConsentChoice() || !stored || stored === "[]") return;
    import("../../browser/consent-client.ts")
      .then((consent) => consent.loadConsentedScripts(locale))
      .catch((error: unknown) => console.warn("Consented scripts could not be loaded", error));
    // Once per page load; a language change keeps the scripts already there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The language suggestion: the server signals it in cookies from the request's Accept-Language
  // (on cached pages too); shown 2 s later while no choice is stored (its code is fetched meanwhile).
  useEffect(() => {
    if (!site || readCookie(SUGGESTION_CHOICE_COOKIE)) return;
    const signalled = () => {
      const target = readCookie(SUGGESTION_TARGET_COOKIE) as Locale | null;
      const fresh = readCookie(SUGGESTION_SOURCE_COOKIE) === locale && !readCookie(SUGGESTION_CHOICE_COOKIE);
      return fresh && target && target !== locale && site.supportedLocales.includes(target) ? target : null;
    };
    if (!signalled()) return;
    void loadSuggestion();
    const timer = setTimeout(() => setSuggestion(signalled()), LANGUAGE_SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locale, site]);

  if (!root || !site) return null;
  // Either answer is stored for a year; switching opens the same path, query and hash in that language.
  const chooseLanguage = (chosen: Locale) => {
    writeCookie(SUGGESTION_CHOICE_COOKIE, chosen, SUGGESTION_CHOICE_MAX_AGE_S);
    setSuggestion(null);
    if (chosen === locale) return;
    document.cookie = languageCookie(chosen);
    const option = languageOptions({ ...location, current: locale, site }).find((entry) => entry.locale === chosen);
    if (option) navigate(option.href);
  };
  return (
    <Suspense fallback={null}>
      {banner && (
        <CookieBanner
          locale={locale}
          texts={bannerTexts}
          organizationId={site.organizationId}
          onSettings={openCookieSettings}
        />
      )}
      {suggestion && <LanguageSuggestionDialog target={suggestion} locale={root.locale} onChoose={chooseLanguage} />}
      {settings && (
        <CookieSettingsModal
          key={settings.nonce}
          locale={locale}
          organizationId={site.organizationId}
          opener={settings.opener}
        />
      )}
    </Suspense>
  );
}
