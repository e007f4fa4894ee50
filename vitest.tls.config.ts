import { defineConfig } from "vitest/config";

// The front door end to end (tests/tls): real Caddy, Pebble and pebble-challtestsrv in front of two
// production instances on PostgreSQL and Redis. Run through `npm run test:tls` (scripts/tls-test.ts),
// which installs the Debian packages when it can and says why it skips when it cannot.
export default defineConfig({
  test: {
    include: ["tests/tls/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
    teardownTimeout: 60_000,
  },
});
