import { defineConfig } from "vitest/config";
import { e2eWorkers } from "./tests/e2e/support/global-setup.ts";

// End-to-end tests: real Chromium (playwright-core) against the production build, started by the
// global setup once per worker. Run through `npm run test:e2e` (scripts/e2e.ts), which builds and
// finds Chromium.
const workers = e2eWorkers();

export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    pool: "forks",
    // Two spec files at a time (E2E_WORKERS), each worker on a server of its own (VITEST_POOL_ID).
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // Twice what the slowest flow takes on a quiet machine: a CI machine running two browsers and
    // two servers on 2 cores was seen at half speed. Waits inside a test keep their own, shorter limits.
    testTimeout: 60_000,
    // A hook that starts a server of its own waits up to 120 s for it (support/server-process.ts).
    hookTimeout: 150_000,
    teardownTimeout: 30_000,
    // Vitest's 1 s default for expect.poll is too short for two browsers and two servers sharing
    // 2 cores: CI saw an edit-button rescan land after it. Waiting for what is expected costs a
    // passing test nothing.
    expect: { poll: { timeout: 5_000 } },
  },
});
