import { createServer, request, type Server } from "node:http";
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

/** A server whose only page is a cached `/` of localhost; anything else answers 404 from `next`. */
async function cachedSite(options: { trustProxy?: boolean; publicOrigin?: string } = {}) {
  const cache = new PageCache({ maxEntries: 10, enabled: true });
  cache.set(PageCache.key("localhost", "/"), {
    organizationId: 1,
    status: 200,
    headers: {
      "content-type": "text/html",
      "cache-control": "no-cache",
      "content-security-policy": pageContentSecurityPolicy("stored-nonce"),
    },
    body: BODY,
  });
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
