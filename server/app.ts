import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { requestContext } from "./load-context.ts";
import type { PageRenderer } from "./render/render-job.ts";
import { suggestionCookies } from "../shared/i18n/language-suggestion.ts";
import { locatePath, type Locale, type LocaleSite } from "../shared/i18n/locales.ts";
import { hasSessionCookie } from "../shared/rules/session-cookie.ts";
import { mountApi } from "./api/index.ts";
import { PageDependencies, type AppEnv, type Services } from "./context.ts";
import { acceptsGzip } from "./http/accept-encoding.ts";
import { gzipWith } from "./http/nonce-template.ts";
import { renderCrossSiteFormPage, renderNoSitePage } from "./http/plain-pages.ts";
import { errorResponse } from "./http/error-response.ts";
import { createPlatformApp } from "../features/platform/server/platform-app.ts";
import { siteStatusGate } from "../features/platform/server/site-status-gate.ts";
import { handoffRouter } from "../features/platform/server/handoff.ts";
import { TLS_ALLOWED_PATH, tlsAllowedHandler } from "../features/domains/server/tls-allowed.ts";
import { primaryRedirect } from "../features/domains/server/primary-redirect.ts";
import { pageCacheSite, requestHost } from "./http/request-host.ts";
import { HSTS, SECURITY_HEADERS, wantsHsts } from "./http/security-headers.ts";
import { apiCacheHeaders, CACHE_CONTROL } from "./http/cache-policy.ts";
import { requestId as requestIds } from "hono/request-id";
import { isCrossSiteAction, originCheck } from "./http/origin-check.ts";
import { isSecureRequest } from "./http/request-origin.ts";
import { rejectBadInput } from "./http/reject-bad-input.ts";
import { sessionMiddleware } from "./http/session.ts";
import { writeLimit } from "./http/write-limit.ts";
import { runAsOrganization } from "./auth/tenant-scope.ts";
import { type CachedPage, PageCache } from "./page-cache.ts";
import { serveMedia } from "./http/serve-media.ts";
import { inProcessApiRequest } from "./http/in-process-api.ts";
import { viewerCacheHeaders } from "./http/viewer-cache-headers.ts";
import { MAX_IMAGE_BYTES, TOO_LARGE } from "./domain/media/process-image.ts";
import { realtimeEndpoint } from "./realtime/endpoint.ts";
import { REALTIME_PATH } from "../shared/realtime/realtime-protocol.ts";
import { consentChoiceIn } from "../shared/rules/cookie-consent.ts";

export type AppOptions = {
  services: Services;
  /**
   * The React Router server build, or a function that loads it per request (development).
   * Absent in API tests, which never render pages.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the browser build to serve (production); in development Vite serves assets. */
  staticRoot?: string;
  /** Render threads for documents (production); pages render on the main thread without them. */
  renderer?: PageRenderer | null;
  /** Set once the process has been told to stop: `/readyz` then answers 503 (server/http/drain.ts). */
  lifecycle?: { readonly draining: boolean };
};

