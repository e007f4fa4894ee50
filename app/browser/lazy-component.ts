import { createElement, lazy, type ComponentType } from "react";

/**
 * A component whose code the browser loads on its own, after start-up (React.lazy), while the
 * server renders it like any other. The server loads the code when it starts, so its renders never
 * suspend: a suspended boundary would be streamed apart from the page and revealed up to 300 ms
 * later by React's script, shifting the layout. In the browser React keeps the server's HTML of the
 * boundary until the code arrives, then hydrates it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const loadModule = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(loadModule);
  if (import.meta.env.SSR) {
    // Kept where a test run can wait for it (tests/setup): a file that merely imports a section
    // starts these loads, and Vitest refuses an import that lands after the file has ended.
    const loads = ((globalThis as { __lazyComponentLoads?: Promise<unknown>[] }).__lazyComponentLoads ??= []);
    loads.push(loadModule());
  }
  function LazyComponent(props: P) {
    // The browser always renders the lazy wrapper, so a component never changes type (and remounts).
    return import.meta.env.SSR && loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return LazyComponent;
}
