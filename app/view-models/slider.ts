/** Slider rules of spec public-site §4 and §9, pure so they are tested without a browser. */

export const SLIDER_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 75;
/** Below this viewport width the slider is "mobile": one card, no auto-advance. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** `index` brought into 0..count-1 with wrap-around in both directions (0 when there is nothing). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** Cards shown at once: grid_columns minus 1 (at least 1), and 1 on mobile. */
export function visibleCardCount(gridColumns: number, isMobile: boolean): number {
  if (isMobile) return 1;
  const columns = Number.isFinite(gridColumns) ? Math.trunc(gridColumns) : 1;
  return Math.max(1, columns - 1);
}

/**
 * What a horizontal pointer movement of `dx` px means: moving left past the threshold shows the
 * next card, moving right the previous one; shorter moves are taps or scroll jitter.
 */
export function swipeDirection(dx: number, threshold: number = SWIPE_THRESHOLD_PX): "next" | "previous" | null {
  if (!Number.isFinite(dx)) return null;
  if (dx <= -threshold) return "next";
  if (dx >= threshold) return "previous";
  return null;
}

/**
 * The metric positions on screen for `index`, in display order: `visible` cards starting at
 * `index`, wrapping around; never more cards than there are.
 */
export function visiblePositions(index: number, count: number, visible: number): number[] {
  const shown = Math.min(Math.max(0, visible), Math.max(0, count));
  return Array.from({ length: shown }, (_, offset) => wrapIndex(index + offset, count));
}

/** Whether the slider should advance on its own right now. */
export function shouldAutoAdvance(state: {
  count: number;
  visible: number;
  isMobile: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  stopped: boolean;
}): boolean {
  return (
    state.count > state.visible &&
    !state.isMobile &&
    !state.reducedMotion &&
    !state.hovered &&
    !state.focused &&
    !state.stopped
  );
}
