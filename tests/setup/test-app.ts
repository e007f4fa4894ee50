import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { parseEnv, type Env } from "../../server/env.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { crossTenant } from "../../server/db/tenant-scope.ts";
import { openTestDatabase } from "./test-database.ts";

let statusLog: string | null | undefined;

/**
 * Logs an API answer for the check against the OpenAPI document, which runs once every test file
 * is done (tests/setup/api-statuses.ts).
 */
function logApiStatus(method: string, path: string, status: number): void {
  if (!path.startsWith("/api/")) return;
  if (statusLog === undefined) {
    try {
      const folder = inject("apiStatusLog");
      statusLog = folder ? join(folder, `${process.pid}-${randomUUID()}.jsonl`) : null;
    } catch {
      statusLog = null; // not in a Vitest run with the global set-up
    }
  }
  if (statusLog) appendFileSync(statusLog, `${JSON.stringify({ method: method.toUpperCase(), path, status })}\n`);
}

/**
 * The real Hono app on a fresh database, for API tests with `app.request`. Pages need the
 * React Router build and are covered by the end-to-end tests instead.
 */
export async function createTestApp(overrides: Partial<Record<keyof Env, string>> = {}) {
  const database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const services = createServices({ env, logger: createLogger(env.LOG_LEVEL), database });
  const app = createApp({ services });
  // Mails, the search index, publication times and reminders run as jobs, as in the server.
  services.jobs.start();
  return {
    app,
    services,
    /**
     * The tests' own handle, for fixtures and checks in any organization: the database's one bypass
     * (the app's requests still run as their organization, under row-level security).
     */
    db: crossTenant(database.db, "test fixtures set up and inspect rows of several organizations"),
    /** A request to `path` as if sent to `host`. */
    request: async (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = "localhost", headers, ...rest } = init;
      const response = await app.request(path, { ...rest, headers: { host, ...(headers as Record<string, string>) } });
      logApiStatus(rest.method ?? "GET", path, response.status);
      return response;
    },
    close: async () => {
      // Its lookups after a write must not outlive the database.
      await services.jobs.stop();
      await services.events.close();
      await database.drop();
    },
  };
}
