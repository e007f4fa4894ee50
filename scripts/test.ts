/**
 * `npm test`: every check, in the order that fails fastest. Type check and lint (side by side with
 * the e2e preparation: Chromium and the production build), unit and API tests on PGlite, the tests
 * that open a database again on a real PostgreSQL when one is reachable, then the browser
 * end-to-end tests against the production build. Exits non-zero on any failure, and ends with the
 * failed tests' names. `npm test -- unit postgres` runs only the steps named.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import postgres from "postgres";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const only = process.argv.slice(2);

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
/** Each failed test, "step: file > name" and its first message line, repeated at the end of the output. */
const failedTests: string[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  if (only.length > 0 && !only.includes(name)) return false;
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  finish(name, result.status === 0, started);
  return true;
}

function finish(name: string, ok: boolean, started: number) {
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
}

/**
 * Runs steps that use one core each (tsc, ESLint, the build) side by side on a 2-core machine, and
 * prints each one's output whole when it ends, so the log still reads step by step.
 */
async function runTogether(steps: { name: string; command: string; args: string[] }[]): Promise<Set<string>> {
  const ran = new Set<string>();
  await Promise.all(
    steps
      .filter((step) => only.length === 0 || only.includes(step.name))
      .map(
        (step) =>
          new Promise<void>((resolve) => {
            ran.add(step.name);
            const started = Date.now();
            const output: Buffer[] = [];
            const child = spawn(step.command, step.args, { stdio: ["ignore", "pipe", "pipe"] });
            child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
            child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
            const done = (ok: boolean, note = "") => {
              console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(" ")}`);
              process.stdout.write(Buffer.concat(output));
              if (note) console.log(note);
              finish(step.name, ok, started);
              resolve();
            };
            child.on("error", (error) => done(false, `could not start: ${error.message}`));
            child.on("close", (status) => done(status === 0));
          }),
      ),
  );
  return ran;
}

/**
 * Adds a Vitest JSON report's counts to the totals, and remembers its failed tests by name: a log
 * whose beginning was cut off (CI keeps only the end) must still say which test failed and why.
 */
function count(step: string, report: string) {
  if (!existsSync(report)) return;
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) {
      failedTests.push(`${step}: ${where} > ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.message) failedTests.push(`${step}: ${where}\n    ${firstLine(file.message)}`);
  }
}

function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of Vitest's messages
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "").trim();
  return (plain.split("\n")[0] ?? "").slice(0, 300);
}

/**
 * The server-side test files that open a database (through tests/setup: `openTestDatabase`,
 * `createTestApp`): the ones the PostgreSQL pass runs again. The others never touch a database, so a
 * second run of them would test nothing new; nor would the component tests (`*.test.tsx`) that
 * drive a real API, whose requests the server tests already make on PostgreSQL (each of them
 * imports the whole app afresh: some 20 s of the pass's CPU).
 */
function databaseTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(path);
      } else if (/\.test\.ts$/.test(entry.name) && /openTestDatabase|createTestApp/.test(readFileSync(path, "utf8"))) {
        files.push(path);
      }
    }
  };
  for (const dir of ["app", "features", "server", "shared", "scripts", "tests/unit"]) if (existsSync(dir)) walk(dir);
  return files.sort();
}

async function postgresReachable(): Promise<boolean> {
  const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

mkdirSync("test-results", { recursive: true });
const vitest = "node_modules/vitest/vitest.mjs";

// Vitest's default (one core less than the machine has) leaves one of a 2-core machine's two idle.
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;

// The type check, lint and the e2e preparation (Chromium, the production build) each use one core.
const prepared = await runTogether([
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "e2e", command: "node", args: ["scripts/e2e.ts", "--prepare-only"] },
]);
if (
  run("unit", "node", [
    vitest,
    "run",
    workers,
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/unit.json",
  ])
) {
  count("unit", "test-results/unit.json");
}
if (only.length === 0 || only.includes("postgres")) {
  if (await postgresReachable()) {
    const files = databaseTestFiles();
    if (
      run(
        "postgres",
        "node",
        [
          vitest,
          "run",
          workers,
          ...files,
          "--reporter=default",
          "--reporter=json",
          "--outputFile=test-results/postgres.json",
        ],
        { TEST_DATABASE_URL: POSTGRES_URL },
      )
    ) {
      count("postgres", "test-results/postgres.json");
    }
  } else {
    console.log(
      `\n=== postgres: SKIPPED — no PostgreSQL server answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} (set TEST_POSTGRES_URL to use another). The PGlite pass above ran the same tests.`,
    );
  }
}
// The front door needs the production build the e2e preparation made; it installs Caddy and Pebble
// when it can, and says why it skips when it cannot (not root, no apt, no PostgreSQL or Redis). The
// cluster's tests run in it, after Caddy is there (vitest.tls.config.ts).
if (only.length === 0 || only.includes("tls")) {
  if (failedSteps.includes("e2e")) {
    console.log("\n=== tls: SKIPPED — the production build failed (see the e2e step above)");
  } else if (
    run("tls", "node", [
      "scripts/tls-test.ts",
      "--reporter=default",
      "--reporter=json",
      "--outputFile=test-results/tls.json",
    ])
  ) {
    count("tls", "test-results/tls.json");
  }
}
// The e2e step's preparation failed (and was reported) when it is already among the failed steps.
if (!failedSteps.includes("e2e")) {
  const noBuild = prepared.has("e2e") ? ["--no-build"] : [];
  if (
    run("e2e", "node", [
      "scripts/e2e.ts",
      ...noBuild,
      "--reporter=default",
      "--reporter=json",
      "--outputFile=test-results/e2e.json",
    ])
  ) {
    count("e2e", "test-results/e2e.json");
  }
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n  ${failedTests.join("\n  ")}`);
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
