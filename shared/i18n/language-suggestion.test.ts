import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, suggestedLanguage, suggestionCookies } from "./language-suggestion.ts";

describe("suggestedLanguage", () => {
  const supported = ["en", "es", "fr", "de"] as const;

  it("suggests the visitor's preferred supported language when the page is in another", () => {
    expect(suggestedLanguage(["es-ES", "es", "en"], "en", supported)).toBe("es");
  });

  it("suggests nothing when the preferred supported language is the page's", () => {
    expect(suggestedLanguage(["en-GB", "es"], "en", supported)).toBeNull();
    expect(suggestedLanguage(["es"], "es", supported)).toBeNull();
  });

  it("skips languages the site does not support", () => {
    expect(suggestedLanguage(["ja", "fr-CA"], "en", supported)).toBe("fr");
    expect(suggestedLanguage(["ja", "zh"], "en", supported)).toBeNull();
    expect(suggestedLanguage([], "en", supported)).toBeNull();
  });
});

describe("parseAcceptLanguage", () => {
  it("orders the tags by q, then by their order, and drops refused ones", () => {
    expect(parseAcceptLanguage("en-US,en;q=0.9,es;q=0.95,fr;q=0")).toEqual(["en-US", "es", "en"]);
    expect(parseAcceptLanguage("de, it;q=0.5 , *;q=0.1")).toEqual(["de", "it"]);
  });

  it("reads nothing from absent, malformed or absurd headers", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage("<script>,es;q=abc,;;;")).toEqual([]);
    expect(parseAcceptLanguage(`es,${"x".repeat(600)}`)).toEqual([]);
    expect(parseAcceptLanguage(Array.from({ length: 40 }, () => "ja").join(",") + ",es")).toEqual(
      Array.from({ length: 16 }, () => "ja"),
    );
  });
});

describe("suggestionCookies", () => {
  const page = { locale: "en", supported: ["en", "es", "de"] } as const;
  const request = (acceptLanguage: string | undefined, cookie?: string) => ({ acceptLanguage, cookie });

  it("signals source and target when the browser prefers another supported language", () => {
    expect(suggestionCookies(request("es-ES,es;q=0.9,en;q=0.8"), page, false)).toEqual([
      "language_suggestion_source=en; Path=/; SameSite=Lax",
      "language_suggestion_target=es; Path=/; SameSite=Lax",
    ]);
    expect(suggestionCookies(request("de"), page, true)[1]).toBe(
      "language_suggestion_target=de; Path=/; SameSite=Lax; Secure",
    );
  });

  it("sets nothing when the page is in the preferred language, the language is unsupported, or no header", () => {
    expect(suggestionCookies(request("en-GB,es"), page, false)).toEqual([]);
    expect(suggestionCookies(request("ja,zh"), page, false)).toEqual([]);
    expect(suggestionCookies(request(undefined), page, false)).toEqual([]);
  });

  it("never sets them once a choice is stored, and not again when the request carries the same signal", () => {
    expect(suggestionCookies(request("es", "a=1; language_suggestion_choice=en"), page, false)).toEqual([]);
    expect(suggestionCookies(request("es", "language_suggestion_choice=es"), page, false)).toEqual([]);
    expect(
      suggestionCookies(request("es", "language_suggestion_source=en; language_suggestion_target=es"), page, false),
    ).toEqual([]);
    // A name that merely ends like the choice cookie is not it.
    expect(suggestionCookies(request("es", "xlanguage_suggestion_choice=en"), page, false)).toHaveLength(2);
  });

  it("clears an old signal that no longer applies to this page", () => {
    const spanishPage = { ...page, locale: "es" } as const;
    expect(
      suggestionCookies(
        request("es", "language_suggestion_source=en; language_suggestion_target=es"),
        spanishPage,
        false,
      ),
    ).toEqual([
      "language_suggestion_source=; Path=/; SameSite=Lax; Max-Age=0",
      "language_suggestion_target=; Path=/; SameSite=Lax; Max-Age=0",
    ]);
  });
});
