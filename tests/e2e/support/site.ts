import { request } from "node:http";
import { inject } from "vitest";
import type { BrowserContext } from "playwright-core";
import { COOKIES_ACCEPTED_COOKIE } from "../../../shared/rules/cookie-consent.ts";
import type { E2eServer } from "./global-setup.ts";

/** The demo tenants (server/db/seed/demo.ts); any other `*.localhost` name has no site. */
export const BRIGHTPATH = "localhost";
export const GLOBEX = "globex.localhost";

/**
 * The server of this worker: spec files run two at a time (vitest.e2e.config.ts), each worker on a
 * server of its own (support/global-setup.ts), so two files never see each other's edits.
 */
export function e2eServer(): E2eServer {
  const servers = inject("e2eServers");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const index = ((Number.isInteger(worker) && worker >= 1 ? worker : 1) - 1) % servers.length;
  return servers[index] ?? servers[0]!;
}

export function basePort(): number {
  return e2eServer().basePort;
}

/**
 * The address of `path` on the tenant at `host`, on the shared e2e server. Chromium resolves every
 * `*.localhost` name to loopback by itself, so no hosts file is needed.
 */
export function siteUrl(host: string, path = "/", port = basePort()): string {
  return `http://${host}:${port}${path.startsWith("/") ? path : `/${path}`}`;
}

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * A plain HTTP GET (no JavaScript, no redirects followed) of `path` as sent to `host`: the
 * connection goes to 127.0.0.1 with a Host header, so it needs no name resolution for `*.localhost`.
 */
/**
 * A visitor who has made a cookie choice: the site then renders no plain (script-less) consent
 * banner, so a page measured with scripts off has the layout the scripts keep.
 */
export async function withConsentChosen(context: BrowserContext, host: string): Promise<void> {
  await context.addCookies([{ name: COOKIES_ACCEPTED_COOKIE, value: "false", url: siteUrl(host, "/") }]);
}

export function fetchRaw(
  host: string,
  path: string,
  options: { headers?: Record<string, string>; port?: number; method?: string } = {},
): Promise<RawResponse> {
  const port = options.port ?? basePort();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: { host: `${host}:${port}`, connection: "close", ...options.headers },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`GET ${host}${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

/**
 * The text a reader of the server HTML sees: tags removed, entities decoded, whitespace collapsed.
 * Script and style contents are dropped, so the hydration data (which repeats every text) cannot
 * make a missing element look present.
 */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** The outer HTML of the first `<tag …>…</tag>` element (not nested in one of the same name). */
export function element(html: string, tag: string): string {
  const match = new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, "i").exec(html);
  return match ? match[0] : "";
}
