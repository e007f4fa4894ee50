import { describe, expect, it } from "vitest";
import { personUiLocale } from "./ui-locale-choice.ts";

describe("personUiLocale", () => {
  it("keeps the person's own choice over the browser's", () => {
    expect(personUiLocale("es", "de-DE,de;q=0.9")).toBe("es");
  });
  it("takes the browser's most preferred UI language when none is chosen", () => {
    expect(personUiLocale(null, "ko;q=1, pt-BR;q=0.8, de;q=0.5")).toBe("pt");
    expect(personUiLocale(undefined, "zh-Hans-CN")).toBe("zh");
  });
  it("reads English for an unknown choice and a browser without a UI language", () => {
    expect(personUiLocale("xx", "ko, hi")).toBe("en");
    expect(personUiLocale(null, "ko, ar")).toBe("ar");
    expect(personUiLocale(null, null)).toBe("en");
  });
});
