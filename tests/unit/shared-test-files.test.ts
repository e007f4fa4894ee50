import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config.ts";

/**
 * Most test files share one module graph per worker (decision 081): a file that mocks a module,
 * stubs a global or the environment, or fakes the timers there changes what the next file of the
 * worker gets. Such a file belongs in `ISOLATED` (vitest.config.ts).
 */
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const DIRS = ["app", "features", "server", "shared", "scripts", "tests/unit"];
const CHANGES_THE_WORKER = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "paraglide" ? [] : testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("test files in a shared module graph", () => {
  const files = DIRS.flatMap(testFiles);
  const isolated = new Set(ISOLATED);

  it("are found in every part of the tree", () => {
    expect(files).toContain("tests/unit/shared-test-files.test.ts");
    expect(files.filter((file) => file.endsWith(".tsx")).length).toBeGreaterThan(30);
  });

  it("neither mock modules, nor stub globals or the environment, nor fake the timers", () => {
    const offenders = files.filter(
      (file) => !isolated.has(file) && CHANGES_THE_WORKER.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("are listed as isolated only while they exist", () => {
    expect(ISOLATED.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
