/**
 * Entry point. React (and other libraries) choose their production or development build from
 * NODE_ENV when first imported, so the default must be in place before anything imports them;
 * `npm start` sets nothing and means production.
 */
import module from "node:module";

process.env.NODE_ENV ??= "production";
// Node keeps the compiled code of every module it loads (some 3,000: our sources, their
// dependencies, the message catalogue) in its compile cache (os.tmpdir()/node-compile-cache, or
// NODE_COMPILE_CACHE), so that a restart skips compiling them again; a folder that cannot be
// written only leaves the cache off.
module.enableCompileCache?.();
await import("./main.ts");

export {};
