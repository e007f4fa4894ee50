/**
 * `npm run bench -- --platform [--sites 20]`: creating a site on the platform (decision
 * 063). Starts the production server on a fresh PostgreSQL database
 * (`PLATFORM_BENCH_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/tessera_platform_bench,
 * dropped and created anew), gives it confirmed platform accounts (one per five sites: creation is
 * rate-limited per account), then for each site: `POST /api/platform/sites` through HTTP (the
 * figure: p50/p95 of the whole request, one transaction with the starter kit), the hand-off, Publish,
 * and the anonymous home page twice — the first render, then the page cache's copy (`x-cache: HIT`).
 *
 * `--create-concurrency N` (1) creates N sites at a time (the figures are then each request's under
 * that load). `--mix` then runs the scale bench's page mix over every created site and measures the
 * cached pages against the bare server sending the same bytes (scripts/bench/platform-mix.ts): with
 * `--sites 1000`, decision 061's "1,000 sites … cached pages stay ≥ 0.85× bare".
 *
 * It needs PostgreSQL: when the server of `PLATFORM_BENCH_DATABASE_URL` does not answer, the bench
 * says so and returns `{ skipped }` without starting anything.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "../../server/db/client.ts";
import { platformAccounts } from "../../server/db/schema/index.ts";
import { hashPassword } from "../../server/auth/password-hash.ts";
import { openPlatformSession } from "../../features/platform/server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../features/platform/shared/paths.ts";
import { crossTenant } from "../../server/db/tenant-scope.ts";
import { type Child, freePort, startNode } from "./processes.ts";
import { type MixOptions, benchPlatformMix } from "./platform-mix.ts";

const say = (message: string) => process.stderr.write(`[bench:platform] ${message}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        agent: false,
        headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}

const cookieOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0])
    .join("; ");

export async function benchPlatform({
  root,
  sites,
  concurrency = 1,
  mix,
}: {
  root: string;
  sites: number;
  /** Sites created at a time (1: one after the other). */
  concurrency?: number;
  /** After creation, the page mix over every site and the ratio to the bare server. */
  mix?: MixOptions;
}) {
  const url = process.env.PLATFORM_BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/tessera_platform_bench";
  const server = new URL(url);
  const name = server.pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe("select 1");
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    const reason = `PostgreSQL is unreachable at ${maintenance.host} (${error instanceof Error ? error.message : String(error)}): the platform bench needs it (set PLATFORM_BENCH_DATABASE_URL); skipped`;
    say(reason);
    return { skipped: reason };
  }
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end();

  const work = mkdtempSync(path.join(os.tmpdir(), "tessera-platform-bench-"));
  const port = await freePort();
  say(`starting the production server on ${url}`);
  const app: Child = await startNode({
    name: "server (platform)",
    args: ["server/index.ts"],
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: url,
    },
    port,
    logFile: path.join(work, "server.log"),
    readyPath: "/readyz",
    timeoutMs: 180_000,
  });
  const database = openDatabase({ url, max: 2 });
  try {
    const platformHost = `app.localhost:${port}`;
    const origin = `http://${platformHost}`;
    const cookies: string[] = [];
    const hash = await hashPassword("Bench-password-2026");
    for (let i = 0; i < Math.ceil(sites / 5); i += 1) {
      const [account] = await crossTenant(database.db, "the bench makes its platform accounts")
        .insert(platformAccounts)
        .values({ email: `bench-${i}-${Date.now()}@example.test`, password_hash: hash, email_verified_at: new Date() })
        .returning();
      cookies.push(`${PLATFORM_SESSION_COOKIE}=${await openPlatformSession(database.db, account!.id)}`);
    }
    const create: number[] = [];
    const firstPage: number[] = [];
    const cachedPage: number[] = [];
    const hosts: string[] = [];
    let hits = 0;
    let done = 0;
    const stamp = Date.now().toString(36);
    const creationStarted = performance.now();
    const makeSite = async (i: number) => {
      const slug = `bench-${i}-${stamp}`;
      const started = performance.now();
      const created = await send(
        port,
        "POST",
        "/api/platform/sites",
        { host: platformHost, origin, cookie: cookies[Math.floor(i / 5)]! },
        {
          name: `Bench ${i}`,
          slug,
          business_type: "services",
          default_locale: "en",
          locales: ["en", "es"],
          look: "neutral",
        },
      );
      const createMs = performance.now() - started;
      create.push(createMs);
      if (created.status !== 201) throw new Error(`site ${i}: ${created.status} ${created.body}`);
      const { handoff_url: handoff } = JSON.parse(created.body) as { handoff_url: string };
      const siteHost = `${slug}.localhost:${port}`;
      hosts[i] = siteHost;
      const target = new URL(handoff);
      const signedIn = await send(port, "GET", target.pathname + target.search, { host: siteHost });
      const cookie = cookieOf(signedIn);
      const published = await send(
        port,
        "POST",
        "/api/site/publish",
        { host: siteHost, origin: `http://${siteHost}`, cookie },
        {},
      );
      if (published.status >= 300) throw new Error(`publish ${i}: ${published.status} ${published.body}`);
      let at = performance.now();
      const first = await send(port, "GET", "/", { host: siteHost, "accept-encoding": "gzip" });
      const firstMs = performance.now() - at;
      firstPage.push(firstMs);
      if (first.status !== 200) throw new Error(`home of ${slug}: ${first.status}`);
      at = performance.now();
      const second = await send(port, "GET", "/", { host: siteHost, "accept-encoding": "gzip" });
      const cachedMs = performance.now() - at;
      cachedPage.push(cachedMs);
      if (second.headers["x-cache"] === "HIT") hits += 1;
      done += 1;
      // One line a site for a short run; for a long one, one every 50 with the time left.
      if (sites <= 50)
        say(
          `site ${done}/${sites}: created in ${round(createMs)} ms, home ${round(firstMs)} ms, then ${second.headers["x-cache"] ?? "?"} ${round(cachedMs)} ms`,
        );
      else if (done % 50 === 0 || done === sites) {
        const elapsed = (performance.now() - creationStarted) / 1000;
        say(
          `${done}/${sites} sites in ${Math.round(elapsed)} s (about ${Math.round((elapsed / done) * (sites - done))} s left); ` +
            `create p50 ${round(percentile(create, 50))} ms, p95 ${round(percentile(create, 95))} ms; cached home right after ${hits}/${done}`,
        );
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(concurrency, sites)) }, async () => {
        while (next < sites) await makeSite(next++);
      }),
    );
    const result = {
      sites,
      ...(concurrency > 1 ? { createConcurrency: concurrency } : {}),
      creationSeconds: round((performance.now() - creationStarted) / 1000),
      createMs: {
        p50: round(percentile(create, 50)),
        p95: round(percentile(create, 95)),
        max: round(Math.max(...create)),
      },
      firstHomeMs: { p50: round(percentile(firstPage, 50)), p95: round(percentile(firstPage, 95)) },
      cachedHomeMs: { p50: round(percentile(cachedPage, 50)), p95: round(percentile(cachedPage, 95)) },
      cacheHitsAfterFirstView: `${hits}/${sites}`,
      targets: { createP95AtMost2000Ms: percentile(create, 95) <= 2000, servedFromCacheRightAfter: hits === sites },
      load: os.loadavg().map(round),
    };
    say(
      `create p50 ${result.createMs.p50} ms, p95 ${result.createMs.p95} ms (target ≤ 2000: ${result.targets.createP95AtMost2000Ms ? "met" : "MISSED"}); first home p50 ${result.firstHomeMs.p50} ms; cached home p50 ${result.cachedHomeMs.p50} ms; page cache hits right after ${result.cacheHitsAfterFirstView}`,
    );
    if (!mix) return result;
    const mixed = await benchPlatformMix({ root, work, app, hosts, mix, say });
    return { ...result, mix: mixed };
  } finally {
    await database.close();
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
