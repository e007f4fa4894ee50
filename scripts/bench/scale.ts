/**
 * `npm run bench -- --scale` (decision 044): the production server on PostgreSQL with 1,000
 * generated organizations × 50 pages (scripts/bench/scale-data.ts), driven at 2, 100 and 1,000
 * organizations in one run by a Zipf-distributed mix (organizations ranked by popularity, s = 1, and
 * within each its 104 addresses the same way). Per stage: hit rate, p50/p99 of every request,
 * full renders per second (the misses), the full-render p50/p99 on its own (addresses with a query
 * string are never cached: each is a full render), resident memory and the page cache's bytes.
 * Then the purge check: an edit of one section of one organization clears only the pages that show
 * it (all its other addresses still answer from the cache).
 *
 * The load is a fixed rate (an open loop: requests start on schedule whatever the answers), so a
 * stage's latencies are the server's and not the queue a closed loop would build.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { makeAdmin } from "../../server/domain/accounts/make-admin.ts";
import { type Child, freePort, startNode } from "./processes.ts";
import { SCALE_HOST, generateScaleData, scalePaths } from "./scale-data.ts";

export type ScaleOptions = {
  root: string;
  url: string;
  organizations: number;
  pages: number;
  stages: number[];
  rate: number;
  duration: number;
  warmup: number;
  pageCacheMb: number;
  say: (message: string) => void;
};

export type Sample = { ms: number; hit: boolean; status: number };

/** Cumulative weights of a Zipf distribution (s = 1) over n ranks (also the platform bench's mix). */
export function zipf(n: number): Float64Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) cdf[k - 1] = sum += 1 / k;
  for (let i = 0; i < n; i++) cdf[i]! /= sum;
  return cdf;
}

/** A rank (0 = the most popular) drawn from `zipf(n)`'s weights. */
export function draw(cdf: Float64Array): number {
  const x = Math.random();
  let low = 0;
  let high = cdf.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cdf[mid]! < x) low = mid + 1;
    else high = mid;
  }
  return low;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const round = (value: number | null, digits = 1) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export function get(agent: Agent, port: number, host: string, pathname: string): Promise<Answer> {
  return send(agent, port, host, "GET", pathname);
}

