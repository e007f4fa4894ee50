/**
 * `npm run lighthouse`: Lighthouse (mobile profile, Debian Chromium) on home, a content page, /blog,
 * a post and /basket of both demo organizations (decision 045), printing the four category
 * scores and the main timings of each page. Builds when needed and starts the production server
 * with fresh demo data on a free port, or measures a running one with `--port N`. `--runs N`
 * repeats each page and keeps the median performance run (scores on a shared machine vary).
 * `--only home,basket` measures some page types. Results also go to bench-results/lighthouse.json.
 *
 * Scores are for people to read: the script exits 0 whatever they are (non-zero only when
 * Lighthouse or the server fails).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Child, buildNeeded, freePort, httpGet, startNode } from "./bench/processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The ten pages the Lighthouse target covers (decision 045). */
const PAGES: { host: string; type: string; path: string }[] = [
  ...Object.entries({
    home: "/",
    content: "/services",
    blog: "/blog",
    post: "/outlook-2027",
    basket: "/basket",
  }).map(([type, pagePath]) => ({ host: "localhost", type, path: pagePath })),
  ...Object.entries({
    home: "/",
    content: "/savings",
    blog: "/blog",
    post: "/the-quiet-power-of-compound-interest",
    basket: "/basket",
  }).map(([type, pagePath]) => ({ host: "globex.localhost", type, path: pagePath })),
];

const { values: options } = parseArgs({
  options: {
    port: { type: "string" },
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (options.help) {
  console.error(
    "usage: npm run lighthouse -- [--port N (a running server)] [--runs 1] [--only home,content,blog,post,basket]",
  );
  process.exit(0);
}
const runs = Math.max(1, Number.parseInt(options.runs, 10) || 1);
const only = options.only ? new Set(options.only.split(",").map((name) => name.trim())) : null;
const say = (message: string) => process.stderr.write(`[lighthouse] ${message}\n`);

type Result = {
  url: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
};

function lighthouse(url: string): Promise<Result> {
  // Chromium resolves NAME.localhost to the loopback address itself; the rule makes it IPv4, where
  // the server listens.
  const chromeFlags = "--headless=new --no-sandbox --host-resolver-rules=MAP *.localhost 127.0.0.1";
  const args = [
    url,
    `--chrome-flags=${chromeFlags}`,
    "--form-factor=mobile",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--output=json",
    "--output-path=stdout",
    "--quiet",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules", ".bin", "lighthouse"), args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) {
        reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-2000)}`));
        return;
      }
      type Lhr = {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, { numericValue?: number }>;
        runtimeError?: { message: string };
      };
      const report = JSON.parse(Buffer.concat(out).toString("utf8")) as Lhr;
      if (report.runtimeError) {
        reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
        return;
      }
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      const value = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
      resolve({
        url,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        fcpMs: Math.round(value("first-contentful-paint")),
        lcpMs: Math.round(value("largest-contentful-paint")),
        tbtMs: Math.round(value("total-blocking-time")),
        cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
        speedIndexMs: Math.round(value("speed-index")),
      });
    });
  });
}

let server: Child | null = null;
let work: string | null = null;
async function stop() {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}

let port: number;
if (options.port) {
  port = Number(options.port);
} else {
  const reason = buildNeeded(root, "build/server/index.js", ["app", "features", "server", "shared"]);
  if (reason) {
    say(`building (${reason})`);
    const built = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
    if (built.status !== 0) process.exit(1);
  }
  work = mkdtempSync(path.join(os.tmpdir(), "tessera-lighthouse-"));
  port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "TRUST_PROXY", "TRUSTED_PROXIES", "PAGE_CACHE"])
    delete env[key];
  say(`starting the production server on port ${port} (fresh demo data)`);
  server = await startNode({
    name: "server",
    args: ["server/index.ts"],
    cwd: root,
    env: { ...env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: work },
    port,
    logFile: path.join(work, "server.log"),
    readyPath: "/healthz",
    timeoutMs: 300_000,
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stop().finally(() => process.exit(130)));

const results: (Result & { host: string; type: string; path: string; runs: number })[] = [];
try {
  for (const page of PAGES) {
    if (only && !only.has(page.type)) continue;
    // Warm the page cache: Lighthouse measures what a visitor gets once the page has been seen.
    // With the port, as the browser names the host: the page cache's key includes it.
    await httpGet(port, page.path, `${page.host}:${port}`);
    const url = `http://${page.host}:${port}${page.path}`;
    const attempts: Result[] = [];
    for (let run = 0; run < runs; run++) attempts.push(await lighthouse(url));
    attempts.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = attempts[Math.floor(attempts.length / 2)]!;
    results.push({ ...page, ...median, runs });
    const s = median.scores;
    say(
      `${`${page.host}${page.path}`.padEnd(52)} ${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}` +
        `  FCP ${median.fcpMs} ms, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls}` +
        (runs > 1 ? `  (performance over ${runs} runs: ${attempts.map((a) => a.scores.performance).join(", ")})` : ""),
    );
  }
} finally {
  await stop();
}

const file = path.join(root, "bench-results", "lighthouse.json");
mkdirSync(path.dirname(file), { recursive: true });
const report = { date: new Date().toISOString(), loadAverage: os.loadavg(), chrome: CHROME, results };
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
const perfect = results.filter((r) => Object.values(r.scores).every((score) => score === 100)).length;
say(
  `${perfect} of ${results.length} pages at 100/100/100/100 (load average at the end ${os.loadavg()[0]!.toFixed(2)})`,
);
