import { describe, expect, it } from "vitest";
import { accessibleShade, backgroundValue, colorValue, contrastRatio, toHex, withAlpha } from "./palette.ts";

describe("colorValue", () => {
  it("maps palette names to CSS values and unknown names to the fallback", () => {
    expect(colorValue("white")).toBe("#fff");
    expect(colorValue("sky-600")).toMatch(/^oklch\(/);
    expect(colorValue("sky-601", "x")).toBe("x");
    expect(colorValue("nope-500", "x")).toBe("x");
    expect(colorValue("white-500", "x")).toBe("x");
    expect(colorValue(null, "x")).toBe("x");
  });
});

describe("backgroundValue", () => {
  it("gives a left-to-right gradient with an optional via colour", () => {
    expect(backgroundValue("white", true, { from: "blue-400", via: "cyan-300", to: "teal-400" })).toMatch(
      /^linear-gradient\(to right, oklch\(.*\), oklch\(.*\), oklch\(.*\)\)$/,
    );
    expect(backgroundValue("white", true, { from: "blue-400", to: "teal-400" }).split("oklch").length).toBe(3);
    expect(backgroundValue("white", false, { from: "blue-400", to: "teal-400" })).toBe("#fff");
  });
});

describe("withAlpha", () => {
  it("adds the cc or f2 alpha to hex and oklch colours", () => {
    expect(withAlpha("#fff", "cc")).toBe("#ffffffcc");
    expect(withAlpha("#112233", "f2")).toBe("#112233f2");
    expect(withAlpha("oklch(50% 0.1 200)", "cc")).toBe("oklch(50% 0.1 200 / 0.80)");
  });
});

describe("contrast", () => {
  it("computes WCAG ratios for hex and oklch values", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 0);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // Tailwind 4's sky-600 is #0084d1: 4.02:1 against white.
    expect(toHex(colorValue("sky-600"))).toBe("#0084d1");
    expect(contrastRatio(colorValue("sky-600"), "#fff")).toBeCloseTo(4.02, 1);
  });

  it("picks the first darker shade that reaches 4.5:1 against white", () => {
    expect(accessibleShade("sky-600")).toBe("sky-700");
    expect(accessibleShade("emerald-600")).toBe("emerald-700");
    expect(accessibleShade("gray-700")).toBe("gray-700");
    expect(accessibleShade("yellow-300")).toMatch(/^yellow-(700|800|900|950)$/);
    expect(accessibleShade("white")).toBe("white");
  });
});
