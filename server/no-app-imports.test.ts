import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Server code imports nothing from `app/`: what both sides need lives in `shared/` (or a feature's
 * `shared/`), and what the server hands the React Router build (the load-context key, the render
 * job) lives in the server. Server code is `server/` and every feature's `server/` folder. Tests and
 * the fixtures they share may reach into `app/` (they exercise page loaders and components).
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const TEST_SUPPORT = /\.(test|spec|test-setup|matrix)\.tsx?$/;

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ["migrations", "node_modules"].includes(entry.name) ? [] : sources(full);
      return /\.tsx?$/.test(entry.name) && !TEST_SUPPORT.test(entry.name) && !entry.name.endsWith(".d.ts")
        ? [full]
        : [];
    }),
  );
  return nested.flat();
}

async function serverFiles(): Promise<string[]> {
  const features = await readdir(path.join(ROOT, "features"), { withFileTypes: true }).catch(() => []);
  const folders = [
    path.join(ROOT, "server"),
    ...features
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(ROOT, "features", entry.name, "server")),
  ];
  return (await Promise.all(folders.map(sources))).flat();
}

/** Every module specifier of a file: static and dynamic imports, re-exports. */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

describe("server code and app/", () => {
  it("finds the server code it checks", async () => {
    const files = (await serverFiles()).map((file) => path.relative(ROOT, file));
    expect(files).toContain("server/app.ts");
    expect(files.some((file) => file.startsWith("features/"))).toBe(true);
  });

  it("server code imports nothing from app/", async () => {
    const app = path.join(ROOT, "app") + path.sep;
    const offenders: string[] = [];
    for (const file of await serverFiles()) {
      for (const specifier of specifiers(await readFile(file, "utf8"))) {
        if (!specifier.startsWith(".")) continue;
        if (path.resolve(path.dirname(file), specifier).startsWith(app)) {
          offenders.push(`${path.relative(ROOT, file)} → ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("knows an import of app/ when it sees one", () => {
    const text = 'import { x } from "../../app/lib/x.ts";\nconst y = await import("../../app/y.ts");';
    const seen = specifiers(text).map((specifier) => path.resolve(path.join(ROOT, "server/a"), specifier));
    expect(seen.every((full) => full.startsWith(path.join(ROOT, "app") + path.sep))).toBe(true);
  });
});
