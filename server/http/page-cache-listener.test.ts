import { createServer, request, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { PageCache } from "../page-cache.ts";
import { withPageCache } from "./page-cache-listener.ts";
import { HSTS, pageContentSecurityPolicy } from "./security-headers.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const BODY = Buffer.from(`<!doctype html><html><body>${"cached page ".repeat(200)}</body></html>`);

const RENDER_NONCE = "cmVuZGVyLW5vbmNlLTEyMw==";
const SCRIPTED = Buffer.from(
  `<!doctype html><html><head><link rel="modulepreload" href="/a.js" nonce="${RENDER_NONCE}"></head><body>` +
    `${"cached page ".repeat(200)}<script nonce="${RENDER_NONCE}">1</script></body></html>`,
);

/** A server whose only page is a cached `/` of localhost; anything else answers 404 from `next`. */
async function cachedSite(options: { trustProxy?: boolean; publicOrigin?: string; scripted?: boolean } = {}) {
  const cache = new PageCache({ maxEntries: 10, enabled: true });
  const nonce = options.scripted ? RENDER_NONCE : "stored-nonce";
  // Keyed as the listener keys it (scheme and port too without PUBLIC_ORIGIN: decision 030).
  const site = options.publicOrigin ? "localhost" : "http://localhost";
  const page: Parameters<PageCache["set"]>[1] = {
    organizationId: 1,
    status: 200,
    headers: {
      "content-type": "text/html",
      "cache-control": "no-cache",
      "content-security-policy": pageContentSecurityPolicy(nonce),
    },
    body: options.scripted ? SCRIPTED : BODY,
    language: { locale: "en", supported: ["en", "es", "de"] },
    ...(options.scripted ? { nonce } : {}),
  };
  expect(cache.set(PageCache.key(site, "/"), page)).toBeDefined();
  // Behind a trusted proxy over HTTPS the key names https.
  if (!options.publicOrigin) cache.set(PageCache.key("https://localhost", "/"), page);
  const listener = withPageCache(
    cache,
    { trustProxy: options.trustProxy ?? false, publicOrigin: options.publicOrigin, logger: createLogger("silent") },
    (_req, res) => res.writeHead(404).end(),
  );
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/", headers: { host: "localhost", ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      },
    );
}

describe("a page cache hit", () => {
  it("is never the no-choice copy for a visitor who made a cookie choice (that copy carries the plain banner)", async () => {
    const get = await cachedSite();
    expect((await get({ cookie: "theme=dark" })).headers["x-cache"]).toBe("HIT");
    // Only the no-choice copy is stored here: a visitor who chose goes on to the render.
    expect((await get({ cookie: "cookies_accepted=false" })).status).toBe(404);
    expect((await get({ cookie: "a=1; cookies_accepted=true" })).status).toBe(404);
  });

  it("carries the Content-Security-Policy stored with the page (its own nonce)", async () => {
    const get = await cachedSite();
    const response = await get();
    expect(response.headers["x-cache"]).toBe("HIT");
    expect(response.headers["content-security-policy"]).toBe(pageContentSecurityPolicy("stored-nonce"));
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("is gzipped only for clients that accept gzip with a q-value above 0", async () => {
    const get = await cachedSite();
    for (const [acceptEncoding, gzipped] of [
      ["gzip, deflate, br", true],
      ["gzip;q=0.5", true],
      ["*", true],
      ["gzip;q=0", false],
      ["gzip; q=0.000, br", false],
      ["*;q=0", false],
      ["br", false],
      ["identity", false],
      ["", false],
    ] as const) {
      const response = await get({ "accept-encoding": acceptEncoding });
      expect(response.headers["content-encoding"], acceptEncoding).toBe(gzipped ? "gzip" : undefined);
      if (!gzipped) expect(response.body.equals(BODY), acceptEncoding).toBe(true);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
    }
  });

  it("carries HSTS when the public origin is HTTPS, or a trusted proxy says the request was", async () => {
    expect((await (await cachedSite())())["headers"]["strict-transport-security"]).toBeUndefined();
    const https = await cachedSite({ publicOrigin: "https://www.example.com" });
    expect((await https()).headers["strict-transport-security"]).toBe(HSTS);
    const proxied = await cachedSite({ trustProxy: true });
    expect((await proxied({ "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(HSTS);
    expect((await proxied({ "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined();
    const untrusted = await cachedSite();
    expect((await untrusted({ "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("a cache hit of a page with scripts", () => {
  const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

  it("sends a nonce of its own, never the render's nor another hit's, in the policy and the page", async () => {
    const get = await cachedSite({ scripted: true });
    const seen = new Set<string>([RENDER_NONCE]);
    for (const acceptEncoding of ["", "gzip", "", "gzip"]) {
      const response = await get({ "accept-encoding": acceptEncoding });
      const nonce = nonceOf(response.headers["content-security-policy"])!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const body = acceptEncoding ? gunzipSync(response.body) : response.body;
      expect(response.headers["content-encoding"]).toBe(acceptEncoding ? "gzip" : undefined);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(body.toString()).toBe(SCRIPTED.toString().replaceAll(RENDER_NONCE, nonce));
    }
  });

  it("answers a revalidation with 304 and no policy: the browser's copy keeps the one of its own body", async () => {
    const get = await cachedSite({ scripted: true });
    const first = await get();
    expect(first.headers.etag).toMatch(/^W\//);
    const revalidated = await get({ "if-none-match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("the language suggestion cookies on a cache hit", () => {
  it("are computed per request from its Accept-Language and the cached page's language", async () => {
    const get = await cachedSite();
    const spanish = await get({ "accept-language": "es-ES,es;q=0.9,en;q=0.8" });
    expect(spanish.headers["x-cache"]).toBe("HIT");
    expect(spanish.headers["set-cookie"]).toEqual([
      "language_suggestion_source=en; Path=/; SameSite=Lax",
      "language_suggestion_target=es; Path=/; SameSite=Lax",
    ]);
    // The next visitor of the same cached page gets their own answer.
    expect((await get({ "accept-language": "en-US,en;q=0.9" })).headers["set-cookie"]).toBeUndefined();
    expect((await get({ "accept-language": "ja" })).headers["set-cookie"]).toBeUndefined();
    expect((await get()).headers["set-cookie"]).toBeUndefined();
    expect((await get({ "accept-language": "de" })).headers["set-cookie"]?.[1]).toBe(
      "language_suggestion_target=de; Path=/; SameSite=Lax",
    );
  });

  it("are never set once the visitor chose, and are Secure behind HTTPS", async () => {
    const get = await cachedSite({ publicOrigin: "https://example.com" });
    const chosen = await get({ "accept-language": "es", cookie: "language_suggestion_choice=en" });
    expect(chosen.headers["set-cookie"]).toBeUndefined();
    const secure = await get({ "accept-language": "es" });
    expect(secure.headers["set-cookie"]?.[0]).toBe("language_suggestion_source=en; Path=/; SameSite=Lax; Secure");
  });

  it("come with a 304 too (the browser keeps its copy but still learns the signal)", async () => {
    const get = await cachedSite();
    const first = await get();
    const revalidated = await get({ "if-none-match": String(first.headers.etag), "accept-language": "es" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["set-cookie"]).toHaveLength(2);
  });
});
