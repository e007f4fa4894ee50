import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALES } from "../../shared/i18n/locales.ts";
import { sliderLabels } from "./slider-labels.ts";

describe("sliderLabels", () => {
  it("has the controls' texts in each of the default ten languages", () => {
    for (const locale of DEFAULT_LOCALES) {
      const labels = sliderLabels(locale);
      expect(labels.previous, locale).not.toBe("");
      expect(labels.position(2, 5), locale).toMatch(/2.*5/);
      if (locale !== "en") expect(labels.next, locale).not.toBe(sliderLabels("en").next);
    }
  });

  it("reads n of m in the visitor's language and English otherwise", () => {
    expect(sliderLabels("es").position(1, 5)).toBe("1 de 5");
    expect(sliderLabels("en").position(1, 5)).toBe("1 of 5");
    expect(sliderLabels("ko").position(1, 5)).toBe("1 of 5");
    expect(sliderLabels(undefined).next).toBe("Next slide");
  });
});
