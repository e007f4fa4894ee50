import { describe, expect, it } from "vitest";
import {
  headerBackground,
  headerCanHide,
  isPlainLeftClick,
  nextFocusIndex,
  nextScrollState,
  submenuPanel,
} from "./header-behaviour.ts";

describe("nextScrollState", () => {
  const viewportHeight = 900; // scrolled after 90 px

  it("always shows the header at or below 100 px, even while scrolling down", () => {
    expect(nextScrollState({ previousY: 40, y: 100, viewportHeight })).toEqual({ hidden: false, scrolled: true });
    expect(nextScrollState({ previousY: 0, y: 60, viewportHeight, wasHidden: true }).hidden).toBe(false);
  });

  it("hides the header when scrolling down past 100 px", () => {
    expect(nextScrollState({ previousY: 100, y: 101, viewportHeight }).hidden).toBe(true);
    expect(nextScrollState({ previousY: 500, y: 800, viewportHeight }).hidden).toBe(true);
  });

  it("shows the header again when scrolling up, however far down", () => {
    expect(nextScrollState({ previousY: 800, y: 799, viewportHeight, wasHidden: true }).hidden).toBe(false);
  });

  it("keeps the previous visibility when the position did not change", () => {
    expect(nextScrollState({ previousY: 400, y: 400, viewportHeight, wasHidden: true }).hidden).toBe(true);
    expect(nextScrollState({ previousY: 400, y: 400, viewportHeight, wasHidden: false }).hidden).toBe(false);
  });

  it("marks the header scrolled only past 10% of the viewport height", () => {
    expect(nextScrollState({ previousY: 0, y: 90, viewportHeight }).scrolled).toBe(false);
    expect(nextScrollState({ previousY: 0, y: 91, viewportHeight }).scrolled).toBe(true);
    expect(nextScrollState({ previousY: 0, y: 50, viewportHeight: 400 }).scrolled).toBe(true);
  });
});

describe("headerBackground", () => {
  it("is transparent for a transparent header that is not scrolled", () => {
    expect(headerBackground("transparent", "#ffffff", false)).toBe("transparent");
  });

  it("adds the alpha cc before scrolling and f2 after, also for a scrolled transparent header", () => {
    expect(headerBackground("default", "#ffffff", false)).toBe("#ffffffcc");
    expect(headerBackground("default", "#fff", true)).toBe("#fffffff2");
    expect(headerBackground("transparent", "#0f172a", true)).toBe("#0f172af2");
  });

  it("keeps a palette colour in oklch and gives it the same alpha", () => {
    expect(headerBackground("mini", "oklch(20.8% 0.042 265.755)", false)).toBe("oklch(20.8% 0.042 265.755 / 0.80)");
  });
});

describe("submenuPanel", () => {
  it("opens a wide panel for two or more submenu items, a narrow list for one, nothing for none", () => {
    expect(submenuPanel(0)).toBe("none");
    expect(submenuPanel(1)).toBe("narrow");
    expect(submenuPanel(2)).toBe("wide");
    expect(submenuPanel(7)).toBe("wide");
  });
});

describe("headerCanHide", () => {
  it("never hides a fixed header, nor any header while a menu is open", () => {
    expect(headerCanHide("fixed", false)).toBe(false);
    expect(headerCanHide("default", true)).toBe(false);
    expect(headerCanHide("default", false)).toBe(true);
    expect(headerCanHide("ring_card_mini", false)).toBe(true);
  });
});

describe("isPlainLeftClick", () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

  it("accepts a plain left click only", () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, altKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});

describe("nextFocusIndex", () => {
  it("moves down and up with wrap-around, Home and End to the ends", () => {
    expect(nextFocusIndex("ArrowDown", -1, 3)).toBe(0);
    expect(nextFocusIndex("ArrowDown", 2, 3)).toBe(0);
    expect(nextFocusIndex("ArrowUp", 0, 3)).toBe(2);
    expect(nextFocusIndex("ArrowUp", -1, 3)).toBe(2);
    expect(nextFocusIndex("Home", 2, 3)).toBe(0);
    expect(nextFocusIndex("End", 0, 3)).toBe(2);
    expect(nextFocusIndex("Tab", 0, 3)).toBeNull();
    expect(nextFocusIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
