/**
 * `npm test`: every check, in the order that fails fastest. Type check, lint, unit and API tests on
 * PGlite, the data-layer and API tests again on a real PostgreSQL when one is reachable, then the
 * browser end-to-end tests against the production build. Exits non-zero on any failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
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
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
  return true;
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

run("typecheck", "npm", ["run", "--silent", "typecheck"]);
run("lint", "npm", ["run", "--silent", "lint"]);
if (
  run("unit", "node", [vitest, "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit.json"])
) {
  count("unit", "test-results/unit.json");
}
if (only.length === 0 || only.includes("postgres")) {
  if (await postgresReachable()) {
    if (
      run(
        "postgres",
        "node",
        [vitest, "run", "server", "--reporter=default", "--reporter=json", "--outputFile=test-results/postgres.json"],
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
if (
  run("e2e", "node", ["scripts/e2e.ts", "--reporter=default", "--reporter=json", "--outputFile=test-results/e2e.json"])
) {
  count("e2e", "test-results/e2e.json");
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n  ${failedTests.join("\n  ")}`);
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
