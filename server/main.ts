import { settleResetRequests } from "./domain/accounts/password-reset.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { existsSync } from "node:fs";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app.ts";
import { seedDemoContentIfEmpty } from "./db/seed/demo.ts";
import { reindexAllOrganizations } from "../features/help-center/server/domain/search/reindex-organization.ts";
import { EnvError, parseEnv } from "./env.ts";
import { createAppServer } from "./http/app-server.ts";
import { ConnectionDrain } from "./http/drain.ts";
import { withPageCache } from "./http/page-cache-listener.ts";
import { createLogger } from "./logger.ts";
import { RenderPool } from "./render/render-pool.ts";
import { createServices } from "./services.ts";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (process.env.TRUST_PROXY && !process.env.TRUSTED_PROXIES)
    logger.warn(
      { trusted_proxies: env.TRUSTED_PROXIES },
      "TRUST_PROXY is deprecated: set TRUSTED_PROXIES to the proxies' addresses (decision 067)",
    );
  const services = createServices({ env, logger });
  await services.database.migrate();
  const seeded = await seedDemoContentIfEmpty({ db: services.db });
  if (seeded)
    logger.info("demo content created: http://localhost:%d and http://globex.localhost:%d", env.PORT, env.PORT);
  // The search index of content written before it existed, or by the seed (unchanged rows are skipped).
  await reindexAllOrganizations({ db: services.db });
  // Jobs survive restarts (they are rows): those due while the server was down run now, the rest
  // when they fall due, on whichever instance claims them first.
  await services.startJobs();

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let staticRoot: string | undefined;
  let vite: ViteDevServer | undefined;
  let renderer: RenderPool | null = null;
  if (env.NODE_ENV === "development") {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ root, server: { middlewareMode: true }, appType: "custom" });
    const dev = vite;
    build = () => dev.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildFile = path.join(root, "build/server/index.js");
    if (!existsSync(buildFile)) {
      console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
      process.exit(1);
    }
    build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    if (env.RENDER_THREADS > 0) renderer = new RenderPool({ buildFile, threads: env.RENDER_THREADS, logger });
    staticRoot = path.relative(process.cwd(), path.join(root, "build/client")) || ".";
  }

  const drain = new ConnectionDrain();
  const app = createApp({ services, build, staticRoot, renderer, lifecycle: drain });
  // `@hono/node-server` routes WebSocket upgrades through the Hono app (GET /realtime, after tenancy
  // and the session) to the `ws` server; plain requests take the listener built below.
  const { server } = createAppServer({
    fetch: app.fetch,
    trustedProxies: env.TRUSTED_PROXIES,
    drain,
    serverOptions: { keepAliveTimeout: 65_000 },
    listener: (honoListener) => {
      const appListener = withPageCache(
        services.pageCache,
        { trustProxy: env.TRUST_PROXY, publicOrigin: env.PUBLIC_ORIGIN, logger },
        honoListener,
      );
      return vite
        ? (req: IncomingMessage, res: ServerResponse) => vite.middlewares(req, res, () => appListener(req, res))
        : appListener;
    },
  });
  // Listening (and so /readyz) waits for the render threads to have loaded the build: the first
  // pages a load balancer sends then render at once instead of queueing behind the threads' start.
  await renderer?.whenReady();
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info(
      { port, database: services.database.kind, mode: env.NODE_ENV, render_threads: renderer?.size ?? 0 },
      `listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    // No new connections; each open one closes after its response in flight (server/http/drain.ts).
    // WebSockets are told the server restarts (1012): their clients reconnect and resume from their
    // last sequence, here after the restart or on another instance.
    await Promise.all([
      drain.close(server, {
        forceAfterMs: env.SHUTDOWN_TIMEOUT_MS,
        onForce: () => logger.warn("drain timed out; closing remaining connections"),
      }),
      services.realtime.close(),
    ]);
    try {
      // Reset requests answered before the signal still send their mail (they run after the answer).
      await settleResetRequests();
      await vite?.close();
      await renderer?.close();
      await services.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while closing");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
