/**
 * `npm run test:tls`: the front door end to end (tests/tls, decision 067): Caddy with
 * deploy/Caddyfile, Pebble and pebble-challtestsrv in front of two production instances on
 * PostgreSQL and Redis.
 *   1. Finds caddy, pebble and pebble-challtestsrv in /usr/bin; installs Debian's `caddy` and
 *      `pebble` packages when one is missing and we are root with apt-get (a clean CI machine).
 *   2. Says plainly why it skips, and exits 0, when they are still missing, when there is no
 *      production build (`npm run build`; `npm test` builds before this step), or when PostgreSQL
 *      (TEST_POSTGRES_URL, default 127.0.0.1:5432) or Redis (REDIS_TEST_URL, 127.0.0.1:6379) do not answer.
 *   3. Runs `vitest run --config vitest.tls.config.ts` with the remaining arguments.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REDIS_TEST_URL, reachable } from "../tests/setup/reachable.ts";
import { answers, tlsToolsMissing } from "../tests/support/pebble.ts";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    // No stdin: this runs unattended in CI, and nothing may wait for an answer.
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.error) {
    console.error(`tls: could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function skip(reason: string): never {
  console.log(`tls: SKIPPED — ${reason}`);
  process.exit(0);
}

/** Installs Debian's caddy and pebble (pebble-challtestsrv comes with pebble) when root with apt-get. */
function ensureTools(): void {
  const missing = tlsToolsMissing();
  if (!missing) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    skip(
      `${missing}. ${!hasApt ? "There is no apt-get here" : "Not root, so not installing them"}: ` +
        "sudo apt-get update && sudo apt-get install -y caddy pebble openssl",
    );
  }
  console.log(`tls: ${missing}; installing Debian's packages:`);
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  console.log("tls: $ apt-get update -qq");
  let status = run("apt-get", ["update", "-qq"], apt);
  if (status === 0) {
    console.log("tls: $ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy pebble openssl");
    status = run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "caddy", "pebble", "openssl"], apt);
  }
  const still = tlsToolsMissing();
  if (status !== 0 || still) {
    console.error(`tls: installing caddy and pebble failed (apt-get exited with ${status}): ${still ?? ""}`);
    process.exit(1);
  }
  console.log("tls: installed caddy and pebble");
}

ensureTools();
if (!existsSync(path.join(root, "build/server/index.js")))
  skip("no production build: run `npm run build` first (`npm test` builds before this step)");
if (!(await answers(() => reachable(POSTGRES_URL, 5432))))
  skip(`no PostgreSQL server answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} (set TEST_POSTGRES_URL)`);
if (!(await answers(() => reachable(REDIS_TEST_URL, 6379))))
  skip(`no Redis answers at ${REDIS_TEST_URL} (set REDIS_TEST_URL)`);

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
process.exit(run(process.execPath, [vitest, "run", "--config", "vitest.tls.config.ts", ...process.argv.slice(2)]));
