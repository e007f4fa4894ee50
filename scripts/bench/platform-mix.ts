/**
 * `npm run bench -- --platform --sites 1000 --mix` (decision 061): after the platform bench has created
 * and published its sites through the API, the scale bench's page mix over all of them, then the
 * cached pages against the bare `node:http` server sending the same bytes.
 *
 * 1. The addresses: every page of the starter kit, read from the first site's sitemap (each site
 *    has the same kit, so the same paths), each checked to answer 200.
 * 2. The mix (open loop, fixed rate, scale.ts's `drive`): a site drawn by Zipf (s = 1, the first
 *    created the most popular), a page within it by Zipf; warm-up, then measured: hit rate, p50/p99
 *    (and of hits and misses on their own), requests/s, the page cache's entries and bytes.
 * 3. The ratio (closed loop, autocannon, the same connections for both servers): `sample` draws of
 *    the same mix; each drawn address is fetched until our server answers it from its page cache,
 *    and that HIT answer (status, headers, gzip body) is captured. The bare server
 *    (bare-server.ts `--map`, its own process like ours) answers each captured address with those
 *    bytes; both are then driven with the same draws (so the same Zipf frequencies) and the same
 *    request headers. Our requests/s count only the answers that said `x-cache: HIT` (a miss would
 *    be a render, not the cache); the bare server's count its 200s. Runs alternate (ours, bare, then
 *    bare, ours…); with several rounds the figures are medians.
 */
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { type Child, cpuSecondsOf, freePort, startNode } from "./processes.ts";
import { draw, drive, get, mixFigures, percentile, round, stats, zipf } from "./scale.ts";

export type MixOptions = {
  /** Requests per second of the open-loop mix. */
  rate: number;
  warmup: number;
  duration: number;
  /** Connections of the closed-loop ratio runs (as the page bench's 50). */
  connections: number;
  rounds: number;
  /** Draws of the mix whose addresses are captured for the ratio runs. */
  sample: number;
};

/** Headers each server writes itself (Node does for both), not replayed from the capture. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

const median = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
};

/** The public paths of a site, from its sitemap (locale prefixes included), each answering 200. */
async function sitePaths(agent: Agent, port: number, host: string, say: (message: string) => void) {
  const sitemap = await get(agent, port, host, "/sitemap.xml");
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml of ${host} answered ${sitemap.status}`);
  const xml = (sitemap.headers["content-encoding"] === "gzip" ? gunzipSync(sitemap.body) : sitemap.body).toString(
    "utf8",
  );
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  // The help center's index is no page record, so not in the sitemap: asked for as well.
  const helpCenter = [
    "/help-center",
    ...listed.filter((listedPath) => /^\/[a-z]{2}$/.test(listedPath)).map((prefix) => `${prefix}/help-center`),
  ];
  const paths: string[] = [];
  for (const pathname of new Set(["/", ...listed, ...helpCenter])) {
    const answer = await get(agent, port, host, pathname);
    if (answer.status === 200) paths.push(pathname);
    else say(`  ${pathname} answered ${answer.status}: left out of the mix`);
  }
  return paths;
}

/** One closed-loop autocannon run over the draws; requests/s of the answers `counts` accepts. */
async function closedLoop(options: {
  server: Child;
  draws: { host: string; path: string }[];
  connections: number;
  seconds: number;
  counts: (status: number, cache: string | undefined) => boolean;
}) {
  let counted = 0;
  let other = 0;
  const cpuBefore = cpuSecondsOf(options.server.process.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${options.server.port}`,
    connections: options.connections,
    duration: options.seconds,
    headers: { "accept-encoding": "gzip" },
    requests: [
      {
        setupRequest: (request) => {
          const target = options.draws[Math.floor(Math.random() * options.draws.length)]!;
          return { ...request, path: target.path, headers: { ...request.headers, host: target.host } };
        },
        onResponse: (status, _body, _context, headers) => {
          if (options.counts(status, headers["x-cache"] ?? headers["X-Cache"])) counted++;
          else other++;
        },
      },
    ],
  });
  const cpuAfter = cpuSecondsOf(options.server.process.pid);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: round(counted / result.duration, 0)!,
    counted,
    other,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    serverCpuMicrosPerRequest:
      cpu === null || !result.requests.total ? null : round((cpu * 1e6) / result.requests.total),
  };
}

