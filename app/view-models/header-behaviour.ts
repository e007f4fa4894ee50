import { withAlpha } from "../../shared/style/color-alpha.ts";
import type { HeaderView } from "./view-models.ts";

/** Header constants of spec public-site §9. */
export const NAVBAR_HEIGHT_PX = 64;
export const HIDE_THRESHOLD_PX = 100;
export const SCROLLED_VIEWPORT_RATIO = 0.1;
export const HOVER_CLOSE_DELAY_MS = 300;
export const DESKTOP_BREAKPOINT_PX = 768;

export type HeaderScrollState = { hidden: boolean; scrolled: boolean };

export const INITIAL_SCROLL_STATE: HeaderScrollState = { hidden: false, scrolled: false };

/**
 * Where the header stands after the page scrolled from `previousY` to `y`: below 100 px it is
 * always shown; further down it hides while scrolling down and shows while scrolling up. It counts
 * as scrolled past 10% of the viewport height. No movement keeps the previous visibility.
 */
export function nextScrollState({
  previousY,
  y,
  viewportHeight,
  wasHidden = false,
}: {
  previousY: number;
  y: number;
  viewportHeight: number;
  wasHidden?: boolean;
}): HeaderScrollState {
  const scrolled = y > viewportHeight * SCROLLED_VIEWPORT_RATIO;
  if (y <= HIDE_THRESHOLD_PX) return { hidden: false, scrolled };
  if (y > previousY) return { hidden: true, scrolled };
  if (y < previousY) return { hidden: false, scrolled };
  return { hidden: wasHidden, scrolled };
}

/**
 * The header's CSS background: a transparent header that is not scrolled shows the page through;
 * otherwise the solid colour gets the alpha `cc`, or `f2` once scrolled. Gradients stay as they are.
 */
export function headerBackground(type: HeaderView["type"], background: string, scrolled: boolean): string {
  if (type === "transparent" && !scrolled) return "transparent";
  return withAlpha(background, scrolled ? "f2" : "cc");
}

/** Which dropdown a menu item opens: two or more submenu items a wide panel, one a narrow list. */
export function submenuPanel(childCount: number): "none" | "narrow" | "wide" {
  if (childCount >= 2) return "wide";
  if (childCount === 1) return "narrow";
  return "none";
}

/** Whether the header may hide itself: never for the fixed type, nor while one of its menus is open. */
export function headerCanHide(type: HeaderView["type"], menuOpen: boolean): boolean {
  return type !== "fixed" && !menuOpen;
}

type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** A plain left click that we may handle in the page (modifier clicks open tabs, windows, downloads). */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** Index of the item to focus when moving through a dropdown with the arrow, Home and End keys. */
export function nextFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
