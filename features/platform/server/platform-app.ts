import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { Services } from "../../../server/context.ts";
import { errorResponse } from "../../../server/http/error-response.ts";
import { inProcessApiRequest } from "../../../server/http/in-process-api.ts";
import { originCheck } from "../../../server/http/origin-check.ts";
import { rejectBadInput } from "../../../server/http/reject-bad-input.ts";
import { renderPlainNotFoundPage } from "../../../server/http/plain-pages.ts";
import { platformRequestContext } from "../../../server/load-context.ts";
import type { Logger } from "../../../server/logger.ts";
import { CONSOLE_PATH, OPERATOR_PATH, PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";
import { buildPlatformApi } from "./api/index.ts";
import { readPlatformSession } from "./domain/platform-session.ts";
import { renderPlatformLanding } from "./landing-page.ts";
import type { PlatformEnv } from "./platform-context.ts";

/** What the sites' app hands over with each request to PLATFORM_HOST (it has already logged and named it). */
export type PlatformBindings = {
  incoming?: unknown;
  outgoing?: unknown;
  platform: { requestId: string; logger: Logger };
};

/** The largest body the platform reads: a site archive to import; everything else is JSON under 1 MiB. */
export const MAX_ARCHIVE_BYTES = 256 * 1024 * 1024;

const carriesPlatformSession = (cookieHeader: string | undefined) =>
  typeof cookieHeader === "string" && cookieHeader.includes(`${PLATFORM_SESSION_COOKIE}=`);

/**
 * The platform's own host (decision 061): landing page, sign-up, the console, the operators'
 * console and their API. No tenant and no site session exist here; a platform session is no
 * session on any site, and the sites' API is not reachable on this host.
 */
export function createPlatformApp({
  services,
  build,
}: {
  services: Services;
  build?: ServerBuild | (() => Promise<ServerBuild>);
}) {
  const app = new Hono<PlatformEnv & { Bindings: PlatformBindings }>();
  const handleRequest = build ? createRequestHandler(build, services.env.NODE_ENV) : null;

  app.use(async (c, next) => {
    c.set("services", services);
    c.set("requestId", c.env.platform.requestId);
    c.set("logger", c.env.platform.logger);
    await next();
  });
  // A cookie-carrying write must come from the platform's own pages.
  app.use(originCheck<PlatformEnv>(carriesPlatformSession));
  app.use(async (c, next) => {
    c.set(
      "platformAccount",
      await readPlatformSession(services.db, getCookie(c, PLATFORM_SESSION_COOKIE), services.env.PLATFORM_OPERATORS),
    );
    await next();
  });
  app.use("/api/*", async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  });
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json({ error: "Request body too large" }, 413),
  });
  const archiveLimit = bodyLimit({
    maxSize: MAX_ARCHIVE_BYTES,
    onError: (c) => c.json({ error: `A site archive may be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB` }, 413),
  });
  app.use("/api/*", (c, next) =>
    c.req.path === "/api/platform/sites/import" ? archiveLimit(c, next) : jsonLimit(c, next),
  );
  // NUL characters, lone surrogates and over-deep JSON are refused at the edge, as on the sites.
  app.use("/api/*", rejectBadInput() as unknown as MiddlewareHandler<PlatformEnv>);
  app.route("/api", buildPlatformApi());
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.get("/", (c) => {
    c.header("cache-control", "public, max-age=300");
    return c.html(renderPlatformLanding(services.env.SITES_DOMAIN));
  });

  // The console and the operators' console are React Router pages (app/routes/platform/).
  const pagePath = (path: string) =>
    path === CONSOLE_PATH ||
    path.startsWith(`${CONSOLE_PATH}/`) ||
    path.startsWith(`${CONSOLE_PATH}.`) ||
    path === OPERATOR_PATH ||
    path.startsWith(`${OPERATOR_PATH}/`) ||
    path.startsWith(`${OPERATOR_PATH}.`) ||
    path === "/__manifest";
  app.all("*", compress({ encoding: "gzip" }), async (c) => {
    if (!handleRequest || !pagePath(c.req.path)) return c.html(renderPlainNotFoundPage(), 404);
    c.header("cache-control", "private, no-store");
    const context = new RouterContextProvider();
    context.set(platformRequestContext, {
      services,
      requestId: c.var.requestId,
      logger: c.var.logger,
      account: c.var.platformAccount,
      api: async (path, init) => app.fetch(inProcessApiRequest(c.req.raw, path, init, c.var.requestId), c.env),
    });
    return handleRequest(c.req.raw, context);
  });

  app.onError(errorResponse);
  return app;
}
