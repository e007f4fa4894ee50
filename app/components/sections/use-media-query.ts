import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server and the hydrating render both see `false`, so the first
 * client render matches the HTML; React re-renders with the real value right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
