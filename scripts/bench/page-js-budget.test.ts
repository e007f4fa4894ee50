/**
 * The start-up JavaScript of every public page type, read from the production build (React
 * Router's client manifest: the entry and each matched route's module with its static imports,
 * which is what the page preloads and runs at start), gzipped at level 6 like `npm run bench --
 * --js`. Not timed: sizes only. Skipped when there is no build (`npm run build` first).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_JS_BUDGET_GZIP } from "./page-js.ts";
import { GZIP_LEVEL } from "./visitor-js.ts";

const client = path.resolve(import.meta.dirname, "../../build/client");
const assets = path.join(client, "assets");
const manifestFile = existsSync(assets)
  ? readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  : undefined;

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/** Route ids of each public page type: root, the site layout, the page's own route. */
const PAGE_TYPES: Record<string, string> = {
  home: "site-home",
  "content page and post": "site-page",
  blog: "site-blog",
  basket: "site-basket",
  "help center": "site-help-center",
  book: "site-book",
};

/**
 * The target is at most 100 KB (PAGE_JS_BUDGET_GZIP). React DOM, React and React Router alone
 * are ~105 KB gzipped in one chunk, so no page reaches it while the whole page hydrates with React
 * Router (decision 045). This ceiling keeps what was won: a page type over it fails the test
 * (on 2026-11-26: 126–128 KB for home, content pages, posts, /blog, /basket and /book; 136 KB for
 * the help center, which starts with its own widget). Raised from 140 to 141 KB on 2026-11-29: the
 * route manifest every page loads whole (decision 010) now also lists the platform's console and
 * operator routes (decision 061), about 0.7 KB gzipped, and the help center measured 140.4 KB.
 * Raised to 142 KB later that day: moving every visitor text into the catalogue in eleven languages
 * (decisions 073, 079), marking fallback text with its language (decision 071) and the UI-language
 * provider added 0.3–0.8 KB to most page types (help center 140.5 → 141.3 KB), after the server
 * began handing the banner, basket and order texts to the browser in one language (basket
 * 135.9 → 134.1 KB); the ceiling still fails any further growth.
 */
const CEILING_GZIP = 142 * 1024;

/** What a visitor must never download at start. */
const NOT_FOR_VISITORS = /(^|\/)(admin-overlay|admin|editor|[\w-]*-editor|login|register|command-palette)[-.]/;

describe.skipIf(!manifestFile)("start-up JavaScript of every public page type (from the build)", () => {
  // Vitest collects a skipped block too: without a build there is no manifest to read.
  const manifest: Manifest = manifestFile
    ? JSON.parse(
        readFileSync(path.join(assets, manifestFile), "utf8")
          .replace(/^window\.__reactRouterManifest=/, "")
          .replace(/;?\s*$/, ""),
      )
    : { entry: { module: "", imports: [] }, routes: {} };
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(client, file)), { level: GZIP_LEVEL }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  const startUp = (routeId: string) => {
    const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
    for (const id of ["root", "routes/site/layout", routeId]) {
      const route = manifest.routes[id];
      expect(route, `route ${id} in the manifest`).toBeDefined();
      files.add(route!.module);
      for (const file of route!.imports ?? []) files.add(file);
    }
    return [...files];
  };

  it.each(Object.entries(PAGE_TYPES))(
    "%s (%s) stays under the ceiling and starts with no editor or admin code",
    (_type, routeId) => {
      const files = startUp(routeId);
      const total = files.reduce((sum, file) => sum + size(file), 0);
      expect(files.filter((file) => NOT_FOR_VISITORS.test(file))).toEqual([]);
      expect(total, `${routeId}: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(CEILING_GZIP);
    },
  );

  it("knows the 100 KB target (reported by npm run bench -- --js)", () => {
    expect(PAGE_JS_BUDGET_GZIP).toBe(100 * 1024);
  });
});
