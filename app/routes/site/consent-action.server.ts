import { data, redirect, type RouterContextProvider } from "react-router";
import {
  acceptAllServiceIds,
  consentAccepted,
  consentSetCookie,
  rejectAllServiceIds,
  selectedServiceIds,
  type CookieCategoryView,
} from "../../../shared/rules/cookie-consent.ts";
import { SETTINGS_MESSAGES } from "../../components/cookie-consent/settings-texts.ts";
import { callApi, field, readForm, refusalStatus, withCookies } from "../../view-models/form-actions.server.ts";
import { siteOrigin } from "../../view-models/seo.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";

/** The buttons of the consent form: Accept all, Reject all, Save settings (the checked services). */
export const CONSENT_CHOICES = ["accept", "reject", "save"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export type ConsentActionResult = { error: string };

/** A path of this site to go back to; anything else (another host, `//x`, `/\x`) goes home. */
export function localReturnPath(value: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2000 ? value : "/";
}

/** The site's cookie categories in the page's language, through the same endpoint the script asks. */
export async function loadConsentCategories(
  context: Readonly<RouterContextProvider>,
  locale: string,
): Promise<CookieCategoryView[] | null> {
  const { result } = await callApi<CookieCategoryView[]>(
    context,
    `/api/cookies/categories?locale=${encodeURIComponent(locale)}`,
    null,
    "GET",
  );
  return result.ok && Array.isArray(result.data) ? result.data : null;
}

/**
 * The cookie choice of a visitor without scripts (the `<noscript>` form every page carries until a
 * choice is made, and /cookie-settings). It records the consent through /api/cookies/consent, in
 * process and as the visitor (decision 055), sets the `cookies_accepted` cookie the script would
 * set, and sends the visitor back to the page they chose on, which then comes without the form.
 */
export async function consentAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readForm(request);
  const choice = field(form, "choice");
  if (!(CONSENT_CHOICES as readonly string[]).includes(choice)) {
    return data<ConsentActionResult>({ error: "Choose Accept all, Reject all or Save settings." }, 400);
  }
  const { tenant, locale } = siteRequest(request, context);
  const categories = await loadConsentCategories(context, locale);
  if (!categories) return data<ConsentActionResult>({ error: SETTINGS_MESSAGES.loadFailed }, 503);
  const chosen = new Set(
    form
      .getAll("service")
      .filter((value): value is string => typeof value === "string" && /^[1-9]\d{0,9}$/.test(value))
      .map(Number),
  );
  const services =
    choice === "accept"
      ? acceptAllServiceIds(categories)
      : choice === "reject"
        ? rejectAllServiceIds(categories)
        : selectedServiceIds(categories, chosen);
  // The banner's buttons say so outright; saved settings accept when they keep more than the essentials.
  const accepted = choice === "accept" ? true : choice === "reject" ? false : consentAccepted(categories, services);
  const { result, cookies } = await callApi(context, "/api/cookies/consent", {
    consent_given: accepted,
    services,
    organization_id: tenant.id,
  });
  if (!result.ok) {
    return data<ConsentActionResult>(
      { error: choice === "save" ? SETTINGS_MESSAGES.settingsFailed : SETTINGS_MESSAGES.consentFailed },
      refusalStatus(result),
    );
  }
  const secure = siteOrigin(request, context).startsWith("https:");
  return redirect(localReturnPath(field(form, "back")), {
    status: 303,
    headers: withCookies([...cookies, consentSetCookie(accepted, secure)]),
  });
}
