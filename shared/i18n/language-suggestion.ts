/**
 * The language suggestion of spec public-site §4: the server signals, in two cookies, that a page
 * is in one language and the visitor's browser asks for another the site supports; the browser
 * shows the dialog 2 s later unless the visitor already answered (a third cookie). Pure, so that
 * the page renderer, the page cache's hot path, the browser and the tests share it.
 */
import type { Locale } from "./locales.ts";

/** Cookies that signal a suggested language: the page's and the visitor's. */
export const SUGGESTION_SOURCE_COOKIE = "language_suggestion_source";
export const SUGGESTION_TARGET_COOKIE = "language_suggestion_target";
/** The visitor's answer to the suggestion, kept for a year (spec §9's language cookie lifetime). */
export const SUGGESTION_CHOICE_COOKIE = "language_suggestion_choice";
export const SUGGESTION_CHOICE_MAX_AGE_S = 31_536_000;
/** Delay before the suggestion dialog appears (spec §9). */
export const LANGUAGE_SUGGESTION_DELAY_MS = 2000;

/** Longer Accept-Language headers are not read (browsers send well under 200 characters). */
const MAX_ACCEPT_LANGUAGE_LENGTH = 512;
/** Entries read at most: nobody prefers more than a handful of languages. */
const MAX_ACCEPT_LANGUAGE_ENTRIES = 16;

/**
 * The language tags of an Accept-Language header, most preferred first (by `q`, then by order);
 * entries with `q=0` are refused, not preferred. Absurd headers give an empty list.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header || header.length > MAX_ACCEPT_LANGUAGE_LENGTH) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  for (const part of header.split(",", MAX_ACCEPT_LANGUAGE_ENTRIES)) {
    const [rawTag, ...params] = part.split(";");
    const tag = rawTag!.trim();
    if (!/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue;
      // A weight that is not one (q=abc, q=2) makes the entry unreadable: skipped.
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      q = match ? Number(match[1]) : -1;
    }
    if (q > 0 && q <= 1) entries.push({ tag, q, index: entries.length });
  }
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/**
 * The language to suggest: the visitor's most preferred language that this site supports (the
 * browser's list, as sent in Accept-Language), when it is not the page's language; else null.
 */
export function suggestedLanguage(
  preferred: readonly string[],
  pageLocale: Locale,
  supported: readonly Locale[],
): Locale | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
    const match = supported.find((locale) => locale === primary);
    if (match) return match === pageLocale ? null : match;
  }
  return null;
}

/** The value of cookie `name` in a Cookie request header (undefined when absent). */
function cookieValue(header: string, name: string): string | undefined {
  const at = header.indexOf(`${name}=`);
  if (at < 0) return undefined;
  // The name must start the header or follow "; " (not be the tail of a longer name).
  if (at > 0 && header[at - 1] !== " " && header[at - 1] !== ";") return undefined;
  const end = header.indexOf(";", at);
  return header.slice(at + name.length + 1, end < 0 ? undefined : end).trim();
}

/** Remembered answers per page description: the page cache's entries keep theirs for their lifetime. */
const remembered = new WeakMap<object, Map<string, Locale | null>>();
/** Distinct Accept-Language headers remembered per page (browsers send few; anything else is recomputed). */
const REMEMBERED_PER_PAGE = 64;

/** `suggestedLanguage` for a header, remembered per page object (a cache hit then costs two Map lookups). */
function targetFor(acceptLanguage: string | null | undefined, page: SuggestionPage): Locale | null {
  if (!acceptLanguage) return null;
  let answers = remembered.get(page);
  if (!answers) remembered.set(page, (answers = new Map()));
  const known = answers.get(acceptLanguage);
  if (known !== undefined) return known;
  const target = suggestedLanguage(parseAcceptLanguage(acceptLanguage), page.locale, page.supported);
  if (answers.size >= REMEMBERED_PER_PAGE) answers.clear();
  answers.set(acceptLanguage, target);
  return target;
}

export type SuggestionPage = { locale: Locale; supported: readonly Locale[] };

/**
 * The `Set-Cookie` values a page response carries for the suggestion: source and target (session
 * cookies) when the request's Accept-Language prefers another supported language than the page's;
 * none when the visitor already chose (`language_suggestion_choice`) or the request carries the
 * same signal already; clearing ones when an old signal no longer applies to this page.
 */
export function suggestionCookies(
  request: { acceptLanguage: string | null | undefined; cookie: string | null | undefined },
  page: SuggestionPage,
  secure: boolean,
): string[] {
  const cookie = request.cookie ?? "";
  const signalled = cookie.includes("language_suggestion_");
  if (signalled && cookieValue(cookie, SUGGESTION_CHOICE_COOKIE) !== undefined) return [];
  const target = targetFor(request.acceptLanguage, page);
  if (!target && !signalled) return [];
  const source = signalled ? cookieValue(cookie, SUGGESTION_SOURCE_COOKIE) : undefined;
  const current = signalled ? cookieValue(cookie, SUGGESTION_TARGET_COOKIE) : undefined;
  if (target) {
    if (source === page.locale && current === target) return [];
    return signalCookies(page.locale, target, secure);
  }
  if (!source && !current) return [];
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [
    `${SUGGESTION_SOURCE_COOKIE}=${attributes}; Max-Age=0`,
    `${SUGGESTION_TARGET_COOKIE}=${attributes}; Max-Age=0`,
  ];
}

/** The two signal cookies, built once per language pair (at most 11 × 11 × 2): treat as read-only. */
const signals = new Map<string, readonly string[]>();
function signalCookies(source: Locale, target: Locale, secure: boolean): string[] {
  const key = `${source}${target}${secure ? "s" : ""}`;
  let cookies = signals.get(key);
  if (!cookies) {
    const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
    cookies = [
      `${SUGGESTION_SOURCE_COOKIE}=${source}${attributes}`,
      `${SUGGESTION_TARGET_COOKIE}=${target}${attributes}`,
    ];
    signals.set(key, cookies);
  }
  return cookies as string[];
}
