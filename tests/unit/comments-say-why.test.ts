import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Comments say why, or name the decision record that does (docs/decisions/): never an issue
 * number, which points into a tracker that is not in the repository and means nothing to the next
 * engineer.
 */
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const DIRS = ["app", "features", "server", "shared", "scripts", "tests", "deploy"];
const SKIP = new Set(["node_modules", "paraglide", "build"]);
const ISSUE_REFERENCE = /\bissues?\s+#?\d+/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs|js|sh)$/.test(entry.name) ? [relative] : [];
  });
}

describe("the source's comments", () => {
  const files = DIRS.flatMap(sourceFiles);

  it("are read from every part of the tree", () => {
    expect(files).toContain(path.join("server", "app.ts"));
    expect(files.length).toBeGreaterThan(500);
  });

  it("name no issue of the tracker", () => {
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