/** One request with a Host header (fetch would not send one of ours). */
function send(
  agent: Agent,
  port: number,
  host: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        agent,
        headers: { host, "accept-encoding": "gzip", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Requests at `rate` per second for `seconds`, each to an address `pick` draws; their samples. */
export async function drive(
  agent: Agent,
  port: number,
  rate: number,
  seconds: number,
  pick: () => { host: string; path: string },
): Promise<{ samples: Sample[]; errors: number; late: number }> {
  const samples: Sample[] = [];
  let errors = 0;
  let late = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else if (wait < -50) late++;
    const target = pick();
    const begun = performance.now();
    const job = get(agent, port, target.host, target.path).then(
      (response) => {
        samples.push({
          ms: performance.now() - begun,
          hit: response.headers["x-cache"] === "HIT",
          status: response.status,
        });
      },
      () => void errors++,
    );
    const tracked = job.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return { samples, errors, late };
}

/** The server's resident memory and its page cache (from /healthz). */
export async function stats(port: number, pid: number | undefined) {
  const agent = new Agent({ keepAlive: false });
  const health = JSON.parse((await get(agent, port, "localhost", "/healthz")).body.toString()) as {
    page_cache?: { entries: number; bytes: number };
  };
  let rssMb: number | null = null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    // not Linux
  }
  return {
    rssMb: round(rssMb),
    pageCacheEntries: health.page_cache?.entries ?? null,
    pageCacheMb: round((health.page_cache?.bytes ?? 0) / 1048576, 2),
  };
}

/** Signs a fresh account in as an admin of organization 1 (registered on its site, promoted in the database). */
async function adminToken(agent: Agent, url: string, port: number, host: string): Promise<string> {
  const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Scale-bench-${randomUUID()}`;
  const post = (pathname: string, body: object) =>
    send(
      agent,
      port,
      host,
      "POST",
      pathname,
      { origin: `http://${host}:${port}`, "content-type": "application/json" },
      JSON.stringify(body),
    );
  const registered = await post("/api/auth/register", { username: email.split("@")[0], email, password });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}: ${registered.body}`);
  const database = openDatabase({ url, max: 1 });
  try {
    await makeAdmin({ db: database.db, email, organization: host });
  } finally {
    await database.close();
  }
  const login = await post("/api/auth/login", { email, password });
  const token = login.headers["set-auth-token"];
  if (login.status !== 200 || typeof token !== "string") throw new Error(`login answered ${login.status}`);
  return token;
}

/** The purge check: every address of organization 1 cached, one section edited, which addresses miss. */
async function purgeCheck(url: string, port: number, paths: string[]) {
  const host = SCALE_HOST(1);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  for (const pathname of paths) await get(agent, port, host, pathname);
  const before = await Promise.all(paths.map((pathname) => get(agent, port, host, pathname)));
  const cachedBefore = before.filter((response) => response.headers["x-cache"] === "HIT").length;
  const token = await adminToken(agent, url, port, host);
  const list = await get(agent, port, host, `/api/template-sections?url_page=/page-2&t=${Date.now()}`);
  const [section] = JSON.parse(list.body.toString()) as { id: number; updated_at: string }[];
  const saved = await send(
    agent,
    port,
    host,
    "PUT",
    `/api/template-sections/${section!.id}`,
    { origin: `http://${host}:${port}`, authorization: `Bearer ${token}`, "content-type": "application/json" },
    JSON.stringify({ updated_at: section!.updated_at, section_title: `Edited at ${new Date().toISOString()}` }),
  );
  if (saved.status !== 200) throw new Error(`the edit answered ${saved.status}: ${saved.body}`);
  const after = [];
  for (const pathname of paths) after.push({ pathname, response: await get(agent, port, host, pathname) });
  const cleared = after.filter(({ response }) => response.headers["x-cache"] !== "HIT").map(({ pathname }) => pathname);
  agent.destroy();
  return {
    organizationAddresses: paths.length,
    cachedBeforeEdit: cachedBefore,
    edited: "a template section of /page-2",
    clearedByTheEdit: cleared,
    keptInCache: paths.length - cleared.length,
    onlyItsPages: cleared.every((pathname) => pathname === "/page-2" || pathname === "/es/page-2"),
  };
}

function sorted(samples: { ms: number }[]): number[] {
  return samples.map((sample) => sample.ms).sort((a, b) => a - b);
}

/** A measured run of the mix in figures: hit rate, latencies (all, hits, misses), full renders/s. */
export function mixFigures(run: { samples: Sample[]; errors: number; late: number }, seconds: number) {
  const misses = run.samples.filter((sample) => !sample.hit).length;
  const ms = sorted(run.samples);
  return {
    requests: run.samples.length,
    errors: run.errors,
    non200: run.samples.filter((sample) => sample.status !== 200).length,
    lateStarts: run.late,
    hitRate: round(run.samples.length ? 1 - misses / run.samples.length : 0, 3),
    p50Ms: round(percentile(ms, 50), 2),
    p99Ms: round(percentile(ms, 99), 2),
    // Each kind of answer on its own: the mix's p99 is a miss's as soon as misses pass 1%.
    hitP99Ms: round(percentile(sorted(run.samples.filter((sample) => sample.hit)), 99), 2),
    missP99Ms: round(percentile(sorted(run.samples.filter((sample) => !sample.hit)), 99), 2),
    fullRendersPerSecond: round(misses / seconds),
  };
}

