import { describe, expect, it } from "vitest";
import { extractiveAnswer } from "./extractive-answer.ts";
import { splitSentences } from "./sentences.ts";
import type { SearchHit } from "../../../help-center/server/domain/search/search-site.ts";

/** Quoted sentences are whole: never cut inside an address, a web address or a number. */

describe("splitSentences", () => {
  it("keeps an e-mail address at the end of a sentence whole", () => {
    expect(
      splitSentences(
        "Travel costs are billed at cost, only with your prior approval. Questions about an invoice go to billing@brightpath.example.",
        "en",
      ),
    ).toEqual([
      "Travel costs are billed at cost, only with your prior approval.",
      "Questions about an invoice go to billing@brightpath.example.",
    ]);
  });

  it("keeps a decimal number whole", () => {
    expect(splitSentences("Savings Week\n+0.5% on every new fixed term. Open one today.", "en")).toEqual([
      "Savings Week",
      "+0.5% on every new fixed term.",
      "Open one today.",
    ]);
    expect(splitSentences("Der Zins beträgt 3,9 %. Bis zu 1.200,50 EUR.", "de")).toEqual([
      "Der Zins beträgt 3,9 %.",
      "Bis zu 1.200,50 EUR.",
    ]);
  });

  it("keeps a web address whole, even with a question mark in it", () => {
    expect(
      splitSentences("Visit https://x.example/A.Html?q=1. Then call us! Or see www.example.com/a.b now.", "en"),
    ).toEqual(["Visit https://x.example/A.Html?q=1.", "Then call us!", "Or see www.example.com/a.b now."]);
  });

  it("cuts in the passage's language", () => {
    expect(splitSentences("¿Cuánto cuesta? Depende del proyecto. Escríbanos a hola@ejemplo.es.", "es")).toEqual([
      "¿Cuánto cuesta?",
      "Depende del proyecto.",
      "Escríbanos a hola@ejemplo.es.",
    ]);
    expect(splitSentences("料金は固定です。詳しくはお問い合わせください。", "ja")).toEqual([
      "料金は固定です。",
      "詳しくはお問い合わせください。",
    ]);
  });
});

describe("extractiveAnswer quotes whole sentences", () => {
  const hit = (title: string, body: string): SearchHit => ({
    kind: "article",
    id: "1",
    title,
    url: "/x",
    body,
    snippet: [],
    rank: 1,
  });

  it("quotes the address as the source gives it", () => {
    const text = extractiveAnswer(
      "Where do questions about an invoice go?",
      [
        hit(
          "How is the fee calculated?",
          "Every engagement has a fixed price per phase, agreed before we start. Travel costs are billed at cost, only with your prior approval. Questions about an invoice go to billing@brightpath.example.",
        ),
      ],
      "en",
    );
    expect(text).toContain("Questions about an invoice go to billing@brightpath.example.");
    expect(text).not.toContain("billing@brightpath.”");
  });

  it("quotes the number as the source gives it", () => {
    const text = extractiveAnswer(
      "What bonus does Savings Week give?",
      [
        hit(
          "Globex Savings Week",
          "Savings Week\n+0.5% on every new fixed term\nOpen a 1-year or 3-year fixed-term deposit this week and earn a bonus of 0.5% on top of our rate.",
        ),
      ],
      "en",
    );
    expect(text).toContain("0.5%");
    expect(text).not.toMatch(/\+0\.(?!5)/);
  });
});
