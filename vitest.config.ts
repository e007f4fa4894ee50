import { defineConfig } from "vitest/config";

/**
 * Test files that must not share a module graph with others: they mock modules, stub globals or the
 * environment, use fake timers, install a DOM, or were seen to depend on a fresh module instance.
 * Every other file runs without per-file isolation: each worker imports the server's modules once
 * instead of once per file, which halved the CPU time of the API tests (decision 081).
 */
const ISOLATED = [
  "{app,features,server,shared,scripts,tests/unit}/**/*.test.tsx",
  "app/browser/consent-client.test.ts",
  "app/browser/site-events.test.ts",
  "app/view-models/section-freshness.test.ts",
  "features/meetings/server/domain/meeting-revoke.test.ts",
  "features/orders/browser/basket.test.ts",
  "features/platform/tests/platform-accounts.test.ts",
  "server/api/editor-roundtrip.test.ts",
  "server/api/openapi-after-shared-rules.test.ts",
  "server/api/tenant-isolation.test.ts",
  "server/domain/translations/record-sources.test.ts",
];
const ALL = ["{app,features,server,shared,scripts,tests/unit}/**/*.test.{ts,tsx}"];

// Unit and API tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The second checks, after every file, that each status the API answered is in its OpenAPI document.
    globalSetup: [
      "tests/setup/message-catalogue.ts",
      "tests/setup/migrated-database.ts",
      "tests/setup/api-statuses.ts",
    ],
    environment: "node",
    // The compiled catalogue is some 2,300 modules of plain JavaScript: Node loads them itself
    // instead of Vite transforming and evaluating each one again for every isolated file (a
    // component test's import time fell from ~9 s to ~2 s; decision 081).
    server: { deps: { external: [/\/shared\/i18n\/paraglide\//] } },
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "shared", include: ALL, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
