/**
 * Deep input in `npm run bench` (decision 030): a page's p99 latency while deeply nested JSON bodies arrive,
 * against its p99 when idle. Before the fix, 300 anonymous 20,000-deep bodies stalled every page
 * for 12–39 s (a recursive walk, quadratic in the depth); the target is at most 2× the idle p99.
 */
import autocannon from "autocannon";
import { request } from "node:http";

export type DeepInputResult = {
  page: string;
  apiPath: string;
  depth: number;
  bodyBytes: number;
  deepRequests: number;
  /** The statuses the deep bodies were answered with (all 400 when they are refused cheaply). */
  deepStatuses: Record<string, number>;
  deepSeconds: number;
  idle: { p50: number; p99: number; requestsPerSecond: number };
  underDeepInput: { p50: number; p99: number; requestsPerSecond: number };
  /** Page p99 under the deep bodies over the idle p99 (target ≤ 2). */
  p99Ratio: number;
};

/** One POST of `body`; resolves with the status (0 on a connection error). */
function post(port: number, host: string, path: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          connection: "close",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.setTimeout(120_000, () => req.destroy());
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

export async function measureDeepInput(options: {
  port: number;
  host: string;
  page: string;
  seconds: number;
  connections: number;
  deepRequests?: number;
  depth?: number;
  apiPath?: string;
}): Promise<DeepInputResult> {
  const { port, host, page, seconds, connections } = options;
  const deepRequests = options.deepRequests ?? 300;
  const depth = options.depth ?? 20_000;
  const apiPath = options.apiPath ?? "/api/auth/login";
  const target = { url: `http://127.0.0.1:${port}${page}`, connections, headers: { host } };
  const summary = (result: Awaited<ReturnType<typeof autocannon>>) => ({
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
  });

  const idle = summary(await autocannon({ ...target, duration: seconds }));

  // The same load, with the deep bodies sent alongside: all 300 at once, as a flood would.
  const body = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const load = autocannon({ ...target, duration: seconds });
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: deepRequests }, () => post(port, host, apiPath, body)));
  const deepSeconds = Math.round((performance.now() - started) / 10) / 100;
  const underDeepInput = summary(await load);
  const deepStatuses: Record<string, number> = {};
  for (const status of statuses) deepStatuses[status] = (deepStatuses[status] ?? 0) + 1;
  return {
    page,
    apiPath,
    depth,
    bodyBytes: body.length,
    deepRequests,
    deepStatuses,
    deepSeconds,
    idle,
    underDeepInput,
    p99Ratio: Math.round((underDeepInput.p99 / Math.max(idle.p99, 1)) * 100) / 100,
  };
}
