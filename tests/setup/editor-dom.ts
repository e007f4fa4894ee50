/**
 * What an editor dialog needs beyond tests/setup/node-dom.ts, for component tests that render an
 * editor against the real API in the same process. Import it right after node-dom, before anything
 * that loads the API client.
 *
 * - The DOM classes and observers Radix and the rich-text editor use, from node-dom's window
 *   (only where Node has none of its own: the server keeps Node's Event, URL, fetch…).
 * - A `Request` that resolves a path against the page, as a browser's does: the API client builds
 *   its requests from "/api/…" (openapi-fetch takes the global `Request` when the client is
 *   created). Absolute URLs, such as the server's own, are untouched.
 */
const page = globalThis.window as unknown as Record<string, unknown>;
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of [
  "MutationObserver",
  "ResizeObserver",
  "IntersectionObserver",
  "getComputedStyle",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "matchMedia",
  "Element",
  "HTMLButtonElement",
  "HTMLSelectElement",
  "HTMLAnchorElement",
  "HTMLDivElement",
  "SVGElement",
  "DocumentFragment",
  "ShadowRoot",
  "Text",
  "Range",
  "Selection",
  "FocusEvent",
  "PointerEvent",
  "InputEvent",
  "DOMRect",
  "NodeFilter",
]) {
  if (!(name in globals) && page[name] !== undefined) {
    const value = page[name];
    globals[name] = typeof value === "function" && !/^[A-Z]/.test(name) ? value.bind(page) : value;
  }
}

// Radix dispatches its own CustomEvents on DOM nodes: they must be the page's, not Node's.
globals.CustomEvent = page.CustomEvent;

const NodeRequest = globalThis.Request;

class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" && input.startsWith("/") ? new URL(input, "http://localhost") : input, init);
  }
}

globalThis.Request = BrowserRequest as typeof Request;
