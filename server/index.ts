/**
 * Entry point. React (and other libraries) choose their production or development build from
 * NODE_ENV when first imported, so the default must be in place before anything imports them;
 * `npm start` sets nothing and means production.
 */
import module from "node:module";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
// Node keeps the compiled code of every module it loads (some 3,000: our sources, their
// dependencies, the message catalogue) in its compile cache, so that a restart skips compiling them
// again. The folder is the project's own (node_modules/.cache, or NODE_COMPILE_CACHE), not the
// shared temporary one whose contents another user could have put there; a folder that cannot be
// written only leaves the cache off.
module.enableCompileCache?.(
  process.env.NODE_COMPILE_CACHE ||
    fileURLToPath(new URL("../node_modules/.cache/node-compile-cache", import.meta.url)),
);
await import("./main.ts");

export {};
