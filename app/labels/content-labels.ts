import type { Locale } from "../../shared/i18n/locales.ts";
import * as m from "../../shared/i18n/paraglide/messages.js";
import { ui } from "../../shared/i18n/ui-locales.ts";

/**
 * Texts of the blog, post and policy pages in the ten UI languages (spec public-site §2), from the
 * message catalogue (keys content_*). Loaders
 * hand the page's language to the component as data, so visitors download no translation tables.
 */
export type ContentLabels = {
  by: string;
  published: string;
  readMore: string;
  noPosts: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** `{page}` and `{total}` are replaced. */
  pageOf: string;
  inThisSet: string;
  previousArticle: string;
  nextArticle: string;
  privacyPolicy: string;
  cookiePolicy: string;
  lastUpdated: string;
};

export function contentLabels(locale: Locale | string): ContentLabels {
  const o = ui(locale);
  return {
    by: m.content_by({}, o),
    published: m.content_published({}, o),
    readMore: m.content_readMore({}, o),
    noPosts: m.content_noPosts({}, o),
    pagination: m.content_pagination({}, o),
    previousPage: m.content_previousPage({}, o),
    nextPage: m.content_nextPage({}, o),
    pageOf: m.content_pageOf({ page: "{page}", total: "{total}" }, o),
    inThisSet: m.content_inThisSet({}, o),
    previousArticle: m.content_previousArticle({}, o),
    nextArticle: m.content_nextArticle({}, o),
    privacyPolicy: m.content_privacyPolicy({}, o),
    cookiePolicy: m.content_cookiePolicy({}, o),
    lastUpdated: m.content_lastUpdated({}, o),
  };
}

/** One formatter per language: building an `Intl.DateTimeFormat` costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date as the page's language writes it, in UTC so server and browser agree. */
export function formatDate(iso: string, locale: Locale | string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    if (dateFormats.size >= 64) dateFormats.clear();
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
