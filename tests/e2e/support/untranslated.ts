/**
 * Finds English text on a page under a language prefix (decision 037): every visible text and the meta
 * description of `/xx/path` that is also on `/path` in English. Names, numbers, prices and words that
 * are the same in both languages are allowed (ALLOWED). Plain HTML, no browser: what the server sends
 * is what a visitor and a search engine read first.
 */

/** Texts that are the same in every language of the demo sites (names, brands, shared words). */
const ALLOWED = [
  /^[\d\s.,:%€$£+\-–—/()×#@]+$/u,
  /^©/, // the copyright line: a year and the company's name
  /@/, // e-mail addresses
  /^[a-z]+[_A-Z]\w*$/, // cookie and storage names (cookies_accepted, defaultLocale)
  /^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u, // a person's name
  /^\p{Lu}{2}$/u, // initials on a profile picture
  /\d+[a-z]?(, [\p{L} ]+)?$/u, // a street address ending in its number or its city
  /^\d+ [\p{L}' ]+(, [\p{L} ]+)?$/u, // a street address starting with its number
  // Words spelled the same in the other languages of the demo sites, names of places and brands.
  // The breadcrumb words of pages without a page record (/showcase/fixed) come from their path and
  // stay as written (a page record gives them a title in every language).
  /^(Showcase|Fixed|Ring)$/,
  /^(Brightpath|Brightpath Consulting|Globex|Globex Finance|Digital|Services|Contact|Links|Name|Message|Session|minutes|optional|Software|Leadership|Integration|Roadmap|Lean|Coaching|Login|Blog|Online|App|Mobile App|Banking|Design|Madrid|Lyon|Berlin|Bristol|Frankfurt|Zurich|Milan|LinkedIn|Plus|Details|Home|Account|Lisboa|Milano|München|Zürich|Wien|Paris|Meridian|Helios|Studio Bianchi|en|de|fr|it|es|English|Deutsch|Français|Italiano|Español)$/u,
];

export function visibleTexts(html: string): string[] {
  const body = html
    .replace(/<head[\s\S]*?<\/head>/i, "")
    .replace(/<(script|style|template|svg|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*\bhidden\b[^>]*>/gi, "<x>");
  return body
    .split(/<[^>]+>/)
    .map((text) =>
      text
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((text) => /\p{L}{2,}/u.test(text));
}

export function metaDescription(html: string): string | null {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** The English texts of `english` found again on `localized`. */
export function untranslated(englishHtml: string, localizedHtml: string): string[] {
  const english = new Set(visibleTexts(englishHtml));
  const found = visibleTexts(localizedHtml).filter(
    (text) => english.has(text) && !ALLOWED.some((pattern) => pattern.test(text)),
  );
  const description = metaDescription(localizedHtml);
  if (description && description === metaDescription(englishHtml)) found.push(`<meta description> ${description}`);
  return [...new Set(found)];
}
