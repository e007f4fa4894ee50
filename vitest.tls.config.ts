import { defineConfig } from "vitest/config";
import { FRONT_DOOR } from "./vitest.config.ts";

// The front door end to end (tests/tls): real Caddy, Pebble and pebble-challtestsrv in front of two
// production instances on PostgreSQL and Redis. Run through `npm run test:tls` (scripts/tls-test.ts),
// which installs the Debian packages when it can and says why it skips when it cannot. The cluster's
// tests (`npm run cluster` and its bench's report) run here too: they need Caddy, which a clean
// machine has only once this step installed it, so in the unit step they were always skipped.
export default defineConfig({
  test: {
    include: FRONT_DOOR,
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
    teardownTimeout: 60_000,
  },
});
