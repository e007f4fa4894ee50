import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./language-suggestion.ts";

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
