/**
 * Entry point. React (and other libraries) choose their production or development build from
 * NODE_ENV when first imported, so the default must be in place before anything imports them;
 * `npm start` sets nothing and means production.
 */
process.env.NODE_ENV ??= "production";
await import("./main.ts");

export {};