export function createApp({ services, build, staticRoot, renderer = null, lifecycle }: AppOptions) {
  const { env, logger, pageCache } = services;
  const app = new Hono<AppEnv>();
  const handleRequest = build ? createRequestHandler(build, env.NODE_ENV) : null;

  // 1. Request id and one log line per request: first, so that every later failure is traced.
  // Hono's request-id keeps a proxy's id when it is short and plain (no header injection into logs).
  // Its own response header is set before the handler, which a returned Response (React Router's)
  // replaces, so the header is set again after it.
  app.use(requestIds({ limitLength: 64, headerName: "x-request-id" }));
  app.use(async (c, next) => {
    const requestId = c.var.requestId;
    const requestLogger = logger.child({ request_id: requestId });
    c.set("services", services);
    c.set("logger", requestLogger);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      // A document brings its own policy, with the nonce of its scripts (app/entry.server.tsx).
      if (name === "content-security-policy" && c.res.headers.has(name)) continue;
      c.header(name, value);
    }
    const hsts = { publicOrigin: env.PUBLIC_ORIGIN, trustProxy: env.TRUST_PROXY };
    if (wantsHsts(hsts, c.req.header("x-forwarded-proto"))) c.header("strict-transport-security", HSTS);
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        host: c.req.header("host"),
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
      },
      "request",
    );
  });

  // 2. Health checks answer on any host, before tenancy.
  // The page cache's size and bytes: what `npm run bench -- --scale` reads (no content, only counts).
  app.get("/healthz", (c) => c.json({ status: "ok", page_cache: { entries: pageCache.size, bytes: pageCache.bytes } }));
  app.get("/readyz", async (c) => {
    // Stopping: the load balancer must send new requests elsewhere while in-flight ones finish.
    if (lifecycle?.draining) return c.json({ status: "stopping", error: "Server is shutting down" }, 503);
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.kind });
    } catch (error) {
      c.var.logger.error({ err: error }, "database not reachable");
      return c.json({ status: "unavailable", error: "Database not reachable" }, 503);
    }
  });

  // 2b. The front door's on-demand TLS `ask` (decision 066): before tenancy, any host, loopback only.
  app.get(TLS_ALLOWED_PATH, tlsAllowedHandler);

  // 3. Built assets: hashed files are immutable for a year, other public files for an hour.
  if (staticRoot) {
    const files = serveStatic<AppEnv>({
      root: staticRoot,
      // `.br`/`.gz` copies written at build time (scripts/compress-assets.ts).
      precompressed: true,
      onFound: (path, c) => {
        c.header("cache-control", path.includes("/assets/") ? CACHE_CONTROL.immutable : CACHE_CONTROL.hour);
      },
    });
    // Only paths that name a file reach the disk; page paths skip the lookup.
    app.use((c, next) => (/\.[A-Za-z0-9]{1,8}$/.test(c.req.path) ? files(c, next) : next()));
  }

  // 3b. Signed-in answers are private, and pages and API GETs vary by viewer (server/http/viewer-cache-headers.ts).
  app.use(viewerCacheHeaders());

  // 4a. The platform's own host (sign-up, console, operators; decision 061): no site, its own app.
  const platform = createPlatformApp({ services, build });
  // 4. Tenancy: every later handler works for the organization of the request's host, or none.
  app.use(async (c, next) => {
    const host = requestHost(c.req.raw.headers, env.TRUST_PROXY);
    if (host === env.PLATFORM_HOST) {
      return platform.fetch(c.req.raw, {
        ...(c.env as object),
        platform: { requestId: c.var.requestId, logger: c.var.logger },
      });
    }
    const tenant = host ? await services.tenants.resolve(host) : null;
    if (!tenant) {
      if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
        return c.json({ error: "No site at this address" }, 404);
      }
      return c.html(renderNoSitePage(host), 404);
    }
    c.set("tenant", tenant);
    // Accounts, sessions and tokens are the organization's own: Better Auth sees no other's (decision 013).
    await runAsOrganization(tenant.id, next);
  });

  // 4b. A page asked on a host that is not the site's primary moves there (301; decision 066).
  app.use(primaryRedirect());

  // 5. CSRF: a cookie-carrying POST/PUT/PATCH/DELETE (API or page action) must come from this origin, before anything acts on it.
  app.use(originCheck());

  // 6. The session (cookie or bearer), read once for API handlers and page loaders; after the origin check so forged requests never touch it.
  app.use(sessionMiddleware());

  // 6a. A site that is not live (draft, suspended) shows visitors a 503; its admins see it (decision 061).
  app.use(siteStatusGate());
  // 6a'. The platform's hand-off: a one-time token from the console signs its person in (decision 063).
  app.route("/", handoffRouter);

  // 6b. Writes per signed-in account, shared across instances; no loopback exemption (decision 030).
  app.use(writeLimit());

  // 7a. Cache-Control of API answers, declared per route group in one table (server/http/cache-policy.ts).
  app.use("/api/*", apiCacheHeaders());
  // 7. The REST API; bodies above 1 MiB (an image upload: 10 MB and its form) are refused before they are read whole.
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json({ error: "Request body too large" }, 413),
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_IMAGE_BYTES + 64 * 1024,
    onError: (c) => c.json({ error: TOO_LARGE }, 413),
  });
  // Image uploads: the gallery and live-support conversations.
  const upload = (path: string) => path === "/api/media" || /^\/api\/conversations\/\d+\/images$/.test(path);
  app.use("/api/*", (c, next) =>
    c.req.method === "POST" && upload(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next),
  );
  // 7b. Text no field may hold (NUL, lone surrogates) in the path, query or JSON body: 400 naming the field, before any handler or loader.
  app.use(rejectBadInput());
  mountApi(app);
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  // 7b'. The real-time endpoint (WebSocket upgrade; decision 035): after tenancy and the session, never a page.
  app.get(REALTIME_PATH, realtimeEndpoint);

  // 7c. Gallery images (decision 028): files, not pages, so never the page cache or React Router.
  app.get("/media/:org/:id/:name", serveMedia);

  // 8. Every other request is a page: React Router renders it; anonymous views fill the cache.
  // A rendered page is sent gzipped to a browser that accepts it, as a cached one is (a page is
  // ~170 KB with its inline styles, ~34 KB gzipped): signed-in views, query strings, a first view.
  app.all("*", compress({ encoding: "gzip" }), async (c) => {
    // React Router refuses a page action whose Origin is another site's by throwing, which it logs
    // with a stack trace and answers with a bare 400: the same refusal, said here, on a page.
    if (isCrossSiteAction(c.req.raw)) {
      c.var.logger.warn({ origin: c.req.header("origin") }, "cross-site page action refused");
      return c.html(renderCrossSiteFormPage(), 400);
    }
    if (!handleRequest) return c.text("Pages are not built in this instance", 404);
    const context = new RouterContextProvider();
    const pageDependencies = new PageDependencies();
    context.set(requestContext, {
      pageDependencies,
      services,
      db: services.db,
      tenant: c.var.tenant,
      requestId: c.var.requestId,
      logger: c.var.logger,
      session: c.var.session,
      renderer,
      // Page actions (forms that work without scripts) call the API in process, with the node
      // bindings passed on so that its rate limits see the visitor's address.
      api: async (path, init) => app.fetch(inProcessApiRequest(c.req.raw, path, init, c.var.requestId), c.env),
    });
    const generation = pageCache.generation(c.var.tenant.id);
    const rendered = await handleRequest(c.req.raw, context);
    // A tenant read before a purge of its organization rendered the old settings: not kept (decision 044).
    const response =
      cacheable(c, rendered) && services.tenants.isCurrent(c.var.tenant)
        ? await fillPageCache(c, rendered, generation, pageDependencies.value)
        : rendered;
    // Per request, after the cache took its copy (shared by every visitor, so without them).
    return withSuggestionCookies(c, response);
  });

  app.onError(errorResponse);

  function cacheable(c: Context<AppEnv>, response: Response): boolean {
    return (
      pageCache.enabled &&
      c.req.method === "GET" &&
      response.status === 200 &&
      !new URL(c.req.url).search &&
      // Signed-in requests (cookie or bearer token) never fill it: their page shows the viewer.
      !c.var.session &&
      !hasSessionCookie(c.req.header("cookie")) &&
      !c.req.header("authorization") &&
      !response.headers.has("set-cookie") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html") &&
      !/\b(private|no-store)\b/.test(response.headers.get("cache-control") ?? "")
    );
  }

  /** The language suggestion's cookies (spec public-site §4) on an HTML page, from Accept-Language. */
  function withSuggestionCookies(c: Context<AppEnv>, response: Response): Response {
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
    const cookies = suggestionCookies(
      { acceptLanguage: c.req.header("accept-language"), cookie: c.req.header("cookie") },
      pageLanguage(c.var.tenant.settings, new URL(c.req.url).pathname),
      isSecureRequest(c.req.raw.headers, c.req.url, env),
    );
    if (cookies.length === 0) return response;
    // React Router's responses may have immutable headers: a copy carries the additions.
    const headers = new Headers(response.headers);
    for (const cookie of cookies) headers.append("set-cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  async function fillPageCache(
    c: Context<AppEnv>,
    response: Response,
    generation: string,
    dependsOn: string[] | null,
  ): Promise<Response> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {
      "content-type": response.headers.get("content-type") ?? "text/html; charset=utf-8",
      // Stored with the body, cut at its nonce: each hit gets a fresh one in both (decision 030).
      ...csp(response),
      // Browsers revalidate (cheap, by ETag): a later sign-in must not be hidden by an old copy.
      "cache-control": CACHE_CONTROL.revalidate,
      // Signed-in viewers get other bytes (and never this copy): cookie and token both count.
      vary: "Accept-Encoding, Cookie, Authorization",
    };
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    const entry = pageCache.set(
      PageCache.key(
        pageCacheSite(c.req.raw.headers, { trustProxy: env.TRUST_PROXY, publicOrigin: env.PUBLIC_ORIGIN }) ??
          c.var.tenant.host,
        new URL(c.req.url).pathname,
        consentChoiceIn(c.req.header("cookie")) !== null,
      ),
      {
        organizationId: c.var.tenant.id,
        status: 200,
        headers,
        body,
        language: pageLanguage(c.var.tenant.settings, new URL(c.req.url).pathname),
        // Replaced by a fresh nonce on every hit: this render's is sent once, with this response.
        nonce,
        // The records the page showed (its loaders said): a change of another leaves it (decision 044).
        dependsOn,
      },
      generation,
    );
    // The cache has just gzipped the page: a browser gets that copy (with this render's nonce, the
    // bytes it was cut from) instead of compressing the page a second time (≈ 3 ms for home).
    const zipped = entry && acceptsGzip(c.req.header("accept-encoding")) ? gzippedCopy(entry, nonce) : null;
    return new Response(zipped ?? body, {
      status: 200,
      headers: {
        ...headers,
        ...(entry ? { etag: entry.etag } : {}),
        ...(zipped ? { "content-encoding": "gzip" } : {}),
        "x-cache": "MISS",
      },
    });
  }

  function gzippedCopy(entry: CachedPage, nonce: string | undefined): Uint8Array<ArrayBuffer> | null {
    const zipped = entry.template ? nonce && gzipWith(entry.template, Buffer.from(nonce, "latin1")) : entry.gzip;
    return zipped ? new Uint8Array(zipped.buffer as ArrayBuffer, zipped.byteOffset, zipped.length) : null;
  }

  return app;
}

/** A page's language and the site's languages: what the language suggestion compares. */
function pageLanguage(site: LocaleSite, pathname: string): { locale: Locale; supported: readonly Locale[] } {
  return { locale: locatePath(pathname, site).locale, supported: site.supportedLocales };
}

function csp(response: Response): Record<string, string> {
  const policy = response.headers.get("content-security-policy");
  return policy ? { "content-security-policy": policy } : {};
}
