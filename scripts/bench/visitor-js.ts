/**
 * The JavaScript a visitor downloads for a page: every script the HTML names (script src,
 * modulepreload, the imports of inline scripts, which run at start), then every static import of
 * those chunks, transitively. Dynamic imports inside chunks load only when used (the editor, the
 * login forms, the help center): they are listed, not counted.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";

/** zlib's default level, the one most servers and CDNs use for on-the-fly compression. */
export const GZIP_LEVEL = 6;

/** Chunk names that would mean editor, login or help-center code is in the visitor's download. */
export const NOT_FOR_VISITORS = /editor|login|register|auth|help/i;

// Only paths that look like built modules: keeps text inside strings from being taken for imports.
const MODULE_PATH = String.raw`((?:\.{1,2}\/|\/)[^"'\s]+?\.m?js)`;
const STATIC_IMPORT = new RegExp(
  String.raw`(?:\bimport\s*(?:[\w$*{},\s]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*)["']` +
    MODULE_PATH +
    `["']`,
  "g",
);
// Quoted with ", ' or a backtick: Vite writes import(`./editor-X.js`) in some chunks.
const DYNAMIC_IMPORT = new RegExp(String.raw`\bimport\s*\(\s*["'\x60]` + MODULE_PATH + String.raw`["'\x60]\s*\)`, "g");
const ATTRIBUTE = /([\w:-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) result.set(name.toLowerCase(), (match[2] ?? match[3] ?? match[4] ?? "").replaceAll("&amp;", "&"));
  }
  return result;
}

function matches(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => match[1]).filter((value): value is string => !!value);
}

/** Static imports and re-exports of a built chunk: loaded together with it. */
export function staticImportsOf(code: string): string[] {
  return [...new Set(matches(code, STATIC_IMPORT))];
}

/** `import("…")` in a built chunk: loaded only when that code runs. */
export function dynamicImportsOf(code: string): string[] {
  return [...new Set(matches(code, DYNAMIC_IMPORT))];
}

/** Script URLs a page's HTML makes the browser load at start, in document order, without repeats. */
export function scriptsInHtml(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? "");
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (href && rel.includes("modulepreload")) found.push(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? "");
    const src = attrs.get("src");
    if (src) {
      found.push(src);
      continue;
    }
    // An inline script runs as the page loads, so its dynamic imports load at start too.
    const body = match[2] ?? "";
    found.push(...matches(body, STATIC_IMPORT), ...matches(body, DYNAMIC_IMPORT));
  }
  return [...new Set(found)];
}

export type VisitorJsFile = { file: string; bytes: number; gzipBytes: number };
export type VisitorJs = {
  files: VisitorJsFile[];
  bytes: number;
  gzipBytes: number;
  gzipLevel: number;
  /** Chunks only reachable through a dynamic import: downloaded when first used. */
  lazyChunks: string[];
  /** Chunks of the start-up download whose names match NOT_FOR_VISITORS. */
  suspectChunks: string[];
  missing: string[];
};

/**
 * Fetches the page's start-up JavaScript through `get` (a URL path → body, or null when absent)
 * and sums its gzipped size.
 */
export async function measureVisitorJs(
  html: string,
  get: (pathname: string) => Promise<Buffer | null>,
): Promise<VisitorJs> {
  const base = "http://page.invalid/";
  const queue = scriptsInHtml(html).map((src) => new URL(src, base).href);
  const seen = new Set<string>(queue);
  const dynamic = new Set<string>();
  const files: VisitorJsFile[] = [];
  const missing: string[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const { pathname, origin } = new URL(url);
    if (origin !== new URL(base).origin) continue; // a third-party script: not ours to measure
    const body = await get(pathname);
    if (!body) {
      missing.push(pathname);
      continue;
    }
    files.push({ file: pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length });
    const code = body.toString("utf8");
    for (const specifier of staticImportsOf(code)) {
      const next = new URL(specifier, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
    for (const specifier of dynamicImportsOf(code)) dynamic.add(new URL(specifier, url).href);
  }
  const lazyChunks = [...dynamic].filter((url) => !seen.has(url)).map((url) => new URL(url).pathname);
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    gzipLevel: GZIP_LEVEL,
    lazyChunks: lazyChunks.sort(),
    suspectChunks: files.map((file) => file.file).filter((file) => NOT_FOR_VISITORS.test(path.posix.basename(file))),
    missing,
  };
}
