import { lazy, type ComponentType } from "react";

type Module<T> = { default: T };

/**
 * `React.lazy` that never suspends on the server: the module is loaded when the server bundle
 * starts, and once loaded React gets it synchronously (a thenable that resolves at once), so the
 * server HTML always holds the component inline — for crawlers and the page cache alike — while
 * browsers still download its code only on the pages that use it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function preloadedLazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  const start = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  if (typeof document === "undefined") void start();
  return lazy<T>(() =>
    loaded ? ({ then: (resolve: (module: Module<T>) => void) => resolve(loaded!) } as Promise<Module<T>>) : start(),
  );
}
