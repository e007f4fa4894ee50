import { describe, expect, it } from "vitest";
import { FOOTER_DEFAULTS, HEADER_DEFAULTS, PALETTE, readFooterStyle, readHeaderStyle } from "./chrome-style.ts";

describe("header and footer styles (§3)", () => {
  it("applies the spec's defaults to a missing style", () => {
    expect(readHeaderStyle(undefined)).toEqual({
      type: "default",
      background: "white",
      color: "gray-700",
      color_hover: "gray-900",
      menu_width: "7xl",
      menu_items_are_text: false,
      logo_height: "h-12",
      is_gradient: false,
      gradient: { from: "gray-50", to: "white" },
    });
    expect(readFooterStyle(null)).toEqual({
      type: "default",
      background: "neutral-900",
      color: "neutral-400",
      color_hover: "white",
      is_gradient: false,
      gradient: { from: "gray-900", to: "gray-800" },
    });
  });

  it("keeps stored values and replaces unknown ones by the default", () => {
    const header = readHeaderStyle({ type: "mini", background: "sky-950", menu_width: "9xl", logo_height: "h-16" });
    expect(header).toMatchObject({ type: "mini", background: "sky-950", menu_width: "7xl", logo_height: "h-16" });
    expect(readHeaderStyle({ type: "huge" }).type).toBe(HEADER_DEFAULTS.type);
    expect(readFooterStyle("fixed").type).toBe("fixed");
    expect(readFooterStyle({ type: "mini" }).type).toBe(FOOTER_DEFAULTS.type);
    expect(readFooterStyle({ gradient: { from: "blue-50", via: "white", to: "bad value!" } }).gradient).toEqual({
      from: "blue-50",
      via: "white",
      to: "gray-800",
    });
  });

  it("offers white, black and six families in eleven shades", () => {
    expect(PALETTE).toHaveLength(2 + 6 * 11);
    expect(PALETTE).toContain("emerald-950");
    expect(PALETTE).toContain("slate-50");
  });
});
