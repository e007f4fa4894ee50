/** Cookie-consent rules both the browser and the server use (spec public-site §3, §4, §7, §9). */
import type { FallbackLangs } from "../i18n/translate.ts";

// VisitorWidgets keeps its own copy of three of these (a test holds them equal), to keep this module
// out of home's first download.
/** The browser cookie that says the visitor accepted (`true`) or rejected (`false`) cookies. */
export const COOKIES_ACCEPTED_COOKIE = "cookies_accepted";
/** 365 days (spec §9). */
export const COOKIES_ACCEPTED_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Delay before the banner appears (spec §9). */
export const COOKIE_BANNER_DELAY_MS = 1500;
/** localStorage key of the service ids the visitor consented to, so scripts load on later pages. */
export const CONSENTED_SERVICES_KEY = "cookieConsentServices";

/** Time the settings dialog waits for its categories (spec §9). */
export const COOKIE_LOADING_TIMEOUT_MS = 15_000;
/** A consent lists at most this many services; longer lists are refused whole. */
export const MAX_CONSENT_SERVICES = 200;

export type CookieServiceView = {
  id: number;
  name: string;
  description: string;
  active: boolean;
  /** A script the site loads only after consent to this service. */
  script_url: string | null;
  /** The language of texts shown untranslated (`name`, `description`), when any. */
  fallback?: FallbackLangs;
};

export type CookieCategoryView = {
  id: number;
  name: string;
  description: string;
  /** The base-language description (spec §7: `description` or `description_en`). */
  description_en: string;
  /** The category named `essential`: always on, locked, the only one Reject all keeps. */
  is_essential: boolean;
  cookie_service: CookieServiceView[];
  /** The language of texts shown untranslated (`name`, `description`), when any. */
  fallback?: FallbackLangs;
};

/**
 * A script a service may load into visitors' pages once they consent: an https:// address or a path
 * of this site. Never `//host` or `/\host` (browsers read both as another host), `http:`,
 * `javascript:` or `data:`; no whitespace or backslash anywhere. Global Settings, the API and the
 * page that injects the script all use this one rule.
 */
export const CONSENT_SCRIPT_URL = /^(https:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*)$/;

export function isConsentScriptUrl(src: string): boolean {
  return CONSENT_SCRIPT_URL.test(src);
}

/** Spec §4: the category *named* essential; the base name decides, whatever its translations. */
export function isEssentialCategoryName(name: string): boolean {
  return name.trim().toLowerCase() === "essential";
}

/** Accept all: every offered (active) service. */
export function acceptAllServiceIds(categories: readonly CookieCategoryView[]): number[] {
  return categories.flatMap((category) => category.cookie_service.filter((s) => s.active).map((s) => s.id));
}

/** Reject all: only the services of the essential category. */
export function rejectAllServiceIds(categories: readonly CookieCategoryView[]): number[] {
  return categories
    .filter((category) => category.is_essential)
    .flatMap((category) => category.cookie_service.filter((s) => s.active).map((s) => s.id));
}

/** The settings dialog's choice: the toggled services plus, always, the essential ones. */
export function selectedServiceIds(categories: readonly CookieCategoryView[], chosen: ReadonlySet<number>): number[] {
  const essential = new Set(rejectAllServiceIds(categories));
  return acceptAllServiceIds(categories).filter((id) => essential.has(id) || chosen.has(id));
}

/**
 * The choice a Cookie header carries: `true` (Accept all, or a choice beyond the essentials),
 * `false` (Reject all, or essentials only), null when the visitor has not chosen. The server reads
 * it to leave out the form it shows visitors without scripts, and the page cache keeps one copy of
 * a page for each answer (chosen or not).
 */
export function consentChoiceIn(cookieHeader: string | null | undefined): boolean | null {
  if (!cookieHeader) return null;
  const match = new RegExp(`(?:^|;\\s*)${COOKIES_ACCEPTED_COOKIE}=(true|false)(?:;|$)`).exec(cookieHeader);
  return match ? match[1] === "true" : null;
}

/** The Set-Cookie value the server sends for a choice: the same cookie the script writes. */
export function consentSetCookie(accepted: boolean, secure: boolean): string {
  return `${COOKIES_ACCEPTED_COOKIE}=${accepted}; Max-Age=${COOKIES_ACCEPTED_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What a saved choice sets the cookie to: any service beyond the essential ones means accepted. */
export function consentAccepted(categories: readonly CookieCategoryView[], services: readonly number[]): boolean {
  const essential = new Set(rejectAllServiceIds(categories));
  return services.some((id) => !essential.has(id));
}
