/**
 * Whole sentences of a passage, for quoting (decision 034). `Intl.Segmenter` knows the language's
 * sentence rules (a dot before a lower-case word or a digit ends nothing); on top of it, a boundary
 * that falls inside an e-mail address, a web address or a number is no boundary: "billing@
 * brightpath.example", "https://x.example/a?b=1" and "+0.5%" are never cut, whatever the rules say.
 */

/** Tokens that hold sentence punctuation without ending a sentence. */
const UNBREAKABLE = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu, // e-mail address
  /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu, // web address
  /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}(?:\/[^\s<>"]*)?/gu, // bare domain (lower-case), path
  /[+-]?\d+(?:[.,:]\d+)+/gu, // 0.5, 1,200.50, 3.4.1, 09:30
];

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
    } catch {
      segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
    }
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** Spans [start, end) of `text` a sentence boundary must not fall inside. */
function protectedSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const pattern of UNBREAKABLE) {
    for (const match of text.matchAll(pattern)) {
      // Punctuation closing the sentence is not part of the address or the number.
      const token = match[0].replace(/[.,;:!?)\]}'"»”’]+$/u, "");
      if (token.length > 0) spans.push([match.index, match.index + token.length]);
    }
  }
  return spans;
}

/** The passage cut into trimmed sentences in `locale`, never inside an address, a URL or a number. */
export function splitSentences(text: string, locale: string): string[] {
  const spans = protectedSpans(text);
  const inside = (at: number) => spans.some(([start, end]) => start < at && at < end);
  const sentences: string[] = [];
  let current = "";
  let position = 0;
  for (const { segment } of segmenterFor(locale).segment(text)) {
    current += segment;
    position += segment.length;
    // A boundary inside a protected token: the next segment continues this sentence.
    if (inside(position) || inside(position - (segment.length - segment.trimEnd().length))) continue;
    sentences.push(current);
    current = "";
  }
  if (current) sentences.push(current);
  return sentences
    .flatMap((sentence) => sentence.split(/\n+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
