import { describe, expect, it } from "vitest";
import { liveChatTexts } from "./live-chat-texts.ts";

/** Each demo language says every live-support text in that language, not the English fallback. */
describe("live chat texts", () => {
  const english = liveChatTexts("en");
  // Words that are the same in English and that language.
  const sameWord: Record<string, string[]> = { fr: ["messagesLabel"] };
  const sample = (value: unknown) =>
    typeof value === "function" ? (value as (x: never) => string)(7 as never) : value;

  it.each(["es", "fr", "de", "it", "ru", "pt", "pl", "zh", "ja"])("%s has its own word for every text", (locale) => {
    const texts = liveChatTexts(locale);
    const same = Object.entries(texts)
      .filter(
        ([key, value]) =>
          JSON.stringify(sample(value)) === JSON.stringify(sample(english[key as keyof typeof english])),
      )
      .map(([key]) => key)
      .filter((key) => !sameWord[locale]?.includes(key));
    expect(same).toEqual([]);
  });

  it("reads a region's language, and English for a language it does not have", () => {
    expect(liveChatTexts("it-CH").send).toBe("Invia");
    expect(liveChatTexts("ko").send).toBe(english.send);
  });
});
