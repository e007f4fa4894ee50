/**
 * The page section of `npm run bench` (scripts/bench.ts) turned into its report: figures per tenant
 * and page from the runs (medians over rounds), the ratios to the bare server, the targets, and the
 * short summary printed on stderr. The runs themselves are made by scripts/bench.ts.
 */
import os from "node:os";
import path from "node:path";
import type { DeepInputResult } from "./deep-input.ts";
import type { PageJsRow } from "./page-js.ts";
import { type VisitorJs, GZIP_LEVEL } from "./visitor-js.ts";

export const TENANTS = ["localhost", "globex.localhost"] as const;
/** The pages measured per tenant: home first (the reference), then a content page and the blog. */
export const PATHS: Record<(typeof TENANTS)[number], string[]> = {
  localhost: ["/", "/services", "/blog"],
  "globex.localhost": ["/", "/savings", "/blog"],
};
export const PAGES = TENANTS.flatMap((host) =>
  PATHS[host].map((pagePath) => ({ host, path: pagePath, key: `${host}${pagePath}` })),
);
export const TARGETS = {
  cachedVsBare: 0.5,
  fullRenderRps: 1000,
  visitorJsGzipBytes: 130_000,
  /** Content pages and the blog, cached, at least 0.7× the bare server ... */
  contentCachedVsBare: 0.7,
  /** ... and their full render, relative to the bare server, no worse than home's (ratio of ratios ≥ 1). */
  contentFullVsHome: 1,
  /** A page's p99 while 300 deep JSON bodies arrive, at most 2× its idle p99. */
  deepInputP99Ratio: 2,
};

