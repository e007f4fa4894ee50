import { describe, expect, it } from "vitest";
import { helpTexts } from "./help-texts.ts";

/** The help center speaks each UI language in full, never the English fallback for a text. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "function") return [[path, String((value as (x: string) => string)("7"))]];
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

describe("help center texts", () => {
  const english = new Map(leaves(helpTexts("en")));
  // Words that are the same in English and that language.
  const sameWord: Record<string, string[]> = {
    es: ["general"],
    fr: ["views.faq", "sources"],
    de: ["views.faq"],
  };

  it.each(["es", "fr", "de", "it", "ru", "pt", "pl", "zh", "ja"])("%s has its own word for every text", (locale) => {
    const same = leaves(helpTexts(locale))
      .filter(([key, text]) => english.get(key) === text && !sameWord[locale]?.includes(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });
});