export async function benchScale(options: ScaleOptions) {
  const { root, url, say } = options;
  const data = await generateScaleData({ url, organizations: options.organizations, pages: options.pages, log: say });
  const work = mkdtempSync(path.join(os.tmpdir(), "tessera-scale-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "REDIS_URL",
    "PUBLIC_ORIGIN",
    "TRUST_PROXY",
    "TRUSTED_PROXIES",
    "PAGE_CACHE",
    "PAGE_CACHE_MAX_ENTRIES",
  ])
    delete env[key];
  const server: Child = await startNode({
    name: "server (scale)",
    args: ["server/index.ts"],
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: url,
      PAGE_CACHE_MB: String(options.pageCacheMb),
      // The count limit is not what is measured: the byte budget bounds the cache.
      PAGE_CACHE_MAX_ENTRIES: "1000000",
    },
    port,
    logFile: path.join(work, "scale.log"),
    readyPath: "/healthz",
    timeoutMs: 300_000,
  });
  say(`server on port ${port} (log ${path.join(work, "scale.log")})`);
  const paths = scalePaths(options.pages);
  const pathCdf = zipf(paths.length);
  const stages = [];
  try {
    for (const organizations of options.stages) {
      const orgCdf = zipf(organizations);
      const pick = () => ({ host: SCALE_HOST(draw(orgCdf) + 1), path: paths[draw(pathCdf)]! });
      const agent = new Agent({ keepAlive: true, maxSockets: 64 });
      say(`${organizations} organizations: warming ${options.warmup} s`);
      await drive(agent, port, options.rate, options.warmup, pick);
      say(`${organizations} organizations: measuring ${options.duration} s at ${options.rate}/s`);
      const run = await drive(agent, port, options.rate, options.duration, pick);
      // Full renders alone: a query string is never cached, so each of these renders the page.
      const renders = await drive(agent, port, Math.min(20, options.rate), Math.max(5, options.duration / 3), () => {
        const target = pick();
        return { host: target.host, path: `${target.path}?scale=${Math.random().toString(36).slice(2)}` };
      });
      agent.destroy();
      const renderMs = renders.samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const server_ = await stats(port, server.process.pid);
      const stage = {
        organizations,
        addresses: organizations * paths.length,
        ...mixFigures(run, options.duration),
        fullRenderP50Ms: round(percentile(renderMs, 50), 2),
        fullRenderP99Ms: round(percentile(renderMs, 99), 2),
        ...server_,
      };
      say(JSON.stringify(stage));
      stages.push(stage);
    }
    say("purge check");
    const purge = await purgeCheck(url, port, paths);
    const first = stages[0];
    const last = stages.at(-1);
    const p99Ratio = first?.p99Ms && last?.p99Ms ? round(last.p99Ms / first.p99Ms, 2) : null;
    const ratio = (a?: number | null, b?: number | null) => (a && b ? round(b / a, 2) : null);
    return {
      kind: "scale",
      at: new Date().toISOString(),
      data,
      rate: options.rate,
      durationSeconds: options.duration,
      warmupSeconds: options.warmup,
      pageCacheMbBudget: options.pageCacheMb,
      renderThreads: process.env.RENDER_THREADS ?? `default (${os.availableParallelism()})`,
      stages,
      p99Ratio,
      /** The same ratio for hits alone and for misses alone: what grows with the organizations. */
      hitP99Ratio: ratio(first?.hitP99Ms, last?.hitP99Ms),
      missP99Ratio: ratio(first?.missP99Ms, last?.missP99Ms),
      targets: { p99RatioAtMost: 1.5, met: p99Ratio !== null && p99Ratio <= 1.5 && purge.onlyItsPages },
      purge,
      loadAverage: os.loadavg().map((value) => round(value, 2)),
    };
  } finally {
    await server.stop();
  }
}

/** `npm run bench -- --scale …`: runs the section, saves bench-results/scale.json, prints it and exits. */
export async function scaleCli(root: string, options: Record<string, string | boolean | undefined>): Promise<never> {
  const number = (name: string, fallback: number) => Number(options[name]) || fallback;
  const organizations = number("scale-orgs", 1000);
  const result = await benchScale({
    root,
    url: process.env.SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/tessera_scale",
    organizations,
    pages: 50,
    stages: [...new Set([2, Math.min(100, organizations), organizations])],
    rate: number("scale-rate", 200),
    duration: number("duration", 15),
    warmup: number("warmup", 5),
    pageCacheMb: number("page-cache-mb", 64),
    say: (message) => process.stderr.write(`[bench] ${message}\n`),
  });
  const file = path.join(root, "bench-results", "scale.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
