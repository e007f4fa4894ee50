import type { SearchHit } from "../../../help-center/server/domain/search/search-site.ts";
import { assistantTexts } from "./assistant-texts.ts";
import { splitSentences } from "./sentences.ts";

/** What the assistant says in English when nothing relevant was found (`assistantTexts` has every language). */
export const DONT_KNOW = assistantTexts("en").dontKnow;

/**
 * The answer without a model (decision 034): for each of the best passages (at most three), its
 * title and the one or two whole sentences (in the passage's language) that share most words with
 * the question, quoted as written.
 */
export function extractiveAnswer(question: string, passages: SearchHit[], locale: string): string {
  const t = assistantTexts(locale);
  if (passages.length === 0) return t.dontKnow;
  const words = new Set(
    question
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );
  const parts = passages.slice(0, 3).map((passage) => {
    const sentences = splitSentences(passage.body, locale);
    const scored = sentences.map((sentence, index) => ({
      sentence,
      index,
      score: sentence
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 2 && [...words].some((w) => word.startsWith(w.slice(0, 5)))).length,
    }));
    const chosen = scored
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, 2)
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.sentence);
    let quote = chosen.join(" ");
    if (quote.length > 400) quote = quote.slice(0, 400).replace(/\s+\S*$/, "") + " …";
    return quote ? `${passage.title}: “${quote}”` : passage.title;
  });
  return `${t.found}\n\n${parts.join("\n\n")}`;
}
