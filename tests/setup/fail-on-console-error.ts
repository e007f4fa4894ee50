import { afterAll, afterEach, beforeEach, vi } from "vitest";

/** A console.error during a test fails it: errors must be expected and asserted, never ignored. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const first = errors[0]!.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ");
    throw new Error(`console.error was called ${errors.length} time(s) during the test: ${first}`);
  }
});

/** Section chunks a file's imports started loading (app/browser/lazy-component.ts) end inside the file. */
afterAll(async () => {
  await Promise.allSettled((globalThis as { __lazyComponentLoads?: Promise<unknown>[] }).__lazyComponentLoads ?? []);
});
