import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { RenderJob } from "./render-job.ts";
import { createLogger } from "../logger.ts";
import { RenderPool } from "./render-pool.ts";

/**
 * The pool with real worker threads. The "server build" each thread loads is a small module whose
 * entry answers from the job's URL, so these tests need no production build; the real build's
 * renders are compared with renders in place by tests/e2e/render-threads.spec.ts.
 */
const folder = mkdtempSync(path.join(tmpdir(), "tessera-render-pool-"));
const buildFile = path.join(folder, "build.mjs");
writeFileSync(
  buildFile,
  `import { threadId } from "node:worker_threads";
export const entry = { module: { async renderJob(build, job) {
  const url = new URL(job.url);
  if (url.pathname === "/crash") process.exit(3);
  if (url.pathname === "/fail") throw new Error("render failed for " + url.pathname);
  if (url.pathname === "/slow") await new Promise((resolve) => setTimeout(resolve, 200));
  return { body: new TextEncoder().encode(url.pathname + " on " + threadId), renderMs: 1 };
} } };`,
);

const logger = createLogger("silent");
const pools: RenderPool[] = [];

function pool(options: { threads: number; buildFile?: string }): RenderPool {
  const created = new RenderPool({ buildFile: options.buildFile ?? buildFile, threads: options.threads, logger });
  pools.push(created);
  return created;
}

function job(pathname: string): RenderJob {
  return {
    url: `http://localhost${pathname}`,
    statusCode: 200,
    serverHandoffString: undefined,
    criticalCss: undefined,
    handoff: new Uint8Array(),
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    basename: "/",
    matches: [],
    loaderData: { root: { json: "{}" } },
    actionData: null,
    nonce: "test-nonce",
  };
}

async function text(promise: Promise<{ body: Uint8Array }>): Promise<string> {
  return new TextDecoder().decode((await promise).body);
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe("the render pool", () => {
  it("answers each job with the bytes its thread rendered", async () => {
    const renderer = pool({ threads: 1 });
    expect(renderer.available).toBe(true);
    expect(await text(renderer.render(job("/about")))).toMatch(/^\/about on \d+$/);
  });

  it("spreads concurrent jobs over its threads", async () => {
    const renderer = pool({ threads: 2 });
    const pages = await Promise.all(
      ["/slow", "/slow", "/slow", "/slow"].map((pathname) => text(renderer.render(job(pathname)))),
    );
    expect(new Set(pages.map((page) => page.split(" on ")[1])).size).toBe(2);
  });

  it("rejects a job whose render throws, with the render's message, and goes on rendering", async () => {
    const renderer = pool({ threads: 1 });
    await expect(renderer.render(job("/fail"))).rejects.toThrow("render failed for /fail");
    expect(await text(renderer.render(job("/next")))).toMatch(/^\/next on/);
  });

  it("rejects the jobs of a thread that dies and starts another in its place", async () => {
    const renderer = pool({ threads: 1 });
    const first = await text(renderer.render(job("/before")));
    await expect(renderer.render(job("/crash"))).rejects.toThrow(/exited \(3\)/);
    const after = await text(renderer.render(job("/after")));
    expect(after).toMatch(/^\/after on \d+$/);
    expect(after.split(" on ")[1]).not.toBe(first.split(" on ")[1]);
    expect(renderer.available).toBe(true);
  });

  it("rejects a job it cannot hand over (loader data that cannot be copied) without losing the thread", async () => {
    const renderer = pool({ threads: 1 });
    const uncloneable = { ...job("/fn"), loaderData: { root: { format: () => "not data" } } };
    await expect(renderer.render(uncloneable)).rejects.toThrow();
    expect(await text(renderer.render(job("/still")))).toMatch(/^\/still on/);
  });

  it("gives up when its threads cannot even start, so pages render on the main thread", async () => {
    const renderer = pool({ threads: 1, buildFile: path.join(folder, "missing-build.mjs") });
    await expect(renderer.render(job("/"))).rejects.toThrow(/exited/);
    const deadline = Date.now() + 15_000;
    while (renderer.available && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renderer.available).toBe(false);
    await expect(renderer.render(job("/"))).rejects.toThrow("No render thread is running");
  });

  it("is ready only once every thread has loaded its build", async () => {
    // A build whose loading waits for a file: its threads are not ready until the file exists.
    const gate = path.join(folder, `gate-${Date.now()}`);
    const gatedBuild = path.join(folder, `gated-${Date.now()}.mjs`);
    writeFileSync(
      gatedBuild,
      `import { existsSync } from "node:fs";
await new Promise((resolve) => { const timer = setInterval(() => { if (existsSync(${JSON.stringify(gate)})) { clearInterval(timer); resolve(); } }, 10); });
export * from ${JSON.stringify(pathToFileURL(buildFile).href)};`,
    );
    const renderer = pool({ threads: 2, buildFile: gatedBuild });
    let ready = false;
    const waiting = renderer.whenReady().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ready).toBe(false);
    writeFileSync(gate, "");
    await waiting;
    expect(await text(renderer.render(job("/now")))).toMatch(/^\/now on \d+$/);
    // Ready stays ready.
    await renderer.whenReady();
  });

  it("is ready once it gave up on threads that cannot start (the server must not wait for them)", async () => {
    const renderer = pool({ threads: 1, buildFile: path.join(folder, "missing-build.mjs") });
    await renderer.whenReady();
    expect(renderer.available).toBe(false);
  });

  it("refuses jobs once closed", async () => {
    const renderer = pool({ threads: 1 });
    await renderer.close();
    expect(renderer.available).toBe(false);
    await expect(renderer.render(job("/"))).rejects.toThrow("No render thread is running");
  });
});
