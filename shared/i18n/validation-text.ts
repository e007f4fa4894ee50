import * as m from "./paraglide/messages.js";
import type { UiLocale } from "./ui-locales.ts";

/**
 * Validation and API refusal texts in the reader's language (decision 082). The schemas and the API
 * keep their English texts (API clients and the spec read them); a form shows the issue's code and
 * parameters through the catalogue instead. English readers get the English text unchanged, so every
 * text the spec gives stays exactly as it is; a code this module does not know keeps its English text
 * in every language rather than showing something vaguer.
 */

/** The catalogue option of a call (`useUiLanguage()`, `ui(locale)`, `{ locale }`). */
type Option = { locale: UiLocale };

/**
 * One problem with an input, as Zod reports it and as a 400's `issues` carries it: the code and the
 * parameters of Zod 4's issue (`too_big` with `origin` and `maximum`, `invalid_format` with `format`, …).
 */
export type ValidationIssue = {
  code: string;
  /** The English message: what a reader of English, or of an unknown code, sees. */
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  expected?: string;
  values?: readonly unknown[];
  divisor?: number | bigint;
  /** A `custom` issue's rule, as the API sends it (decision 082). */
  rule?: string;
  /** A `custom` issue's parameters as Zod keeps them: the shared schemas put `rule` (and a limit) here. */
  params?: { rule?: unknown; maximum?: unknown };
};

/** What an `{ error }` answer of the API may carry (server/api/openapi-parts.ts's `Error`). */
export type ApiErrorBody = {
  error?: string | null;
  code?: string | null;
  field?: string | null;
  issues?: ReadonlyArray<ValidationIssue & { field?: string }> | null;
  /** With code `quota_exceeded`: which quota (pages, storage_mb, members, bookings_per_day) and its limit. */
  quota?: string | null;
  limit?: number | null;
};

const number = (value: number | bigint, locale: UiLocale) => new Intl.NumberFormat(locale).format(value);

/** Examples of the ISO forms the API reads: digits, so they read the same in every language. */
const DATE_EXAMPLE = "2026-11-23";
const DATE_TIME_EXAMPLE = "2026-11-23T09:00:00Z";

function sizeText(issue: ValidationIssue, o: Option): string | null {
  const { locale } = o;
  const big = issue.code === "too_big";
  const limit = big ? issue.maximum : issue.minimum;
  if (limit === undefined) return null;
  const n = number(limit, locale);
  switch (issue.origin) {
    case "string":
      if (!big && Number(limit) === 1) return m.fields_validRequired({}, o);
      return big ? m.fields_validTooLong({ max: n }, o) : m.fields_validTooShort({ min: n }, o);
    case "array":
    case "set":
      return big ? m.fields_validTooManyItems({ max: n }, o) : m.fields_validTooFewItems({ min: n }, o);
    case "number":
    case "int":
    case "bigint":
      if (issue.inclusive === false) {
        return big ? m.fields_validNumberBelow({ max: n }, o) : m.fields_validNumberAbove({ min: n }, o);
      }
      return big ? m.fields_validNumberMax({ max: n }, o) : m.fields_validNumberMin({ min: n }, o);
    default:
      return null;
  }
}

function formatText(issue: ValidationIssue, o: Option): string {
  switch (issue.format) {
    case "email":
      return m.fields_validEmail({}, o);
    case "url":
      return m.fields_validUrl({}, o);
    case "date":
      return m.fields_validDate({ example: DATE_EXAMPLE }, o);
    case "datetime":
      return m.fields_validDateTime({ example: DATE_TIME_EXAMPLE }, o);
    default:
      return m.fields_validFormat({}, o);
  }
}

function typeText(expected: string | undefined, o: Option): string {
  switch (expected) {
    case "string":
      return m.fields_validText({}, o);
    case "number":
    case "nan":
      return m.fields_validNumber({}, o);
    case "int":
    case "bigint":
      return m.fields_validWholeNumber({}, o);
    case "boolean":
      return m.fields_validBoolean({}, o);
    case "array":
    case "tuple":
    case "set":
      return m.fields_validList({}, o);
    default:
      return m.fields_validWrongType({}, o);
  }
}

/**
 * The shared schemas' own rules (`custom` issues), by the code each carries in `params.rule` (the
 * API's `rule`): the same words the editors used for the rule's constant, so each text has one
 * translation. A rule not listed here keeps its English message.
 */
const RULE_TEXTS: Record<string, (maximum: string | null, o: Option) => string | null> = {
  page_slug_required: (_, o) => m.editors_pageSlugRequired({}, o),
  page_slug_too_long: (max, o) => (max === null ? null : m.editors_pageSlugTooLong({ max }, o)),
  slug_required: (_, o) => m.fields_validSlugRequired({}, o),
  slug_format: (_, o) => m.editors_pageSlugFormat({}, o),
  slug_reserved: (_, o) => m.editors_pageSlugReserved({}, o),
  title_required: (_, o) => m.fields_secHeroTitleRequired({}, o),
  section_title_required: (_, o) => m.fields_secNeedSectionTitle({}, o),
  metric_required: (_, o) => m.fields_secMetricRequired({}, o),
  heading_name_required: (_, o) => m.fields_secNeedHeadingName({}, o),
  description_text_required: (_, o) => m.fields_secNeedDescriptionText({}, o),
  page_url_required: (_, o) => m.fields_secNeedPageUrl({}, o),
  job_title_required: (_, o) => m.fields_validJobTitleRequired({}, o),
  testimonial_text_required: (_, o) => m.fields_validTestimonialRequired({}, o),
  link: (_, o) => m.fields_validLink({}, o),
  time_zone: (_, o) => m.fields_validTimeZone({ example: "Europe/Berlin" }, o),
  within_days: (max, o) => (max === null ? null : m.fields_validWithinDays({ days: max }, o)),
  end_after_start: (_, o) => m.fields_validEndAfterStart({}, o),
  no_overlap: (_, o) => m.fields_validNoOverlap({}, o),
};

