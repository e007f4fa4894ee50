/**
 * `npm run bench`: how fast anonymous page views are. Builds if needed, starts the production
 * server twice (page cache on, and PAGE_CACHE=false for a full server render), plus a bare
 * `node:http` server that sends the identical HTML bytes (the ceiling for Node on this machine in
 * this run), and measures each with autocannon, alternating the runs so that machine noise spreads.
 * Each tenant is measured on its home page, a content page and the blog index (decision 016).
 * Then it sums the gzipped JavaScript a visitor downloads for the home page, and measures the site
 * search over generated corpora of 1,000 and 10,000 articles (scripts/bench/search-bench.ts;
 * `--search-only` runs just that part, `--no-search` skips it).
 *
 * Prints one JSON object on stdout (also saved to bench-results/latest.json) and a short summary on
 * stderr. Exits 0 when a target is missed (the JSON says which): speed is for people to read, not
 * a test to fail. Options: --duration S (15), --warmup S (5), --connections N (50), --rounds N (1:
 * repeat the alternated runs, figures are then medians), --build (build even when current),
 * --no-info-log (skip the extra cached pass with LOG_LEVEL=info), --keep (keep the data and logs),
 * --cpu-prof (the app servers write V8 CPU profiles to bench-results/profiles/ when they stop),
 * --no-deep-input (skip the page p99 while 300 20,000-deep JSON bodies arrive, decision 030),
 * --deep-input-only (only that measurement, on the cached server).
 * `--realtime [--sockets 1000]` runs the real-time section instead (scripts/bench/realtime.ts).
 * `--scale` runs the 2 / 100 / 1,000-organization section on PostgreSQL instead (scripts/bench/scale.ts).
 * `--js` reports only the start-up JavaScript of every public page type (scripts/bench/js-report.ts).
 * `--video [--calls 20]`: admit → first remote video frame over real calls (scripts/bench/video.ts).
 * `--platform [--sites 20]`: creating sites through the platform API, p95, and their first page cached (scripts/bench/platform.ts);
 *   `--mix` then drives the page mix over all of them and compares cached pages with the bare server (scripts/bench/platform-mix.ts).
 * `--cluster [--duration 60] [--visitors 200] [--instances 3] [--scenarios kill,redis]`: instances behind Caddy on
 *   PostgreSQL + Redis, pages, live chat, contested bookings and edits while an instance is killed
 *   and while Redis restarts (scripts/bench/cluster.ts).
 * `--assistant`: the assistant's precision and recall on the labelled demo questions (scripts/bench/assistant-bench.ts).
 *
 * The machine is shared (2 cores for autocannon and the server under test, and whatever else runs),
 * so each run also records the CPU time the server spent per request, which contention barely
 * moves, the load generator's own CPU use (near 100% means autocannon, not the server, was the
 * limit) and the load average.
 */
import autocannon, { type AutocannonResult } from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Child, buildNeeded, cpuSecondsOf, freePort, httpGet, startNode } from "./bench/processes.ts";
import { type VisitorJs, measureVisitorJs } from "./bench/visitor-js.ts";
import {
  type PageReport,
  type Run,
  type RunKind,
  PAGES,
  PATHS,
  TENANTS,
  deepInputLine,
  pageReport,
  round,
  summary,
} from "./bench/page-report.ts";
import { type PageJsRow, measurePageJs, pageJsTable } from "./bench/page-js.ts";
import { type DeepInputResult, measureDeepInput } from "./bench/deep-input.ts";
import { measureSearch, searchSummary } from "./bench/search-bench.ts";

