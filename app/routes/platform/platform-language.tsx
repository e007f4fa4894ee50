import { Fragment, type ReactNode } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { PLATFORM_ACCOUNT_MESSAGES, PASSWORD_HINT } from "../../../features/platform/shared/account-rules.ts";
import { SLUG_MAX, SLUG_MESSAGES, SLUG_MIN } from "../../../features/platform/shared/slug-rules.ts";
import { formatDateTime } from "../../../shared/i18n/date-time.ts";

/**
 * The platform pages' texts in the person's UI language: the helpers that are
 * more than one message call — rich sentences, the rules' and the API's known English texts,
 * counts, sizes and times.
 */

/** A marker no message contains: where a React node goes in a translated sentence. */
const SLOT = "\u{E000}";

/**
 * A translated sentence with React nodes in it (a link, a bold address): the message is rendered
 * with a marker for each node's placeholder and split there, so each language keeps its own order.
 */
export function rich<K extends string>(
  render: (slots: Record<NoInfer<K>, string>) => string,
  nodes: Record<K, ReactNode>,
): ReactNode {
  const names = Object.keys(nodes) as K[];
  const slots = Object.fromEntries(names.map((name, index) => [name, `${SLOT}${index}${SLOT}`])) as Record<K, string>;
  const parts = render(slots).split(SLOT);
  return parts.map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{nodes[names[Number(part)]!]}</Fragment> : part,
  );
}

/**
 * English texts the shared rules and the platform API return, each with its message: a text
 * shown to the person verbatim is shown in their language when it is one of these; any other
 * (a new API text, one with values in it) stays as the API wrote it.
 */
