import { describe, expect, it } from "vitest";
import {
  MOBILE_MEDIA_QUERY,
  SLIDER_INTERVAL_MS,
  SWIPE_THRESHOLD_PX,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
  swipeDirection,
  visibleCardCount,
  visiblePositions,
  wrapIndex,
} from "./slider.ts";

describe("slider constants", () => {
  it("advances every 5 s, swipes at 75 px and treats widths under 768 px as mobile", () => {
    expect(SLIDER_INTERVAL_MS).toBe(5000);
    expect(SWIPE_THRESHOLD_PX).toBe(75);
    expect(MOBILE_MEDIA_QUERY).toBe("(max-width: 767px)");
  });
});

describe("wrapIndex, nextIndex, previousIndex", () => {
  it("moves forward and wraps from the last card to the first", () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it("moves back and wraps from the first card to the last", () => {
    expect(previousIndex(4, 5)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it("stays on the only card", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it("is 0 when there are no cards or the index is not a number", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it("brings far-out indexes back into range in both directions", () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-11, 5)).toBe(4);
  });
});

describe("visibleCardCount", () => {
  it("shows grid_columns minus 1 cards on desktop", () => {
    expect(visibleCardCount(4, false)).toBe(3);
    expect(visibleCardCount(5, false)).toBe(4);
    expect(visibleCardCount(3, false)).toBe(2);
  });

  it("shows at least one card", () => {
    expect(visibleCardCount(1, false)).toBe(1);
    expect(visibleCardCount(0, false)).toBe(1);
    expect(visibleCardCount(-3, false)).toBe(1);
    expect(visibleCardCount(Number.NaN, false)).toBe(1);
  });

  it("shows one card on mobile whatever the columns", () => {
    expect(visibleCardCount(5, true)).toBe(1);
    expect(visibleCardCount(1, true)).toBe(1);
  });
});

describe("swipeDirection", () => {
  it("goes to the next card on a leftward swipe of at least the threshold", () => {
    expect(swipeDirection(-75, 75)).toBe("next");
    expect(swipeDirection(-200, 75)).toBe("next");
  });

  it("goes to the previous card on a rightward swipe of at least the threshold", () => {
    expect(swipeDirection(75, 75)).toBe("previous");
    expect(swipeDirection(120, 75)).toBe("previous");
  });

  it("ignores shorter movements", () => {
    expect(swipeDirection(-74, 75)).toBeNull();
    expect(swipeDirection(74, 75)).toBeNull();
    expect(swipeDirection(0, 75)).toBeNull();
  });

  it("uses 75 px by default and ignores non-numbers", () => {
    expect(swipeDirection(-74)).toBeNull();
    expect(swipeDirection(-75)).toBe("next");
    expect(swipeDirection(Number.NaN)).toBeNull();
  });
});

describe("visiblePositions", () => {
  it("lists the visible cards from the current index, wrapping around", () => {
    expect(visiblePositions(0, 5, 3)).toEqual([0, 1, 2]);
    expect(visiblePositions(3, 5, 3)).toEqual([3, 4, 0]);
    expect(visiblePositions(4, 5, 3)).toEqual([4, 0, 1]);
  });

  it("never repeats a card when fewer cards exist than fit", () => {
    expect(visiblePositions(1, 2, 3)).toEqual([1, 0]);
    expect(visiblePositions(0, 0, 3)).toEqual([]);
  });
});

describe("shouldAutoAdvance", () => {
  const base = {
    count: 5,
    visible: 3,
    isMobile: false,
    reducedMotion: false,
    hovered: false,
    focused: false,
    stopped: false,
  };

  it("advances on desktop when more cards exist than are shown", () => {
    expect(shouldAutoAdvance(base)).toBe(true);
  });

  it.each([
    ["on mobile", { isMobile: true }],
    ["when the visitor prefers reduced motion", { reducedMotion: true }],
    ["while hovered", { hovered: true }],
    ["while focus is inside", { focused: true }],
    ["after the visitor paused it", { stopped: true }],
    ["when every card is already shown", { count: 3 }],
  ])("does not advance %s", (_label, change) => {
    expect(shouldAutoAdvance({ ...base, ...change })).toBe(false);
  });
});
