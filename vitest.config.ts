import { defineConfig } from "vitest/config";

// Unit and API tests run without the React Router plugin: they import modules directly.
export default defineConfig({
  test: {
    include: ["{app,features,server,shared,scripts,tests/unit}/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    // The second checks, after every file, that each status the API answered is in its OpenAPI document.
    globalSetup: ["tests/setup/message-catalogue.ts", "tests/setup/pglite-snapshot.ts", "tests/setup/api-statuses.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
