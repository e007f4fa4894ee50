import { describe, expect, it } from "vitest";
import {
  DEFAULT_GRADIENT,
  DEFAULT_GRADIENT_VIA,
  GRADIENT_PRESETS,
  GRID_COLUMNS,
  HEADING_DEFAULTS,
  HEADING_TEXT_STYLE_VARIANTS,
  IMAGE_HEIGHT_OPTIONS,
  NEW_METRIC_DEFAULTS,
  TEXT_STYLE_VARIANTS,
  headingTextStyleVariant,
  imageHeightPx,
  textStyleVariant,
} from "./section-options.ts";

describe("text style variants", () => {
  it("lists the nine template variants and the three heading variants", () => {
    expect(TEXT_STYLE_VARIANTS).toEqual([
      "default",
      "apple",
      "codedharmony",
      "magazine",
      "startup",
      "elegant",
      "brutalist",
      "modern",
      "playful",
    ]);
    expect(HEADING_TEXT_STYLE_VARIANTS).toEqual(["default", "apple", "codedharmony"]);
  });

  it("falls back to default for unknown or missing values", () => {
    expect(textStyleVariant("brutalist")).toBe("brutalist");
    expect(textStyleVariant("comic-sans")).toBe("default");
    expect(textStyleVariant(null)).toBe("default");
    expect(headingTextStyleVariant("apple")).toBe("apple");
    expect(headingTextStyleVariant("brutalist")).toBe("default");
  });
});

describe("image heights", () => {
  it("offers the eight heights with their labels and pixels", () => {
    expect(IMAGE_HEIGHT_OPTIONS.map((o) => `${o.value} ${o.label} ${o.px}px`)).toEqual([
      "h-32 Small 128px",
      "h-40 Medium 160px",
      "h-48 Default 192px",
      "h-56 Large 224px",
      "h-64 X-Large 256px",
      "h-72 XX-Large 288px",
      "h-80 Huge 320px",
      "h-96 Maximum 384px",
    ]);
  });

  it("resolves a stored name to pixels, unknown names to the 192 px default", () => {
    expect(imageHeightPx("h-40")).toBe(160);
    expect(imageHeightPx("h-96")).toBe(384);
    expect(imageHeightPx("h-[999px]")).toBe(192);
    expect(imageHeightPx(null)).toBe(192);
  });
});

describe("gradients", () => {
  it("has the eight presets of the specification", () => {
    expect(GRADIENT_PRESETS.map((p) => [p.name, p.from, p.via, p.to])).toEqual([
      ["Ocean Breeze", "blue-400", "cyan-300", "teal-400"],
      ["Sunset Glow", "orange-400", "pink-400", "purple-500"],
      ["Fresh Growth", "emerald-400", "green-400", "teal-500"],
      ["Purple Dreams", "purple-400", "fuchsia-400", "pink-500"],
      ["Fire Blaze", "red-500", "orange-500", "yellow-400"],
      ["Deep Ocean", "blue-600", "indigo-500", "purple-600"],
      ["Forest Path", "green-600", "emerald-500", "teal-600"],
      ["Rose Garden", "pink-400", "rose-400", "red-500"],
    ]);
  });

  it("starts new gradients as blue-400, cyan-300, teal-400 and adds purple-400 as via", () => {
    expect(DEFAULT_GRADIENT).toEqual({ from: "blue-400", via: "cyan-300", to: "teal-400" });
    expect(DEFAULT_GRADIENT_VIA).toBe("purple-400");
  });
});

describe("defaults", () => {
  it("creates metrics with title shown, no card, no rounding, white background, no gradient", () => {
    expect(NEW_METRIC_DEFAULTS).toEqual({
      title: "",
      description: "",
      image: "",
      is_image_rounded_full: false,
      is_title_displayed: true,
      is_card_type: false,
      background_color: "white",
      is_gradient: false,
    });
  });

  it("uses 3 of 1-6 grid columns and a white, left-aligned heading", () => {
    expect(GRID_COLUMNS).toEqual({ min: 1, max: 6, default: 3 });
    expect(HEADING_DEFAULTS).toEqual({ background_color: "white", title_alignment: "left" });
  });
});