const KNOWN: ReadonlyArray<readonly [string, (locale: UiLocale) => string]> = [
  [AUTH_MESSAGES.fillAllFields, (locale) => m.platform_fillAllFields({}, ui(locale))],
  [AUTH_MESSAGES.invalidEmail, (locale) => m.platform_invalidEmail({}, ui(locale))],
  [AUTH_MESSAGES.passwordTooShort, (locale) => m.platform_passwordTooShort({}, ui(locale))],
  [AUTH_MESSAGES.passwordTooLong, (locale) => m.platform_passwordTooLong({}, ui(locale))],
  [AUTH_MESSAGES.passwordUppercase, (locale) => m.platform_passwordUppercase({}, ui(locale))],
  [AUTH_MESSAGES.passwordLowercase, (locale) => m.platform_passwordLowercase({}, ui(locale))],
  [AUTH_MESSAGES.passwordNumber, (locale) => m.platform_passwordNumber({}, ui(locale))],
  [AUTH_MESSAGES.tooManyAttempts, (locale) => m.platform_tooManyAttempts({}, ui(locale))],
  [AUTH_MESSAGES.serverError, (locale) => m.platform_serverError({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.wrongCredentials, (locale) => m.platform_wrongCredentials({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.confirmFirst, (locale) => m.platform_confirmFirst({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.checkMailbox, (locale) => m.platform_checkMailbox({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.confirmationSent, (locale) => m.platform_confirmationSent({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.confirmLinkInvalid, (locale) => m.platform_confirmLinkInvalid({}, ui(locale))],
  [PLATFORM_ACCOUNT_MESSAGES.signedOut, (locale) => m.platform_signedOut({}, ui(locale))],
  [PASSWORD_HINT, (locale) => m.platform_passwordHint({}, ui(locale))],
  [SLUG_MESSAGES.invalid, (locale) => m.platform_slugInvalid({ min: SLUG_MIN, max: SLUG_MAX }, ui(locale))],
  [SLUG_MESSAGES.reserved, (locale) => m.platform_slugReserved({}, ui(locale))],
  [SLUG_MESSAGES.taken, (locale) => m.platform_slugTaken({}, ui(locale))],
  ["Confirm your e-mail address before creating a site", (locale) => m.platform_confirmBeforeCreating({}, ui(locale))],
  ["Confirm your e-mail address first", (locale) => m.platform_confirmEmailFirstShort({}, ui(locale))],
  ["Choose one of the looks", (locale) => m.platform_chooseLook({}, ui(locale))],
  ["Too many sites created in the last hour", (locale) => m.platform_tooManySites({}, ui(locale))],
  ["No such site", (locale) => m.platform_noSuchSite({}, ui(locale))],
  ["This invitation was sent to another address", (locale) => m.platform_invitationWrongAddress({}, ui(locale))],
  ["This invitation was already used or has expired", (locale) => m.platform_invitationUsedOrExpired({}, ui(locale))],
  ["The site's last owner cannot be removed", (locale) => m.platform_lastOwner({}, ui(locale))],
  ["This person is already a member of the site", (locale) => m.platform_alreadyMember({}, ui(locale))],
  ["The site changed meanwhile; try again", (locale) => m.platform_siteChanged({}, ui(locale))],
  ["The grace period is over: this site is being removed for good", (locale) => m.platform_graceOver({}, ui(locale))],
  ["Type the site's name exactly to delete it", (locale) => m.platform_deleteNameMismatch({}, ui(locale))],
  ["Only a suspended site can be resumed", (locale) => m.platform_onlySuspendedResumed({}, ui(locale))],
  ["A reason is required", (locale) => m.platform_reasonRequired({}, ui(locale))],
  [
    "Only platform operators may open the operators' console.",
    (locale) => m.platform_operatorsOnlyText({}, ui(locale)),
  ],
  ["The form could not be read", (locale) => m.platform_formUnreadable({}, ui(locale))],
];
const KNOWN_MAP = new Map(KNOWN);

/** `text` in the person's language when it is a known rule or API text; otherwise unchanged. */
export function knownText(text: string, locale: UiLocale): string {
  if (locale === "en") return text;
  const message = KNOWN_MAP.get(text) ?? KNOWN_MAP.get(text.replace(/^[a-z_]+: /, ""));
  return message ? message(locale) : text;
}

const BUSINESS_NAMES: Record<string, (locale: UiLocale) => string> = {
  immigration: (l) => m.platform_businessImmigration({}, ui(l)),
  legal: (l) => m.platform_businessLegal({}, ui(l)),
  finance: (l) => m.platform_businessFinance({}, ui(l)),
  education: (l) => m.platform_businessEducation({}, ui(l)),
  job: (l) => m.platform_businessJob({}, ui(l)),
  beauty: (l) => m.platform_businessBeauty({}, ui(l)),
  medical: (l) => m.platform_businessMedical({}, ui(l)),
  services: (l) => m.platform_businessServices({}, ui(l)),
  real_estate: (l) => m.platform_businessRealEstate({}, ui(l)),
  construction: (l) => m.platform_businessConstruction({}, ui(l)),
  software: (l) => m.platform_businessSoftware({}, ui(l)),
  marketing: (l) => m.platform_businessMarketing({}, ui(l)),
  consulting: (l) => m.platform_businessConsulting({}, ui(l)),
  automotive: (l) => m.platform_businessAutomotive({}, ui(l)),
  hospitality: (l) => m.platform_businessHospitality({}, ui(l)),
  retail: (l) => m.platform_businessRetail({}, ui(l)),
  healthcare: (l) => m.platform_businessHealthcare({}, ui(l)),
  transportation: (l) => m.platform_businessTransportation({}, ui(l)),
  technology: (l) => m.platform_businessTechnology({}, ui(l)),
  platform: (l) => m.platform_businessPlatform({}, ui(l)),
};

/** A business type as a person reads it ("real_estate" → "Real estate"); an unknown one as it is. */
export function businessTypeName(type: string, locale: UiLocale): string {
  return BUSINESS_NAMES[type]?.(locale) ?? type;
}

const LOOK_LABELS: Record<string, (locale: UiLocale) => string> = {
  brightpath: (l) => m.platform_lookBrightpath({}, ui(l)),
  globex: (l) => m.platform_lookGlobex({}, ui(l)),
  neutral: (l) => m.platform_lookNeutral({}, ui(l)),
};

export function lookLabel(id: string, fallback: string, locale: UiLocale): string {
  return LOOK_LABELS[id]?.(locale) ?? fallback;
}

/** "1 site" / "3 sites", in the language's plural forms. */
export function sitesCount(count: number, locale: UiLocale): string {
  const n = new Intl.NumberFormat(locale).format(count);
  const option = ui(locale);
  switch (new Intl.PluralRules(locale).select(count)) {
    case "one":
      return m.platform_sitesCountOne({ count: n }, option);
    case "two":
      return m.platform_sitesCountTwo({ count: n }, option);
    case "few":
      return m.platform_sitesCountFew({ count: n }, option);
    case "many":
      return m.platform_sitesCountMany({ count: n }, option);
    default:
      return m.platform_sitesCountOther({ count: n }, option);
  }
}

/** A number in the person's language (grouping, digits). */
export function formatNumber(value: number, locale: UiLocale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** A span of days ("30 days", "30 Tage", "30 дней"): the language's own plural through Intl. */
export function formatDays(days: number, locale: UiLocale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
}

/**
 * A moment in UTC, as the person's language writes a date and time ("Nov 29, 2026, 9:32 PM UTC"):
 * the platform's operators have no site profile, so no time zone of their own (decision 080).
 */
export function formatUtc(iso: string, locale: UiLocale): string {
  return m.platform_timeUtc({ time: formatDateTime(iso, { locale, timeZone: "UTC" }) }, ui(locale));
}

/**
 * The UI language of a platform page's meta(): the root loader's language, which on the platform
 * host is the person's UI language (app/root.tsx).
 */
export function metaLocale(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): UiLocale {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: string } | undefined;
  return ui(root?.locale).locale;
}
