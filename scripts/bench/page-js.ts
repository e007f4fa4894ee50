/**
 * `npm run bench -- --js`: the gzipped start-up JavaScript of every public page type of both demo
 * organizations (at most 100 KB each; decision 045), measured on the running production server
 * as a browser fetches it (scripts/bench/visitor-js.ts: the scripts the HTML names, then their
 * static imports). Dynamic imports (the editor, the login forms, below-the-fold sections, the
 * cookie settings dialog…) load later or never and are listed, not counted.
 */
import path from "node:path";
import { type VisitorJs, measureVisitorJs } from "./visitor-js.ts";
import { httpGet } from "./processes.ts";

/** The start-up JavaScript target of every public page type, gzipped (decision 045). */
export const PAGE_JS_BUDGET_GZIP = 100 * 1024;

export const PAGE_JS_TENANTS = ["localhost", "globex.localhost"] as const;

/** Every public page type, per demo organization: one representative address each. */
export const PAGE_TYPES: Record<(typeof PAGE_JS_TENANTS)[number], Record<string, string>> = {
  localhost: {
    home: "/",
    content: "/services",
    blog: "/blog",
    post: "/outlook-2027",
    basket: "/basket",
    "help-center": "/help-center",
    book: "/book",
  },
  "globex.localhost": {
    home: "/",
    content: "/savings",
    blog: "/blog",
    post: "/the-quiet-power-of-compound-interest",
    basket: "/basket",
    "help-center": "/help-center",
    book: "/book",
  },
};

export type PageJsRow = {
  host: string;
  type: string;
  path: string;
  status: number;
  gzipBytes: number;
  bytes: number;
  files: number;
  overBudget: boolean;
  suspectChunks: string[];
  lazyChunks: number;
};

/** Measures every page type on a server listening on `port`. */
export async function measurePageJs(port: number): Promise<{ rows: PageJsRow[]; details: Record<string, VisitorJs> }> {
  const rows: PageJsRow[] = [];
  const details: Record<string, VisitorJs> = {};
  for (const host of PAGE_JS_TENANTS) {
    for (const [type, pagePath] of Object.entries(PAGE_TYPES[host])) {
      // A first render on a busy machine may take seconds.
      const page = await httpGet(port, pagePath, host, 60_000);
      const js = await measureVisitorJs(page.body.toString("utf8"), async (pathname) => {
        const response = await httpGet(port, pathname, host, 60_000);
        return response.status === 200 ? response.body : null;
      });
      details[`${host}${pagePath}`] = js;
      rows.push({
        host,
        type,
        path: pagePath,
        status: page.status,
        gzipBytes: js.gzipBytes,
        bytes: js.bytes,
        files: js.files.length,
        overBudget: js.gzipBytes > PAGE_JS_BUDGET_GZIP,
        // The help center's own page may start with its own code; no page may start with the editor's.
        suspectChunks:
          type === "help-center"
            ? js.suspectChunks.filter((file) => !/help/i.test(path.posix.basename(file)))
            : js.suspectChunks,
        lazyChunks: js.lazyChunks.length,
      });
    }
  }
  return { rows, details };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table for people (stderr of the bench). */
export function pageJsTable(rows: PageJsRow[]): string {
  const lines = [
    `start-up JavaScript per page type (gzip level 6; budget ${kb(PAGE_JS_BUDGET_GZIP)})`,
    `${"page".padEnd(62)} ${"gzipped".padStart(9)} ${"raw".padStart(9)} files  verdict`,
  ];
  for (const row of rows) {
    const name = `${row.host} ${row.type} ${row.path}`;
    const verdict =
      row.status !== 200
        ? `HTTP ${row.status}`
        : row.overBudget
          ? "OVER"
          : row.suspectChunks.length > 0
            ? `editor/login/help chunk: ${row.suspectChunks.join(", ")}`
            : "ok";
    lines.push(
      `${name.padEnd(62)} ${kb(row.gzipBytes).padStart(9)} ${kb(row.bytes).padStart(9)} ${String(row.files).padStart(5)}  ${verdict}`,
    );
  }
  return lines.join("\n");
}
