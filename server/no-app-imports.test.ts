import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `server/` imports nothing from `app/` (decision 042): shared code lives in `shared/`. The only
 * exceptions are the server's glue to the React Router build (it renders the app's pages) and the
 * tenant-isolation matrix's test session helper.
 */
const GLUE = new Set([
  "server/app.ts",
  "server/context.ts",
  "server/render/render-pool.ts",
  "server/render/render-worker.ts",
  "server/api/tenant-isolation.matrix.ts",
]);

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "migrations" ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe("server/ and app/", () => {
  it("server code imports nothing from app/ (beyond the rendering glue)", async () => {
    const root = new URL("..", import.meta.url).pathname;
    const offenders: string[] = [];
    for (const file of await sources(join(root, "server"))) {
      const name = relative(root, file);
      if (GLUE.has(name)) continue;
      const text = await readFile(file, "utf8");
      if (/from\s+["'](\.\.\/)+app\//.test(text)) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
