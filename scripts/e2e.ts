/**
 * `npm run test:e2e`: the browser end-to-end tests against the production build.
 *   1. Finds Chromium (CHROMIUM_PATH or /usr/bin/chromium); installs Debian's `chromium` package when
 *      it is missing and we are root (a clean CI machine), else says how to install it.
 *   2. Builds the production bundle, unless `--no-build` is given or E2E_SKIP_BUILD=1; with
 *      `--prepare-only` it stops here (`npm test` prepares while the type check and lint run).
 *   3. Runs `vitest run --config vitest.e2e.config.ts` with the remaining arguments.
 * Exits with Vitest's status.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const DEFAULT_CHROMIUM = "/usr/bin/chromium";

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    // No stdin: this runs unattended in CI, and nothing may wait for an answer.
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.error) {
    console.error(`e2e: could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    console.error(
      `e2e: CHROMIUM_PATH is set to ${configured}, but no file is there. Unset it to use ${DEFAULT_CHROMIUM}.`,
    );
    process.exit(1);
  }
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `e2e: Chromium is not installed (no ${DEFAULT_CHROMIUM}). Install Debian's package with\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.",
    );
    process.exit(1);
  }
  console.log(`e2e: Chromium is not installed (no ${DEFAULT_CHROMIUM}); installing Debian's chromium package:`);
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  console.log("e2e: $ apt-get update -qq");
  let status = run("apt-get", ["update", "-qq"], apt);
  if (status === 0) {
    console.log("e2e: $ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
    status = run("apt-get", ["install", "-y", "-qq", "chromium"], apt);
  }
  if (status !== 0 || !existsSync(DEFAULT_CHROMIUM)) {
    console.error(
      `e2e: installing chromium failed (apt-get exited with ${status}${existsSync(DEFAULT_CHROMIUM) ? "" : `, and ${DEFAULT_CHROMIUM} is still missing`}). ` +
        "Install it by hand or set CHROMIUM_PATH.",
    );
    process.exit(1);
  }
  console.log(`e2e: installed ${DEFAULT_CHROMIUM}`);
  return DEFAULT_CHROMIUM;
}

const args = process.argv.slice(2);
const noBuild = args.includes("--no-build") || process.env.E2E_SKIP_BUILD === "1";
// `npm test` prepares (Chromium, the build) while the type check and lint run, then runs the tests.
const prepareOnly = args.includes("--prepare-only");
const vitestArgs = args.filter((arg) => arg !== "--no-build" && arg !== "--prepare-only");

const chromiumPath = ensureChromium();

if (noBuild) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error(
      "e2e: --no-build (or E2E_SKIP_BUILD=1) was given, but there is no production build. Run `npm run build`.",
    );
    process.exit(1);
  }
  console.log("e2e: using the existing production build");
} else {
  console.log("e2e: building the production bundle (npm run build)");
  const status = run("npm", ["run", "--silent", "build"]);
  if (status !== 0) {
    console.error("e2e: the build failed");
    process.exit(status);
  }
}

if (prepareOnly) process.exit(0);

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
process.exit(
  run(process.execPath, [vitest, "run", "--config", "vitest.e2e.config.ts", ...vitestArgs], {
    CHROMIUM_PATH: chromiumPath,
  }),
);
