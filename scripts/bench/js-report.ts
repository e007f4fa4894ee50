/**
 * `npm run bench -- --js`: builds when needed, starts the production server with fresh demo data
 * on a free port, and reports the gzipped start-up JavaScript of every public page type of both
 * demo organizations (scripts/bench/page-js.ts). A table on stderr, JSON on stdout (also saved to
 * bench-results/page-js.json). Exits 0 whatever the figures: they are for people to read; the
 * budget is enforced by scripts/bench/page-js-budget.test.ts on the build.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_JS_BUDGET_GZIP, measurePageJs, pageJsTable } from "./page-js.ts";
import { buildNeeded, freePort, startNode } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

export async function benchPageJs(options: { build: boolean }): Promise<number> {
  const say = (message: string) => process.stderr.write(`[bench --js] ${message}\n`);
  const reason = options.build
    ? "--build was passed"
    : buildNeeded(root, "build/server/index.js", ["app", "features", "server", "shared"]);
  if (reason) {
    say(`building (${reason})`);
    const built = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", 2, 2] });
    if (built.status !== 0) return 1;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "tessera-bench-js-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "TRUST_PROXY", "TRUSTED_PROXIES", "PAGE_CACHE"])
    delete env[key];
  const server = await startNode({
    name: "server",
    args: ["server/index.ts"],
    cwd: root,
    env: { ...env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: work },
    port,
    logFile: path.join(work, "server.log"),
    readyPath: "/healthz",
    timeoutMs: 300_000,
  });
  try {
    const { rows, details } = await measurePageJs(port);
    process.stderr.write(`${pageJsTable(rows)}\n`);
    const over = rows.filter((row) => row.overBudget || row.status !== 200);
    say(
      over.length === 0
        ? `every page type within ${PAGE_JS_BUDGET_GZIP / 1024} KB`
        : `${over.length} of ${rows.length} pages over ${PAGE_JS_BUDGET_GZIP / 1024} KB (or not 200)`,
    );
    const report = {
      date: new Date().toISOString(),
      budgetGzipBytes: PAGE_JS_BUDGET_GZIP,
      pages: rows,
      files: Object.fromEntries(Object.entries(details).map(([page, js]) => [page, js.files])),
    };
    const file = path.join(root, "bench-results", "page-js.json");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    return 0;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
