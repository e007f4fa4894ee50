import { useEffect, useState } from "react";
import { INITIAL_SCROLL_STATE, nextScrollState, type HeaderScrollState } from "../../view-models/header-behaviour.ts";

/**
 * The header's scroll state, read once per animation frame. The server and the hydration pass use
 * the initial state (shown, not scrolled); the real position is applied right after.
 */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState(INITIAL_SCROLL_STATE);
  useEffect(() => {
    let previousY = window.scrollY;
    let hidden = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const next = nextScrollState({ previousY, y, viewportHeight: window.innerHeight, wasHidden: hidden });
      previousY = y;
      hidden = next.hidden;
      setState((current) => (current.hidden === next.hidden && current.scrolled === next.scrolled ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  return state;
}
