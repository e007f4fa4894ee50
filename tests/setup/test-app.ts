import { parseEnv, type Env } from "../../server/env.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * The real Hono app on a fresh database, for API tests with `app.request`. Pages need the
 * React Router build and are covered by the end-to-end tests instead.
 */
export async function createTestApp(overrides: Partial<Record<keyof Env, string>> = {}) {
  const database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const services = createServices({ env, logger: createLogger(env.LOG_LEVEL), database });
  const app = createApp({ services });
  return {
    app,
    services,
    db: database.db,
    /** A request to `path` as if sent to `host`. */
    request: (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = "localhost", headers, ...rest } = init;
      return app.request(path, { ...rest, headers: { host, ...(headers as Record<string, string>) } });
    },
    close: async () => {
      // Its lookups after a write must not outlive the database.
      await services.scheduler.stop();
      await services.events.close();
      await database.drop();
    },
  };
}
