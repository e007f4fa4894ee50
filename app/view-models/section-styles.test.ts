import { describe, expect, it } from "vitest";
import { TEXT_STYLE_VARIANTS } from "./section-options.ts";
import {
  HEADING_TEXT_STYLES,
  SECTION_TEXT_STYLES,
  gridClasses,
  headingTextStyle,
  sectionTextStyle,
  sliderTrackClasses,
} from "./section-styles.ts";

describe("section text styles", () => {
  it("defines every part for each of the nine variants", () => {
    for (const variant of TEXT_STYLE_VARIANTS) {
      const style = SECTION_TEXT_STYLES[variant];
      expect(style.title, variant).toMatch(/\btext-\dxl\b/);
      expect(style.description, variant).not.toBe("");
      expect(style.metricTitle, variant).toMatch(/\bfont-/);
      expect(style.metricDescription, variant).toMatch(/\btext-/);
    }
  });

  it("gives each variant its own title typography", () => {
    const titles = TEXT_STYLE_VARIANTS.map((variant) => SECTION_TEXT_STYLES[variant].title);
    expect(new Set(titles).size).toBe(TEXT_STYLE_VARIANTS.length);
  });

  it("sets the character of the distinctive variants", () => {
    expect(sectionTextStyle("brutalist").title).toContain("uppercase");
    expect(sectionTextStyle("brutalist").description).toContain("font-mono");
    expect(sectionTextStyle("magazine").title).toContain("Lora");
    expect(sectionTextStyle("elegant").title).toContain("Lora");
    expect(sectionTextStyle("elegant").title).toContain("font-light");
    expect(sectionTextStyle("startup").title).toContain("font-black");
  });

  it("uses the default style for unknown variants", () => {
    expect(sectionTextStyle("wild")).toBe(SECTION_TEXT_STYLES.default);
    expect(sectionTextStyle(null)).toBe(SECTION_TEXT_STYLES.default);
  });

  it("offers three heading variants and falls back to default", () => {
    expect(Object.keys(HEADING_TEXT_STYLES)).toEqual(["default", "apple", "codedharmony"]);
    expect(headingTextStyle("apple").title).toContain("font-semibold");
    expect(headingTextStyle("codedharmony").title).toContain("font-extrabold");
    expect(headingTextStyle("magazine")).toBe(HEADING_TEXT_STYLES.default);
  });
});

describe("gridClasses", () => {
  it("is one column on phones and two on small tablets", () => {
    for (const columns of [2, 3, 4, 5]) {
      expect(gridClasses(columns)).toMatch(/^grid-cols-1 sm:grid-cols-2\b/);
    }
    expect(gridClasses(1)).toBe("grid-cols-1");
  });

  it("reaches the section's column count on desktop", () => {
    expect(gridClasses(3)).toContain("lg:grid-cols-3");
    expect(gridClasses(4)).toContain("lg:grid-cols-4");
    expect(gridClasses(5)).toContain("lg:grid-cols-5");
  });

  it("keeps columns within 1 to 5", () => {
    expect(gridClasses(9)).toContain("lg:grid-cols-5");
    expect(gridClasses(0)).toBe("grid-cols-1");
  });
});

describe("sliderTrackClasses", () => {
  it("shows one card on mobile and the visible count from 768 px", () => {
    expect(sliderTrackClasses(3)).toBe("grid-cols-1 md:grid-cols-3");
    expect(sliderTrackClasses(1)).toBe("grid-cols-1");
    expect(sliderTrackClasses(7)).toBe("grid-cols-1 md:grid-cols-4");
  });
});
