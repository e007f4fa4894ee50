import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchRaw, type RawResponse } from "./support/site.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { seededDataDir } from "./support/data-dir.ts";

/**
 * Documents render on render threads (decision 012). A server with two render threads (the default on 2 cores) and
 * a second one that renders every page on its main thread (`RENDER_THREADS=0`) start on fresh data
 * of their own — not the shared e2e server, whose demo content the editor specs change — so both
 * hold the same demo content, and each page must come back the same from both: the same markup, scripts and
 * loader data. Only React's streaming may differ: a render in place sends the document as soon as
 * its shell is ready, so the loader data can arrive in a later, out-of-order segment.
 */
function documentOf(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const loaderData = scripts
    .flatMap((script) => [...script.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)])
    .map((match) => JSON.parse(match[1]!) as string)
    .join("")
    // The banners' clock is the render's minute: two renders may straddle one.
    .replace(/"renderedAt",\d+/g, '"renderedAt",0');
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<template id="B:\d+"><\/template>/g, "")
    .replace(/<!--\/?\$[?!~]?-->/g, "")
    .replace(/<div hidden id="S:\d+"><\/div>/g, "")
    // The countdown's digits are the render's minute too (see renderedAt above).
    .replace(/(<span class="[^"]*\btabular-nums\b[^"]*">)\d+</g, "$1··<");
  // Scripts other than the loader data and React's segment-swapping helpers.
  const pageScripts = scripts.filter((script) => !/streamController|\$R[BCTV]\b|\$RC\(/.test(script));
  return { markup, pageScripts, loaderData };
}
/** The body without the render's minute (the banners' clock and countdown digits; see documentOf). */
function withoutClock(body: string): string {
  return body
    .replace(/(\\?"renderedAt\\?",)\d+/g, (_match, key: string) => `${key}0`)
    .replace(/(<span class="[^"]*\btabular-nums\b[^"]*">)\d+</g, "$1··<");
}

/**
 * The body with its CSP nonce replaced by a placeholder (each render has its own, decision 014),
 * after checking that every nonce in it is the one its Content-Security-Policy header names.
 */
function withoutNonce(response: RawResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(response.headers["content-security-policy"] ?? "")?.[1];
  expect(nonce, "a nonce in the Content-Security-Policy").toBeDefined();
  const nonces = new Set([...response.body.matchAll(/\bnonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...nonces]).toEqual([nonce]);
  return response.body.replaceAll(`nonce="${nonce}"`, 'nonce="…"');
}

describe("pages rendered on render threads", () => {
  let inPlace: ServerProcess;
  let threads: ServerProcess;

  beforeAll(async () => {
    [inPlace, threads] = await Promise.all([
      startServer({
        dataDir: seededDataDir("in-place"),
        env: { RENDER_THREADS: "0", PAGE_CACHE: "false", LOG_LEVEL: "warn" },
      }),
      startServer({
        dataDir: seededDataDir("threads"),
        // Two, as the default gives a 2-core machine (the other e2e servers run one).
        env: { RENDER_THREADS: "2", PAGE_CACHE: "false", LOG_LEVEL: "warn" },
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([inPlace?.stop(), threads?.stop()]);
  });

  // A query string keeps the shared server's page cache out of it: every request is a full render.
  const pages: [host: string, path: string, status: number][] = [
    ["localhost", "/?render=1", 200],
    ["localhost", "/es?render=1", 200],
    ["globex.localhost", "/?render=1", 200],
    ["globex.localhost", "/de?render=1", 200],
    ["localhost", "/login?render=1", 200],
    ["localhost", "/no-such-page?render=1", 404],
  ];

  it.each(pages)("serves %s%s exactly as a render on the main thread would", async (host, pathname, status) => {
    const threaded = await fetchRaw(host, pathname, { port: threads.port });
    const local = await fetchRaw(host, pathname, { port: inPlace.port });
    expect(threaded.status).toBe(status);
    expect(local.status).toBe(status);
    expect(threaded.headers["content-type"]).toBe(local.headers["content-type"]);
    // The port is in links built from the request's origin; the servers run on different ports.
    const expected = documentOf(withoutNonce(local).replaceAll(`:${inPlace.port}`, `:${threads.port}`));
    const actual = documentOf(withoutNonce(threaded));
    expect(actual.markup.length).toBeGreaterThan(1000);
    expect(actual.markup).toBe(expected.markup);
    expect(actual.pageScripts).toEqual(expected.pageScripts);
    expect(actual.loaderData.length).toBeGreaterThan(100);
    expect(actual.loaderData).toBe(expected.loaderData);
  });

  it("says in Server-Timing which pages a render thread rendered", async () => {
    const threaded = await fetchRaw("localhost", "/?timing=1");
    expect(threaded.headers["server-timing"]).toMatch(/^render;dur=\d+(\.\d+)?;desc="render thread"$/);
    // Error pages render in place: their error objects do not travel between threads.
    expect((await fetchRaw("localhost", "/no-such-page?timing=1")).headers["server-timing"]).toBeUndefined();
    expect(
      (await fetchRaw("localhost", "/?timing=1", { port: inPlace.port })).headers["server-timing"],
    ).toBeUndefined();
  });

  it("renders many pages at once without mixing them up", async () => {
    const paths = ["/", "/es", "/fr", "/de"].flatMap((locale) => [`${locale}?burst=1`, `${locale}?burst=2`]);
    const hosts = ["localhost", "globex.localhost"];
    const requests = hosts.flatMap((host) => paths.map((pathname) => ({ host, pathname })));
    const responses = await Promise.all(requests.map(({ host, pathname }) => fetchRaw(host, pathname)));
    for (const [index, response] of responses.entries()) {
      const { host, pathname } = requests[index]!;
      const alone = await fetchRaw(host, pathname);
      expect(response.status, `${host}${pathname}`).toBe(alone.status);
      // Each with the nonce of its own policy: no render thread mixes up two jobs.
      // Two renders may straddle a clock minute (a busy CI machine did): the minute is left out.
      expect(withoutClock(withoutNonce(response)), `${host}${pathname}`).toBe(withoutClock(withoutNonce(alone)));
    }
  });
});
