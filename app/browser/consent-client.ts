import {
  COOKIES_ACCEPTED_COOKIE,
  COOKIES_ACCEPTED_MAX_AGE_S,
  CONSENTED_SERVICES_KEY,
  isConsentScriptUrl,
  type CookieCategoryView,
} from "../../shared/rules/cookie-consent.ts";

/** Fired on window once a consent is saved, so the banner hides wherever the choice was made. */
export const CONSENT_SAVED_EVENT = "tessera:consent-saved";

/**
 * Whether the visitor already made a choice (Accept all gives `true`, Reject all `false`). Read
 * here without browser-cookies.ts, which home's first download carries: this module loads later.
 */
export function hasConsentChoice(): boolean {
  return new RegExp(`(?:^|;\\s*)${COOKIES_ACCEPTED_COOKIE}=(true|false)(?:;|$)`).test(document.cookie);
}

export async function fetchCookieCategories(locale: string, signal?: AbortSignal): Promise<CookieCategoryView[]> {
  const response = await fetch(`/api/cookies/categories?locale=${encodeURIComponent(locale)}`, {
    credentials: "include",
    signal,
  });
  if (!response.ok) throw new Error(`categories answered ${response.status}`);
  return (await response.json()) as CookieCategoryView[];
}

/** The visitor's last recorded consent (spec §7), or null when there is none. */
export async function fetchLastConsent(organizationId: number, signal?: AbortSignal): Promise<number[] | null> {
  const response = await fetch(`/api/cookies/consent?organization_id=${organizationId}`, {
    credentials: "include",
    signal,
  });
  if (!response.ok) throw new Error(`consent answered ${response.status}`);
  const body = (await response.json()) as { consent_given: boolean | null; services: number[] };
  return body.consent_given === null ? null : body.services;
}

/** Records the consent on the server; throws when it was not recorded. */
export async function postConsent(input: {
  organizationId: number;
  consentGiven: boolean;
  services: number[];
}): Promise<void> {
  const response = await fetch("/api/cookies/consent", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      consent_given: input.consentGiven,
      services: input.services,
      organization_id: input.organizationId,
    }),
  });
  if (!response.ok) throw new Error(`consent answered ${response.status}`);
}

/** The service ids this browser consented to (kept so that later pages load their scripts). */
export function storedConsentedServices(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CONSENTED_SERVICES_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Loads the scripts of the services the visitor consented to, once each. Only scripts the
 * organization declared for those services (same origin or https) ever run.
 */
export function injectConsentedScripts(categories: readonly CookieCategoryView[], consented: readonly number[]) {
  const allowed = new Set(consented);
  for (const service of categories.flatMap((category) => category.cookie_service)) {
    const src = service.script_url;
    if (!src || !allowed.has(service.id) || !isConsentScriptUrl(src)) continue;
    if (document.querySelector(`script[data-consent-service="${service.id}"]`)) continue;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.consentService = String(service.id);
    document.head.appendChild(script);
  }
}

/**
 * What every way of choosing ends with: the `cookies_accepted` cookie (365 days), the consented
 * services remembered in this browser, their scripts loaded, and the banner told to hide.
 */
export function applyConsent(categories: readonly CookieCategoryView[], services: number[], accepted: boolean): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIES_ACCEPTED_COOKIE}=${accepted}; max-age=${COOKIES_ACCEPTED_MAX_AGE_S}; path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(CONSENTED_SERVICES_KEY, JSON.stringify(services));
  } catch (error) {
    console.warn("Could not remember the consented services", error);
  }
  injectConsentedScripts(categories, services);
  window.dispatchEvent(new CustomEvent(CONSENT_SAVED_EVENT));
}

export class LoadTimeoutError extends Error {
  override name = "LoadTimeoutError";
}

/**
 * Runs `load` with an abort signal and gives up after `ms` (the settings dialog's 15 s, spec §9):
 * the load is aborted and the promise rejects with LoadTimeoutError.
 */
export function withTimeout<T>(load: (signal: AbortSignal) => Promise<T>, ms: number, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener("abort", onOuterAbort);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new LoadTimeoutError(`no answer within ${ms} ms`));
      controller.abort();
    }, ms);
    load(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        outer?.removeEventListener("abort", onOuterAbort);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        outer?.removeEventListener("abort", onOuterAbort);
        reject(error);
      },
    );
  });
}

/** Loads, on a new page, the scripts of the services this browser consented to earlier. */
export async function loadConsentedScripts(locale: string): Promise<void> {
  const consented = storedConsentedServices();
  if (!hasConsentChoice() || consented.length === 0) return;
  injectConsentedScripts(await fetchCookieCategories(locale), consented);
}
