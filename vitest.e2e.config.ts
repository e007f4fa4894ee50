import { defineConfig } from "vitest/config";

// End-to-end tests: real Chromium (playwright-core) against the production build, started once by
// the global setup. Run through `npm run test:e2e` (scripts/e2e.ts), which builds and finds Chromium.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    pool: "forks",
    // One shared server and one browser per file: files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
