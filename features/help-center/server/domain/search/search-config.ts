import { htmlToText } from "../../../../../server/domain/content/html-to-text.ts";
/**
 * The PostgreSQL text-search configuration of each locale (decision 034). PostgreSQL (and PGlite,
 * which ships the same 30) has Snowball stemmers for these; the others (Polish, Japanese, Chinese,
 * Korean, Ukrainian) are parsed with `simple`: lower-cased words, no stemming, no stop words.
 */
const CONFIGS: Record<string, string> = {
  en: "english",
  es: "spanish",
  fr: "french",
  de: "german",
  it: "italian",
  pt: "portuguese",
  ru: "russian",
  nl: "dutch",
  sv: "swedish",
  da: "danish",
  no: "norwegian",
  fi: "finnish",
  tr: "turkish",
  ar: "arabic",
  hi: "hindi",
};

export function searchConfig(locale: string): string {
  return CONFIGS[locale] ?? "simple";
}

/**
 * Languages written without spaces between words: `simple` would take a whole sentence for one
 * word, so their text is cut into overlapping two-character pieces (bigrams) on both sides.
 */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

export function segmentForIndex(text: string): string {
  return text.replace(CJK, (run) => {
    if (run.length <= 2) return ` ${run} `;
    const pieces: string[] = [];
    for (let i = 0; i < run.length - 1; i++) pieces.push(run.slice(i, i + 2));
    // Only the pieces (not the whole run): the query is cut the same way, so any two-character
    // piece of it is found wherever it occurs inside a longer run.
    return ` ${pieces.join(" ")} `;
  });
}

/** Plain text of stored rich text, block ends kept as line breaks (server/domain/content/html-to-text.ts). */
export { htmlToText };