export const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;
export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type RunKind = "bare" | "cached" | "full" | "cachedInfoLog";
export type Run = {
  label: string;
  round: number;
  kind: RunKind;
  host: string;
  /** The page measured (`/`, a content page, `/blog`). */
  path: string;
  requestsPerSecond: number;
  /** CPU time of the server process per request (user + system): what contention barely moves. */
  serverCpuMicrosPerRequest: number | null;
  /** CPU use of the bench process (autocannon) during the run, in % of one core. */
  loadGeneratorCpuPercent: number;
  loadAverage1m: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  durationSeconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** What the page section measured besides the runs: the pages' bytes and the visitor's JavaScript. */
export type PageFacts = {
  pages: Record<string, { htmlBytes: number; contentType: string; sameAsFullRender: boolean }>;
  visitorJs: Record<string, VisitorJs>;
  pageJs: PageJsRow[];
  deepInput: DeepInputResult | null;
  loadAtStart: number;
  settings: { connections: number; durationSeconds: number; warmupSeconds: number; rounds: number; build: string };
};

export function pageReport(runs: Run[], facts: PageFacts) {
  const { pages, visitorJs, pageJs: pageJsRows, deepInput: deepInputResult } = facts;
  // With several rounds, each figure is the median of its runs.
  const figure = (
    kind: RunKind,
    host: string,
    pick: (run: Run) => number | null,
    pagePath = "/",
  ): number | undefined => {
    const values = runs
      .filter((run) => run.kind === kind && run.host === host && run.path === pagePath)
      .map(pick)
      .filter((value): value is number => value !== null);
    return values.length ? median(values) : undefined;
  };
  const tenants = Object.fromEntries(
    TENANTS.map((host) => {
      const bareRps = figure("bare", host, (run) => run.requestsPerSecond)!;
      const cachedRps = figure("cached", host, (run) => run.requestsPerSecond)!;
      const fullRps = figure("full", host, (run) => run.requestsPerSecond)!;
      const infoRps = figure("cachedInfoLog", host, (run) => run.requestsPerSecond);
      const cpu = (kind: RunKind) => figure(kind, host, (run) => run.serverCpuMicrosPerRequest);
      const [bareCpu, cachedCpu, fullCpu, infoCpu] = [cpu("bare"), cpu("cached"), cpu("full"), cpu("cachedInfoLog")];
      const js = visitorJs[host]!;
      return [
        host,
        {
          htmlBytes: pages[`${host}/`]!.htmlBytes,
          contentType: pages[`${host}/`]!.contentType,
          cachedBytesSameAsFullRender: pages[`${host}/`]!.sameAsFullRender,
          requestsPerSecond: {
            bare: bareRps,
            cached: cachedRps,
            full: fullRps,
            ...(infoRps !== undefined ? { cachedInfoLog: infoRps } : {}),
          },
          ratioToBare: {
            cached: round(cachedRps / bareRps, 3),
            full: round(fullRps / bareRps, 3),
            ...(infoRps !== undefined ? { cachedInfoLog: round(infoRps / bareRps, 3) } : {}),
          },
          serverCpuMicrosPerRequest: {
            bare: bareCpu ?? null,
            cached: cachedCpu ?? null,
            full: fullCpu ?? null,
            ...(infoCpu !== undefined ? { cachedInfoLog: infoCpu } : {}),
          },
          /** Bare CPU per request over cached CPU per request: the cache's efficiency, robust to a busy machine. */
          cpuEfficiencyVsBare: {
            cached: bareCpu && cachedCpu ? round(bareCpu / cachedCpu, 3) : null,
            full: bareCpu && fullCpu ? round(bareCpu / fullCpu, 3) : null,
          },
          visitorJs: {
            gzipBytes: js.gzipBytes,
            bytes: js.bytes,
            gzipLevel: js.gzipLevel,
            chunks: js.files.map((file) => ({ ...file, file: path.posix.basename(file.file) })),
            lazyChunks: js.lazyChunks.map((file) => path.posix.basename(file)),
            editorLoginOrHelpChunks: js.suspectChunks.map((file) => path.posix.basename(file)),
            missing: js.missing,
          },
        },
      ];
    }),
  );

  // Content pages and the blog, each against its own bare server and against its tenant's home.
  const contentPages = Object.fromEntries(
    PAGES.filter((page) => page.path !== "/").map(({ host, path: pagePath, key }) => {
      const rps = (kind: RunKind) => figure(kind, host, (run) => run.requestsPerSecond, pagePath)!;
      const cpu = (kind: RunKind) => figure(kind, host, (run) => run.serverCpuMicrosPerRequest, pagePath) ?? null;
      const ratio = { cached: round(rps("cached") / rps("bare"), 3), full: round(rps("full") / rps("bare"), 3) };
      return [
        key,
        {
          htmlBytes: pages[key]!.htmlBytes,
          cachedBytesSameAsFullRender: pages[key]!.sameAsFullRender,
          requestsPerSecond: { bare: rps("bare"), cached: rps("cached"), full: rps("full") },
          ratioToBare: ratio,
          serverCpuMicrosPerRequest: { bare: cpu("bare"), cached: cpu("cached"), full: cpu("full") },
          /** This page's full-render ratio to bare over home's (same tenant, same run): ≥ 1 is no worse than home. */
          fullRatioVsHome: round(ratio.full / tenants[host]!.ratioToBare.full, 3),
        },
      ];
    }),
  );
  const contentCached = Math.min(...Object.values(contentPages).map((page) => page.ratioToBare.cached));
  const contentFull = Math.min(...Object.values(contentPages).map((page) => page.fullRatioVsHome));

  const cachedVsBare = Math.min(...TENANTS.map((host) => tenants[host]!.ratioToBare.cached));
  const fullRender = Math.min(...TENANTS.map((host) => tenants[host]!.requestsPerSecond.full));
  const visitorJsBytes = Math.max(...TENANTS.map((host) => tenants[host]!.visitorJs.gzipBytes));
  const suspect = [...new Set(TENANTS.flatMap((host) => tenants[host]!.visitorJs.editorLoginOrHelpChunks))];
  const cpus = os.cpus();

  return {
    date: new Date().toISOString(),
    pageJs: pageJsRows,
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    machine: {
      cores: os.availableParallelism(),
      cpu: cpus[0]?.model ?? "unknown",
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      platform: `${os.platform()} ${os.release()}`,
    },
    node: process.version,
    loadAverageAtStart: facts.loadAtStart,
    settings: facts.settings,
    notes: [
      "autocannon runs in-process with the bench script, on the same machine as the servers: they share its cores.",
      "Servers run with NODE_ENV=production LOG_LEVEL=warn on PGlite (fresh DATA_DIR each, demo content); the cachedInfoLog run uses LOG_LEVEL=info (logs to a file).",
      "Each run: warm-up, then the measured run; requests/s is completed requests over the measured duration; latency in ms.",
      "Ratios divide by the bare node:http server sending the same bytes for the same host; with several rounds, figures are medians.",
      "serverCpuMicrosPerRequest: CPU time of the server process per request (from /proc), little moved by other load; loadGeneratorCpuPercent near 100 means autocannon itself was the limit.",
      `Visitor JS: every script the home page loads at start (script src, modulepreload, inline imports, then static imports), gzip level ${GZIP_LEVEL} (zlib's default); 1 KB = 1000 bytes.`,
    ],
    runs,
    tenants,
    contentPages,
    deepInput: deepInputResult,
    targets: {
      ...(deepInputResult
        ? {
            deepInputP99Ratio: {
              value: deepInputResult.p99Ratio,
              target: TARGETS.deepInputP99Ratio,
              met: deepInputResult.p99Ratio <= TARGETS.deepInputP99Ratio,
            },
          }
        : {}),
      contentCachedVsBare: {
        value: contentCached,
        target: TARGETS.contentCachedVsBare,
        met: contentCached >= TARGETS.contentCachedVsBare,
      },
      contentFullVsHome: {
        value: contentFull,
        target: TARGETS.contentFullVsHome,
        met: contentFull >= TARGETS.contentFullVsHome,
      },
      cachedVsBare: { value: cachedVsBare, target: TARGETS.cachedVsBare, met: cachedVsBare >= TARGETS.cachedVsBare },
      fullRender: {
        value: fullRender,
        target: TARGETS.fullRenderRps,
        unit: "requests/s",
        met: fullRender >= TARGETS.fullRenderRps,
      },
      visitorJs: {
        value: visitorJsBytes,
        target: TARGETS.visitorJsGzipBytes,
        unit: "gzip bytes",
        met: visitorJsBytes <= TARGETS.visitorJsGzipBytes,
        editorLoginOrHelpChunks: suspect,
        noEditorLoginOrHelpChunks: suspect.length === 0,
      },
    },
  };
}

export type PageReport = ReturnType<typeof pageReport>;

export function deepInputLine(result: DeepInputResult): string {
  return (
    `  deep input: ${result.page} p99 ${result.idle.p99} ms idle, ${result.underDeepInput.p99} ms while ${result.deepRequests} ` +
    `${result.depth}-deep bodies arrived: ${result.p99Ratio}× (target ≤ ${TARGETS.deepInputP99Ratio}×: ` +
    `${result.p99Ratio <= TARGETS.deepInputP99Ratio ? "met" : "MISSED"}); answered ${JSON.stringify(result.deepStatuses)}`
  );
}

export function summary(report: PageReport): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const mark = (met: boolean) => (met ? "met" : "MISSED");
  const lines = [
    `Tessera bench ${report.date} — ${report.machine.cores} cores, Node ${report.node}, ${report.settings.connections} connections, ` +
      `${report.settings.durationSeconds} s after ${report.settings.warmupSeconds} s warm-up, ${report.settings.rounds} round(s) ` +
      `(autocannon in-process); load average at start ${report.loadAverageAtStart}`,
  ];
  for (const run of report.runs) {
    lines.push(
      `  ${run.label.padEnd(28)} ${String(run.requestsPerSecond).padStart(7)} req/s   p50 ${run.latencyMs.p50} ms   p99 ${run.latencyMs.p99} ms   ` +
        `${run.serverCpuMicrosPerRequest ?? "?"} µs CPU/req   autocannon ${run.loadGeneratorCpuPercent}%` +
        (run.errors || run.non2xx || run.timeouts
          ? `   (${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx)`
          : ""),
    );
  }
  for (const [host, tenant] of Object.entries(report.tenants)) {
    lines.push(
      `  ${host}: cached ${tenant.ratioToBare.cached}× bare (CPU per request: ${tenant.cpuEfficiencyVsBare.cached ?? "?"}× as efficient), ` +
        `full ${tenant.ratioToBare.full}× bare; HTML ${tenant.htmlBytes} B; ` +
        `visitor JS ${kb(tenant.visitorJs.gzipBytes)} gzipped in ${tenant.visitorJs.chunks.length} files (${tenant.visitorJs.chunks.map((c) => c.file).join(", ")})`,
    );
  }
  for (const [key, page] of Object.entries(report.contentPages)) {
    lines.push(
      `  ${key}: cached ${page.ratioToBare.cached}× bare, full ${page.ratioToBare.full}× bare ` +
        `(${page.fullRatioVsHome}× home's ratio); HTML ${page.htmlBytes} B`,
    );
  }
  const { cachedVsBare, fullRender, visitorJs, contentCachedVsBare, contentFullVsHome } = report.targets;
  lines.push(
    `  content pages and /blog: cached ≥ ${contentCachedVsBare.target}× bare: ${contentCachedVsBare.value} ${mark(contentCachedVsBare.met)}; ` +
      `full render vs bare no worse than home: ${contentFullVsHome.value}× ${mark(contentFullVsHome.met)}`,
  );
  lines.push(
    `  targets: cached ≥ ${cachedVsBare.target}× bare: ${cachedVsBare.value} ${mark(cachedVsBare.met)}; ` +
      `full render ≥ ${fullRender.target} req/s: ${fullRender.value} ${mark(fullRender.met)}; ` +
      `visitor JS ≤ ${kb(visitorJs.target)}: ${kb(visitorJs.value)} ${mark(visitorJs.met)}; ` +
      (visitorJs.noEditorLoginOrHelpChunks
        ? "no editor/login/help chunk at start"
        : `editor/login/help chunks at start: ${visitorJs.editorLoginOrHelpChunks.join(", ")}`),
  );
  if (report.deepInput) lines.push(deepInputLine(report.deepInput));
  return lines.join("\n");
}