const root = path.resolve(import.meta.dirname, "..");
const SERVER_BUILD = "build/server/index.js";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "15" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "1" },
    build: { type: "boolean", default: false },
    "info-log": { type: "boolean", default: true },
    keep: { type: "boolean", default: false },
    "cpu-prof": { type: "boolean", default: false },
    "deep-input": { type: "boolean", default: true },
    "deep-input-only": { type: "boolean", default: false },
    search: { type: "boolean", default: true },
    "search-only": { type: "boolean", default: false },
    realtime: { type: "boolean", default: false },
    js: { type: "boolean", default: false },
    sockets: { type: "string", default: "1000" },
    scale: { type: "boolean", default: false },
    "scale-orgs": { type: "string", default: "1000" },
    "scale-rate": { type: "string", default: "200" },
    "page-cache-mb": { type: "string", default: "64" },
    video: { type: "boolean", default: false },
    assistant: { type: "boolean", default: false },
    calls: { type: "string", default: "20" },
    platform: { type: "boolean", default: false },
    sites: { type: "string", default: "20" },
    "create-concurrency": { type: "string", default: "1" },
    mix: { type: "boolean", default: false },
    "mix-rate": { type: "string", default: "100" },
    "mix-sample": { type: "string", default: "1000" },
    cluster: { type: "boolean", default: false },
    visitors: { type: "string", default: "200" },
    instances: { type: "string", default: "3" },
    scenarios: { type: "string", default: "kill,redis" },
    help: { type: "boolean", default: false },
  },
  allowNegative: true,
});
// `--realtime`: the real-time module's own section (scripts/bench/realtime.ts) instead of the pages.
if (options.realtime) {
  const { benchRealtime } = await import("./bench/realtime.ts");
  const result = await benchRealtime({ sockets: Number(options.sockets) || 1000 });
  const file = path.join(root, "bench-results", "realtime.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
// `--scale`: 2, 100 and 1,000 organizations on PostgreSQL in one run (scripts/bench/scale.ts).
if (options.scale && !options.help) await (await import("./bench/scale.ts")).scaleCli(root, options);
// `--video`: admit → first remote video frame over real calls (scripts/bench/video.ts).
if (options.video && !options.help) {
  const { benchVideo } = await import("./bench/video.ts");
  const result = await benchVideo({ calls: Number(options.calls) || 20 });
  const file = path.join(root, "bench-results", "video.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
// `--assistant`: what the assistant answers and what it should not, on the labelled demo questions.
if (options.assistant && !options.help) {
  const { assistantSummary, benchAssistant } = await import("./bench/assistant-bench.ts");
  const result = await benchAssistant((message) => process.stderr.write(`[bench] ${message}\n`));
  const file = path.join(root, "bench-results", "assistant.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.stderr.write(`${assistantSummary(result)}\n`);
  process.exit(0);
}
// `--platform [--sites 20]`: creating sites through the platform API (scripts/bench/platform.ts).
if (options.platform && !options.help) {
  const { benchPlatform } = await import("./bench/platform.ts");
  const result = await benchPlatform({
    root,
    sites: Number(options.sites) || 20,
    concurrency: Number(options["create-concurrency"]) || 1,
    mix: options.mix
      ? {
          rate: Number(options["mix-rate"]) || 100,
          warmup: Number(options.warmup) || 0,
          duration: Number(options.duration) || 15,
          connections: Number(options.connections) || 50,
          rounds: Number(options.rounds) || 1,
          sample: Number(options["mix-sample"]) || 1000,
        }
      : undefined,
  });
  const file = path.join(root, "bench-results", "platform.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
// `--cluster`: instances behind Caddy on PostgreSQL and Redis under faults (scripts/bench/cluster.ts).
if (options.cluster && !options.help) {
  const { benchCluster, clusterSummary } = await import("./bench/cluster.ts");
  const scenarios = options.scenarios.split(",").map((name) => name.trim());
  if (!scenarios.every((name) => name === "kill" || name === "redis")) {
    console.error(`--scenarios expects kill, redis or both, got ${JSON.stringify(options.scenarios)}`);
    process.exit(2);
  }
  const result = await benchCluster({
    // Its own default (60 s per scenario), unless --duration is given.
    durationS: process.argv.some((arg) => arg.startsWith("--duration")) ? Number(options.duration) || 60 : 60,
    instances: Number(options.instances) || 3,
    visitors: Number(options.visitors) || 200,
    scenarios: scenarios as ("kill" | "redis")[],
    keepLogs: options.keep,
  });
  const file = path.join(root, "bench-results", "cluster.json");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  process.stderr.write(`${clusterSummary(result)}\n`);
  process.exit(0);
}
// `--js`: the start-up JavaScript of every public page type (decision 045), nothing else.
if (options.js && !options.help) {
  const { benchPageJs } = await import("./bench/js-report.ts");
  process.exit(await benchPageJs({ build: options.build }));
}
if (options.help) {
  console.error(
    "usage: npm run bench -- [--duration 15] [--warmup 5] [--connections 50] [--rounds 1] [--build] [--no-info-log] [--keep] [--cpu-prof] [--no-deep-input | --deep-input-only] [--no-search | --search-only]\n       npm run bench -- --realtime [--sockets 1000]\n       npm run bench -- --scale [--scale-orgs 1000] [--scale-rate 200] [--duration 15] [--warmup 5] [--page-cache-mb 64] (SCALE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/tessera_scale)\n       npm run bench -- --js [--build]\n       npm run bench -- --video [--calls 20]\n       npm run bench -- --cluster [--duration 60] [--visitors 200] [--instances 3] [--scenarios kill,redis] [--keep] (PostgreSQL at 127.0.0.1:5432, database tessera_cluster_bench; caddy and redis-server)\n       npm run bench -- --assistant\n       npm run bench -- --platform [--sites 20] [--create-concurrency 1] [--mix [--mix-rate 100] [--mix-sample 1000] [--warmup 5] [--duration 15] [--connections 50] [--rounds 1]] (PLATFORM_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/tessera_platform_bench)",
  );
  process.exit(0);
}
function positive(name: string, value: string, integer: boolean): number {
  const number = Number(value);
  if (
    !Number.isFinite(number) ||
    number < 0 ||
    (integer && !Number.isInteger(number)) ||
    (name !== "warmup" && number === 0)
  ) {
    console.error(`--${name} expects a ${integer ? "whole " : ""}number above 0, got ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return number;
}
const duration = positive("duration", options.duration, false);
const warmup = positive("warmup", options.warmup, false);
const connections = positive("connections", options.connections, true);
const rounds = positive("rounds", options.rounds, true);

const say = (message: string) => process.stderr.write(`[bench] ${message}\n`);

// --- 1. The production build ---------------------------------------------------------------
const buildReason = options["search-only"]
  ? null
  : options.build
    ? "--build was passed"
    : buildNeeded(root, SERVER_BUILD, ["app", "features", "server", "shared"]);
if (buildReason) {
  say(`building (${buildReason})`);
  // The build's output goes to stderr: stdout carries only the JSON result.
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) {
    say("the build failed");
    process.exit(1);
  }
} else if (!options["search-only"]) {
  say(`${SERVER_BUILD} is current; not building (pass --build to force)`);
}

// --- 2. The servers ------------------------------------------------------------------------
const work = mkdtempSync(path.join(os.tmpdir(), "tessera-bench-"));
const children: Child[] = [];
let stopping = false;
async function stopAll() {
  stopping = true;
  await Promise.allSettled(children.map((child) => child.stop()));
  if (!options.keep) rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** The environment of a server under test: ours, less anything that would point it elsewhere. */
function serverEnv(name: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "DATABASE_URL",
    "REDIS_URL",
    "PUBLIC_ORIGIN",
    "TRUST_PROXY",
    "TRUSTED_PROXIES",
    "PAGE_CACHE",
    "PAGE_CACHE_MAX_ENTRIES",
  ])
    delete env[key];
  const dataDir = path.join(work, `data-${name}`);
  mkdirSync(dataDir);
  return {
    ...env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    ...extra,
  };
}

async function startApp(name: string, extra: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const profile = options["cpu-prof"]
    ? [
        "--cpu-prof",
        `--cpu-prof-dir=${path.join(root, "bench-results", "profiles")}`,
        `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
      ]
    : [];
  const child = await startNode({
    name: `server (${name})`,
    args: [...profile, "server/index.ts"],
    cwd: root,
    env: serverEnv(name, port, extra),
    port,
    logFile: path.join(work, `${name}.log`),
    readyPath: "/healthz",
    // Migrations and the demo seed take minutes on a busy shared machine.
    timeoutMs: 300_000,
  });
  children.push(child);
  return child;
}

let pageJsRows: PageJsRow[] = [];

function fail(message: string): never {
  throw new Error(message);
}

const loadAtStart = round(os.loadavg()[0]!, 2);

/** The home page's p99 on the cached server, idle and while 300 deep bodies arrive. */
async function deepInput(server: Child): Promise<DeepInputResult> {
  await httpGet(server.port, "/", TENANTS[0], 60_000);
  say(`deep input: ${TENANTS[0]}/ for ${duration} s idle, then ${duration} s while 300 20,000-deep JSON bodies arrive`);
  const result = await measureDeepInput({
    port: server.port,
    host: TENANTS[0],
    page: "/",
    seconds: duration,
    connections: 10,
  });
  say(
    `  p99 ${result.idle.p99} ms idle, ${result.underDeepInput.p99} ms under deep input (${result.p99Ratio}×); ` +
      `deep bodies answered ${JSON.stringify(result.deepStatuses)} in ${result.deepSeconds} s`,
  );
  return result;
}

async function main() {
  say(`data and logs in ${work}`);
  if (loadAtStart > os.availableParallelism()) {
    say(
      `warning: the load average is ${loadAtStart} on ${os.availableParallelism()} cores: other work will disturb the figures`,
    );
  }
  if (options["deep-input-only"]) {
    const cachedOnly = await startApp("cached", {});
    return { deepInputOnly: await deepInput(cachedOnly) };
  }
  const [cached, full, cachedInfo] = await Promise.all([
    startApp("cached", {}),
    startApp("full", { PAGE_CACHE: "false" }),
    options["info-log"] ? startApp("cached-info-log", { LOG_LEVEL: "info" }) : Promise.resolve(null),
  ]);

  // Fill the caches and check what each server answers; keep the cached bytes for the bare server.
  // Keyed by host + path (`localhost/`, `localhost/blog`, …).
  const pages: Record<string, { htmlBytes: number; contentType: string; sameAsFullRender: boolean; html: Buffer }> = {};
  for (const { host, path: pagePath, key } of PAGES) {
    // The first render also waits for the render threads to start: generous on a busy machine.
    const first = await httpGet(cached.port, pagePath, host, 60_000);
    if (first.status !== 200) fail(`GET ${pagePath} on ${host} answered ${first.status} (cache on)`);
    const hit = await httpGet(cached.port, pagePath, host);
    if (hit.headers["x-cache"] !== "HIT")
      fail(`the second GET ${pagePath} on ${host} was not a cache hit (x-cache: ${hit.headers["x-cache"]})`);
    const rendered = await httpGet(full.port, pagePath, host, 60_000);
    if (rendered.status !== 200) fail(`GET ${pagePath} on ${host} answered ${rendered.status} (cache off)`);
    if (rendered.headers["x-cache"])
      fail(`with PAGE_CACHE=false, GET ${pagePath} on ${host} still says x-cache: ${rendered.headers["x-cache"]}`);
    if (cachedInfo && pagePath === "/") {
      await httpGet(cachedInfo.port, "/", host);
      const infoHit = await httpGet(cachedInfo.port, "/", host);
      if (infoHit.headers["x-cache"] !== "HIT") fail(`the LOG_LEVEL=info server did not cache ${host}`);
    }
    pages[key] = {
      html: hit.body,
      htmlBytes: hit.body.length,
      contentType: String(hit.headers["content-type"] ?? "text/html"),
      sameAsFullRender: hit.body.equals(rendered.body),
    };
  }

  const bare: Record<string, Child> = {};
  for (const { host, path: pagePath, key } of PAGES) {
    const page = pages[key]!;
    const bodyFile = path.join(work, `${key.replaceAll("/", "_")}.html`);
    writeFileSync(bodyFile, page.html);
    const port = await freePort();
    const child = await startNode({
      name: `bare server (${key})`,
      args: ["scripts/bench/bare-server.ts", String(port), bodyFile, page.contentType],
      cwd: root,
      env: { ...process.env },
      port,
      logFile: path.join(work, `bare-${key.replaceAll("/", "_")}.log`),
      readyPath: "/",
    });
    children.push(child);
    const check = await httpGet(port, pagePath, host);
    if (!check.body.equals(page.html)) fail(`the bare server for ${key} does not send the cached bytes`);
    bare[key] = child;
  }

  // The JavaScript a visitor downloads for the home page, fetched from the server as a browser would.
  const visitorJs: Record<string, VisitorJs> = {};
  for (const host of TENANTS) {
    visitorJs[host] = await measureVisitorJs(pages[`${host}/`]!.html.toString("utf8"), async (pathname) => {
      const response = await httpGet(cached.port, pathname, host);
      return response.status === 200 ? response.body : null;
    });
  }
  // Every public page type's start-up JavaScript (decision 045; `--js` measures only this).
  pageJsRows = (await measurePageJs(cached.port)).rows;
  say(pageJsTable(pageJsRows));

  // --- 3. The runs, alternated: bare, cached, full for one tenant, then the other's in reverse.
  const [a, b] = TENANTS;
  const plan: { round: number; kind: RunKind; host: string; path: string; server: Child }[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const pagePath of PATHS[a]) {
      const key = `${a}${pagePath}`;
      plan.push(
        { round, kind: "bare", host: a, path: pagePath, server: bare[key]! },
        { round, kind: "cached", host: a, path: pagePath, server: cached },
        { round, kind: "full", host: a, path: pagePath, server: full },
      );
    }
    for (const pagePath of PATHS[b]) {
      const key = `${b}${pagePath}`;
      plan.push(
        { round, kind: "cached", host: b, path: pagePath, server: cached },
        { round, kind: "full", host: b, path: pagePath, server: full },
        { round, kind: "bare", host: b, path: pagePath, server: bare[key]! },
      );
    }
    if (cachedInfo) plan.push({ round, kind: "cachedInfoLog", host: a, path: "/", server: cachedInfo });
  }

  const runs: Run[] = [];
  for (const [index, step] of plan.entries()) {
    if (stopping) return null;
    const label = `${step.kind} ${step.host}${step.path}`;
    say(
      `run ${index + 1}/${plan.length}: ${label} — ${warmup} s warm-up, then ${duration} s, ${connections} connections`,
    );
    const target = {
      url: `http://127.0.0.1:${step.server.port}${step.path}`,
      connections,
      headers: { host: step.host },
    };
    if (warmup > 0) await autocannon({ ...target, duration: warmup });
    const serverCpuBefore = cpuSecondsOf(step.server.process.pid);
    const ownCpuBefore = process.cpuUsage();
    const result: AutocannonResult = await autocannon({ ...target, duration });
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const serverCpuAfter = cpuSecondsOf(step.server.process.pid);
    const serverCpu = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
    const run: Run = {
      label,
      round: step.round,
      kind: step.kind,
      host: step.host,
      path: step.path,
      requestsPerSecond: round(result.requests.total / result.duration),
      serverCpuMicrosPerRequest:
        serverCpu === null || !result.requests.total ? null : round((serverCpu * 1e6) / result.requests.total, 1),
      loadGeneratorCpuPercent: round((ownCpu.user + ownCpu.system) / 1e4 / result.duration, 0),
      loadAverage1m: round(os.loadavg()[0]!, 2),
      latencyMs: {
        p50: result.latency.p50,
        p99: result.latency.p99,
        average: round(result.latency.average, 2),
        max: result.latency.max,
      },
      requests: result.requests.total,
      durationSeconds: result.duration,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    if (run.errors || run.timeouts || run.non2xx) {
      say(`  warning: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx answers`);
    }
    say(
      `  ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms; ` +
        `server ${run.serverCpuMicrosPerRequest ?? "?"} µs CPU/request, autocannon ${run.loadGeneratorCpuPercent}% CPU, load ${run.loadAverage1m}`,
    );
    runs.push(run);
  }

  const deepInputResult = options["deep-input"] && !stopping ? await deepInput(cached) : null;

  return pageReport(runs, {
    pages,
    visitorJs,
    pageJs: pageJsRows,
    deepInput: deepInputResult,
    loadAtStart,
    settings: {
      connections,
      durationSeconds: duration,
      warmupSeconds: warmup,
      rounds,
      build: buildReason ?? "current",
    },
  });
}

let exitCode = 0;
try {
  const report = options["search-only"] ? null : await main();
  const search = options.search || options["search-only"] ? await measureSearch(say) : null;
  if (!report && search) {
    const json = JSON.stringify({ date: new Date().toISOString(), node: process.version, search }, null, 2);
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "search.json"), `${json}\n`);
    process.stdout.write(`${json}\n`);
    process.stderr.write(`${searchSummary(search)}\n`);
  }
  if (report) {
    Object.assign(report, { search });
    if (search && "targets" in report && report.targets) Object.assign(report.targets, { search: search.target });
    const json = JSON.stringify(report, null, 2);
    mkdirSync(path.join(root, "bench-results"), { recursive: true });
    writeFileSync(path.join(root, "bench-results", "latest.json"), `${json}\n`);
    process.stdout.write(`${json}\n`);
    process.stderr.write(
      `${"deepInputOnly" in report ? deepInputLine(report.deepInputOnly as DeepInputResult) : summary(report as PageReport)}\n`,
    );
    if (search) process.stderr.write(`${searchSummary(search)}\n`);
    say("saved to bench-results/latest.json");
  }
} catch (error) {
  say(`failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