function ruleText(issue: ValidationIssue, o: Option): string | null {
  const rule = issue.rule ?? issue.params?.rule;
  const limit = issue.maximum ?? issue.params?.maximum;
  if (typeof rule !== "string" || !Object.hasOwn(RULE_TEXTS, rule)) return null;
  const maximum = typeof limit === "number" || typeof limit === "bigint" ? number(limit, o.locale) : null;
  return RULE_TEXTS[rule]!(maximum, o);
}

/**
 * One issue in the reader's language, or null when this module has no text for its kind (a custom
 * rule without a known code, whose own message stays the English one).
 */
function translatedIssue(issue: ValidationIssue, o: Option): string | null {
  switch (issue.code) {
    case "too_big":
    case "too_small":
      return sizeText(issue, o);
    case "invalid_format":
      return formatText(issue, o);
    case "invalid_type":
      return typeText(issue.expected, o);
    case "invalid_value": {
      if (!issue.values?.length) return null;
      const list = new Intl.ListFormat(o.locale, { type: "disjunction" });
      return m.fields_validOneOf({ values: list.format(issue.values.map(String)) }, o);
    }
    case "unrecognized_keys":
      return m.fields_validUnknownField({}, o);
    case "not_multiple_of":
      return issue.divisor === undefined
        ? null
        : m.fields_validMultipleOf({ step: number(issue.divisor, o.locale) }, o);
    case "custom":
      return ruleText(issue, o);
    default:
      return null;
  }
}

/**
 * The text of one validation issue for a reader of `o.locale`: the issue's English message in
 * English (the schema's or the spec's wording), the catalogue's in other languages, the English one
 * again for a kind the catalogue does not cover.
 */
export function issueText(issue: ValidationIssue, o: Option): string {
  const english = issue.message ?? "";
  if (o.locale === "en" && english) return english;
  return translatedIssue(issue, o) ?? english;
}

/**
 * A quota refusal with its number (decision 065's `quota` and `limit`): storage as the language writes
 * megabytes, the others as counts; the general sentence when the body names no known quota.
 */
function quotaText(body: ApiErrorBody, o: Option): string {
  const { limit, quota } = body;
  if (typeof limit !== "number") return m.fields_validQuota({}, o);
  const n = number(limit, o.locale);
  switch (quota) {
    case "pages":
      return m.fields_validQuotaPages({ limit: n }, o);
    case "storage_mb": {
      const size = new Intl.NumberFormat(o.locale, { style: "unit", unit: "megabyte" }).format(limit);
      return m.fields_validQuotaStorage({ limit: size }, o);
    }
    case "members":
      return m.fields_validQuotaMembers({ limit: n }, o);
    case "bookings_per_day":
      return m.fields_validQuotaBookings({ limit: n }, o);
    default:
      return m.fields_validQuota({}, o);
  }
}

/** A refusal's known codes: their texts, with the values the body carries. */
function codeText(body: ApiErrorBody, o: Option): string | null {
  switch (body.code) {
    case "slug_taken":
      return m.fields_validSlugTaken({}, o);
    case "email_exists":
      return m.fields_validEmailExists({}, o);
    case "quota_exceeded":
      return quotaText(body, o);
    default:
      return null;
  }
}

/**
 * The text of a field's refusal in an `{ error }` answer, for showing at that field: the first issue
 * about the field, or the code's text, in the reader's language; otherwise the API's English text
 * without its `field: ` prefix.
 */
export function apiFieldText(body: ApiErrorBody, field: string, o: Option): string {
  const english = (body.error ?? "").split("; ")[0] ?? "";
  const bare = english.startsWith(`${field}: `) ? english.slice(field.length + 2) : english;
  if (o.locale === "en") return bare;
  const issue = body.issues?.find((candidate) => candidate.field === field);
  if (issue) return translatedIssue(issue, o) ?? bare;
  return codeText(body, o) ?? bare;
}

/** How a caller reads a refusal: the answer's status, and the label of a field as its form shows it. */
export type RefusalContext = { status?: number; label?: (field: string) => string | undefined };

/**
 * The whole text of an `{ error }` answer for a reader of `o.locale` (a toast, a form's alert): in
 * English the API's text as it is; otherwise the first issue (after its field's label, or its name
 * as the API writes it) or the code's text, and the API's English text for anything else. A 429
 * reads as "too many attempts" in every language but English.
 */
export function apiErrorText(body: ApiErrorBody, o: Option, { status, label }: RefusalContext = {}): string {
  const english = body.error ?? "";
  if (o.locale === "en" && english) return english;
  if (status === 429) return m.fields_validTooManyRequests({}, o);
  const first = body.issues?.[0];
  if (first) {
    const text = translatedIssue(first, o);
    if (text && !first.field) return text;
    if (text && first.field)
      return m.fields_validAtField({ field: label?.(first.field) ?? first.field, message: text }, o);
  }
  return codeText(body, o) ?? english;
}