export async function benchPlatformMix(options: {
  root: string;
  work: string;
  app: Child;
  hosts: string[];
  mix: MixOptions;
  say: (message: string) => void;
}) {
  const { root, work, app, hosts, mix, say } = options;
  const port = app.port;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const children: Child[] = [];
  try {
    const paths = await sitePaths(agent, port, hosts[0]!, say);
    say(`mix: ${hosts.length} sites × ${paths.length} pages (${paths.join(" ")})`);
    const siteCdf = zipf(hosts.length);
    const pathCdf = zipf(paths.length);
    const pick = () => ({ host: hosts[draw(siteCdf)]!, path: paths[draw(pathCdf)]! });

    // 2. The open-loop mix.
    say(`mix: warming ${mix.warmup} s at ${mix.rate}/s`);
    await drive(agent, port, mix.rate, mix.warmup, pick);
    say(`mix: measuring ${mix.duration} s at ${mix.rate}/s`);
    const run = await drive(agent, port, mix.rate, mix.duration, pick);
    const server = await stats(port, app.process.pid);
    const openLoop = {
      sites: hosts.length,
      pagesPerSite: paths.length,
      addresses: hosts.length * paths.length,
      paths,
      rate: mix.rate,
      warmupSeconds: mix.warmup,
      durationSeconds: mix.duration,
      requestsPerSecond: round(run.samples.length / mix.duration),
      ...mixFigures(run, mix.duration),
      ...server,
    };
    say(
      `mix: hit rate ${openLoop.hitRate}, p50 ${openLoop.p50Ms} ms, p99 ${openLoop.p99Ms} ms (hits ${openLoop.hitP99Ms}, misses ${openLoop.missP99Ms}), ` +
        `${openLoop.requestsPerSecond} req/s, ${openLoop.errors} errors, ${openLoop.non200} non-200; page cache ${openLoop.pageCacheEntries} pages, ${openLoop.pageCacheMb} MB; RSS ${openLoop.rssMb} MB`,
    );

    // 3. Capture the HIT answers of a sample of the mix.
    const draws = Array.from({ length: mix.sample }, pick);
    const byKey = new Map(draws.map((target) => [`${target.host}${target.path}`, target]));
    const unique = [...byKey.values()];
    say(`ratio: capturing the cached answers of ${unique.length} addresses (${mix.sample} draws of the mix)`);
    const captured = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
    let notCached = 0;
    for (const [index, target] of unique.entries()) {
      let answer = await get(agent, port, target.host, target.path);
      if (answer.headers["x-cache"] !== "HIT") answer = await get(agent, port, target.host, target.path);
      if (answer.status !== 200 || answer.headers["x-cache"] !== "HIT") {
        notCached++;
        continue;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || OWN_HEADERS.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
      }
      captured.set(`${target.host}${target.path}`, { status: answer.status, headers, body: answer.body });
      if ((index + 1) % 250 === 0) say(`  ${index + 1}/${unique.length}`);
    }
    if (captured.size === 0) throw new Error("no address of the sample was answered from the page cache");
    // Every captured address is still a HIT now (nothing was evicted while capturing).
    let evicted = 0;
    for (const key of captured.keys()) {
      const target = byKey.get(key)!;
      const again = await get(agent, port, target.host, target.path);
      if (again.headers["x-cache"] !== "HIT") evicted++;
      else if (again.body.length !== captured.get(key)!.body.length)
        throw new Error(`${key}: two cached answers of different sizes`);
    }
    const ratioDraws = draws.filter((target) => captured.has(`${target.host}${target.path}`));

    const dir = path.join(work, "bare-mix");
    mkdirSync(dir, { recursive: true });
    const manifest = [...captured.entries()].map(([key, answer], index) => {
      writeFileSync(path.join(dir, `${index}.body`), answer.body);
      return { key, status: answer.status, headers: answer.headers, file: `${index}.body` };
    });
    writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    const barePort = await freePort();
    const first = ratioDraws[0]!;
    const bare = await startNode({
      name: "bare server (platform mix)",
      args: ["scripts/bench/bare-server.ts", String(barePort), "--map", path.join(dir, "manifest.json")],
      cwd: root,
      env: { ...process.env },
      port: barePort,
      logFile: path.join(work, "bare-mix.log"),
      readyPath: first.path,
      readyHost: first.host,
    });
    children.push(bare);
    for (const [key, answer] of captured) {
      const target = byKey.get(key)!;
      const check = await get(agent, barePort, target.host, target.path);
      if (!check.body.equals(answer.body))
        throw new Error(`the bare server does not send the captured bytes of ${key}`);
    }
    const headerBytes = [...captured.values()].map((answer) =>
      Object.entries(answer.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0),
    );
    const bodyBytes = [...captured.values()].map((answer) => answer.body.length);

    // What the server spends with no request at all (timers, background jobs over its sites): part of
    // its CPU per request below, none of the bare server's.
    const idleBefore = cpuSecondsOf(app.process.pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleAfter = cpuSecondsOf(app.process.pid);
    const idleCpuPercent =
      idleBefore === null || idleAfter === null ? null : round(((idleAfter - idleBefore) / 5) * 100);
    say(`ratio: our server idle for 5 s: ${idleCpuPercent ?? "?"}% of a core`);
    const runs: { round: number; kind: "cached" | "bare"; [key: string]: unknown }[] = [];
    for (let roundNumber = 1; roundNumber <= mix.rounds; roundNumber++) {
      const order: ("cached" | "bare")[] = roundNumber % 2 ? ["cached", "bare"] : ["bare", "cached"];
      for (const kind of order) {
        const target = kind === "cached" ? app : bare;
        const counts =
          kind === "cached"
            ? (status: number, cache: string | undefined) => status === 200 && cache === "HIT"
            : (status: number) => status === 200;
        say(
          `ratio: ${kind}, round ${roundNumber}: ${mix.warmup} s warm-up, then ${mix.duration} s, ${mix.connections} connections`,
        );
        if (mix.warmup > 0)
          await closedLoop({
            server: target,
            draws: ratioDraws,
            connections: mix.connections,
            seconds: mix.warmup,
            counts,
          });
        const result = await closedLoop({
          server: target,
          draws: ratioDraws,
          connections: mix.connections,
          seconds: mix.duration,
          counts,
        });
        say(
          `  ${result.requestsPerSecond} req/s counted (${result.other} not: ${kind === "cached" ? "not a HIT" : "not 200"}), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
            `server ${result.serverCpuMicrosPerRequest ?? "?"} µs CPU/request, load ${round(os.loadavg()[0]!, 2)}`,
        );
        runs.push({ round: roundNumber, kind, ...result, loadAverage1m: round(os.loadavg()[0]!, 2) });
      }
    }
    const figure = (kind: "cached" | "bare", key: "requestsPerSecond" | "serverCpuMicrosPerRequest") => {
      const values = runs
        .filter((entry) => entry.kind === kind)
        .map((entry) => entry[key] as number | null)
        .filter((value): value is number => value !== null);
      return values.length ? median(values) : null;
    };
    const cachedRps = figure("cached", "requestsPerSecond")!;
    const bareRps = figure("bare", "requestsPerSecond")!;
    const cachedCpu = figure("cached", "serverCpuMicrosPerRequest");
    const bareCpu = figure("bare", "serverCpuMicrosPerRequest");
    const ratio = round(cachedRps / bareRps, 3)!;
    const closed = {
      sampleDraws: mix.sample,
      addresses: captured.size,
      sitesInSample: new Set(ratioDraws.map((target) => target.host)).size,
      notCachedWhenCaptured: notCached,
      evictedBeforeTheRuns: evicted,
      drawsUsed: ratioDraws.length,
      bodyBytes: {
        p50: percentile(
          [...bodyBytes].sort((a, b) => a - b),
          50,
        ),
        max: Math.max(...bodyBytes),
      },
      headerBytesP50: percentile(
        [...headerBytes].sort((a, b) => a - b),
        50,
      ),
      connections: mix.connections,
      rounds: mix.rounds,
      runs,
      requestsPerSecond: { cached: cachedRps, bare: bareRps },
      cachedVsBare: ratio,
      cpuEfficiencyVsBare: bareCpu && cachedCpu ? round(bareCpu / cachedCpu, 3) : null,
      serverIdleCpuPercent: idleCpuPercent,
      method:
        "closed loop, autocannon in the bench's process, same connections, same draws of the mix, same request headers (accept-encoding: gzip); our server's answers counted only when x-cache: HIT; the bare server (its own node:http process) sends each captured HIT answer's status, headers and gzip body (Date, Connection, Keep-Alive and Content-Length written by Node in both)",
    };
    say(
      `ratio: cached ${cachedRps} req/s against bare ${bareRps} req/s over ${captured.size} addresses of ${closed.sitesInSample} sites: ${ratio}× (target ≥ 0.85: ${ratio >= 0.85 ? "met" : "MISSED"})`,
    );
    return {
      openLoop,
      closedLoop: closed,
      targets: { cachedVsBareAtLeast: 0.85, met: ratio >= 0.85 },
      machine: { cores: os.availableParallelism(), loadAverage: os.loadavg().map((value) => round(value, 2)) },
    };
  } finally {
    agent.destroy();
    await Promise.allSettled(children.map((child) => child.stop()));
  }
}
