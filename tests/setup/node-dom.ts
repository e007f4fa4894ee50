import { Window } from "happy-dom";

/**
 * A document for React in a test that also runs the server in the same process: unlike the
 * happy-dom environment, it leaves Node's URL, fetch, Request and Response alone (the server's
 * code needs them). Import it before anything that loads react-dom, which looks for a DOM once.
 */
const window = new Window({ url: "http://localhost/" });
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of [
  "window",
  "document",
  "navigator",
  "HTMLElement",
  "HTMLInputElement",
  "HTMLTextAreaElement",
  "Node",
  "Event",
  "KeyboardEvent",
  "MouseEvent",
  "sessionStorage",
  "localStorage",
]) {
  // Node 21+ has a navigator of its own, read-only: replaced as a property.
  Object.defineProperty(globals, name, {
    value: (window as unknown as Record<string, unknown>)[name],
    configurable: true,
    writable: true,
  });
}
globals.IS_REACT_ACT_ENVIRONMENT = true;
