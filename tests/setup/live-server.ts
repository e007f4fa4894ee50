import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { parseEnv, type Env } from "../../server/env.ts";
import { createLogger } from "../../server/logger.ts";
import type { HubOptions } from "../../server/realtime/hub.ts";
import { createAppServer } from "../../server/http/app-server.ts";
import { createServices } from "../../server/services.ts";

/**
 * A real listening app instance (HTTP and WebSocket upgrades, as server/main.ts builds it, without
 * pages) on a database the caller owns: several instances may share one, and `stop()` leaves it
 * open so that a "restarted" instance can take over on the same port.
 */
export async function startLiveServer({
  database,
  env: overrides = {},
  port = 0,
  realtime,
}: {
  database: Database;
  env?: Partial<Record<keyof Env, string>>;
  port?: number;
  realtime?: Partial<HubOptions>;
}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const services = createServices({ env, logger: createLogger(env.LOG_LEVEL), database, realtimeOptions: realtime });
  const app = createApp({ services });
  // Mails, the search index, publication times and reminders run as jobs, as in the server.
  services.jobs.start();
  // Built as server/main.ts builds it (the connection drain included), without pages.
  const { server, drain } = createAppServer({ fetch: app.fetch, trustedProxies: env.TRUSTED_PROXIES });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    services,
    server,
    drain,
    port: address.port,
    /** `ws://127.0.0.1:port/realtime`: connect with a Host (and Origin) header of the tenant. */
    url: `ws://127.0.0.1:${address.port}/realtime`,
    /**
     * What SIGTERM does in server/main.ts: drains the connections and closes the WebSockets (1012)
     * together. Says whether the deadline had to cut connections. The services stay up (`stop()`).
     */
    async drainAndClose(forceAfterMs: number): Promise<{ forced: boolean }> {
      let forced = false;
      await Promise.all([
        drain.close(server, { forceAfterMs, onForce: () => (forced = true) }),
        services.realtime.close(),
      ]);
      return { forced };
    },
    /** Closes sockets (1012, as on SIGTERM), then the server; the database stays open. */
    async stop() {
      await services.realtime.close({ graceMs: 500 });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.jobs.stop();
      await services.events.close();
      await services.rateLimiter.close();
    },
  };
}

/** HTTP to a live server with any Host header (fetch forbids setting it; node:http does not). */
export async function httpRequest(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, item);
          }
          const status = res.statusCode ?? 500;
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on("error", reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}
