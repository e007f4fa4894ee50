/**
 * Where a movable, resizable dialog may go. Pure so the rules are unit-tested: the title bar must
 * stay on screen (else the dialog could not be dragged back), and a resize keeps a usable minimum.
 */
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type Rect = { left: number; top: number; width: number; height: number };

export const MIN_DIALOG_SIZE: Size = { width: 320, height: 240 };
/** How much of the title bar must stay visible, in px. */
const KEEP_VISIBLE = 48;

/**
 * Moves a dialog whose on-screen box was `start` when the drag began by `delta`, clamped so that at
 * least part of its title bar stays inside the viewport. Returns the clamped delta.
 */
export function clampDrag(start: Rect, delta: Point, viewport: Size): Point {
  const minX = KEEP_VISIBLE - (start.left + start.width);
  const maxX = viewport.width - KEEP_VISIBLE - start.left;
  const minY = -start.top;
  const maxY = viewport.height - KEEP_VISIBLE - start.top;
  return { x: clamp(delta.x, minX, maxX), y: clamp(delta.y, minY, maxY) };
}

/** A new size from the corner being dragged by `delta`, kept between the minimum and the viewport. */
export function resizeFrom(start: Size, delta: Point, viewport: Size): Size {
  return {
    width: Math.round(
      clamp(start.width + delta.x, MIN_DIALOG_SIZE.width, Math.max(MIN_DIALOG_SIZE.width, viewport.width)),
    ),
    height: Math.round(
      clamp(start.height + delta.y, MIN_DIALOG_SIZE.height, Math.max(MIN_DIALOG_SIZE.height, viewport.height)),
    ),
  };
}

/** The step an arrow key moves or resizes by (Shift for bigger steps), or null for other keys. */
export function arrowKeyDelta(key: string, shiftKey: boolean): Point | null {
  const step = shiftKey ? 50 : 10;
  switch (key) {
    case "ArrowLeft":
      return { x: -step, y: 0 };
    case "ArrowRight":
      return { x: step, y: 0 };
    case "ArrowUp":
      return { x: 0, y: -step };
    case "ArrowDown":
      return { x: 0, y: step };
    default:
      return null;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
