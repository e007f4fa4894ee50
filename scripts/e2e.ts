/**
 * `npm run test:e2e`: the browser end-to-end tests against the production build.
 *   1. Finds Chromium (CHROMIUM_PATH, else Debian's chromium-headless-shell, else /usr/bin/chromium);
 *      installs Debian's `chromium` and `chromium-headless-shell` packages when the shell is missing
 *      and we are root (a clean CI machine), else says how to install them.
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
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";
/** The full browser comes too: `npm run lighthouse`, the video bench and the screenshot tool use it. */
const PACKAGES = ["chromium", "chromium-headless-shell"];

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

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (the same Chromium, built as the
 * headless-only shell Playwright itself uses for headless runs), which ran the browser tests in
 * about 30 % less time than the full browser's headless mode (decision 084). The full browser
 * stays the fallback for a machine where the shell cannot be installed.
 */
function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    console.error(
      `e2e: CHROMIUM_PATH is set to ${configured}, but no file is there. Unset it to use ${HEADLESS_SHELL}.`,
    );
    process.exit(1);
  }
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;

  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    if (existsSync(FULL_CHROMIUM)) {
      console.log(
        `e2e: using ${FULL_CHROMIUM}; Debian's chromium-headless-shell runs these tests faster ` +
          "(sudo apt-get install -y chromium-headless-shell).",
      );
      return FULL_CHROMIUM;
    }
    console.error(
      `e2e: Chromium is not installed (no ${HEADLESS_SHELL} or ${FULL_CHROMIUM}). Install Debian's packages with\n` +
        `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(" ")}\n` +
        "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.",
    );
    process.exit(1);
  }
  console.log(`e2e: Chromium's headless shell is not installed (no ${HEADLESS_SHELL}); installing Debian's packages:`);
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  console.log("e2e: $ apt-get update -qq");
  let status = run("apt-get", ["update", "-qq"], apt);
  if (status === 0) {
    console.log(`e2e: $ DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(" ")}`);
    status = run("apt-get", ["install", "-y", "-qq", ...PACKAGES], apt);
  }
  if (status === 0 && existsSync(HEADLESS_SHELL)) {
    console.log(`e2e: installed ${HEADLESS_SHELL}`);
    return HEADLESS_SHELL;
  }
  if (existsSync(FULL_CHROMIUM)) {
    console.log(
      `e2e: installing chromium-headless-shell failed (apt-get exited with ${status}); using ${FULL_CHROMIUM}`,
    );
    return FULL_CHROMIUM;
  }
  console.error(
    `e2e: installing Chromium failed (apt-get exited with ${status}, and neither ${HEADLESS_SHELL} nor ${FULL_CHROMIUM} is there). ` +
      "Install it by hand or set CHROMIUM_PATH.",
  );
  process.exit(1);
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
