import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true once this component is hydrated (and on every
 * client render after). For controls whose handler only exists in the browser: React drops a click
 * on server HTML whose code has not arrived yet, so such a control says it is not ready until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
