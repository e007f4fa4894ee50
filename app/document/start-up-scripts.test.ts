import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { startAfterFirstPaint, startAfterFirstPaintBytes, startAfterFirstPaintStream } from "./start-up-scripts.ts";

/** React Router's start-up script, as <Scripts> writes it. */
const startUp =
  `import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/page-4.js";\n  \n` +
  `  window.__reactRouterRouteModules = {"root":route0,"site-home":route1};\n\nimport("/assets/entry.client-5.js");`;

const preloads =
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="N"/>` +
  `<link rel="modulepreload" href="/assets/framework-2.js" nonce="N"/>`;

const page =
  `<!DOCTYPE html><html><head>${preloads}<link rel="icon" href="/favicon.svg"/></head>` +
  `<body><main>Hello é</main><script nonce="N" type="module" async="">${startUp}</script>` +
  `<script nonce="N">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`;

function startUpScript(html: string): string {
  return /<script nonce="N" type="module" async="">([^<]*)<\/script>/.exec(html)![1]!;
}

describe("startAfterFirstPaint", () => {
  it("takes the module preloads out of the head and changes nothing else around the script", () => {
    const out = startAfterFirstPaint(page);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out.replace(startUpScript(out), startUp)).toBe(page.replace(preloads, ""));
  });

  it("starts the modules once the document is parsed and a frame painted, preloading them all, importing in order", () => {
    const script = startUpScript(startAfterFirstPaint(page));
    // No static import: it would fetch and run the modules as soon as the script is seen.
    expect(script).not.toMatch(/(^|;)import /m);
    expect(script.indexOf('addEventListener("DOMContentLoaded"')).toBeLessThan(script.indexOf("import("));
    expect(script).toContain("requestAnimationFrame");
    expect(script).toContain('document.visibilityState==="hidden"');
    expect(script).toContain('["/assets/manifest-1.js","/assets/framework-2.js"].forEach(');
    expect(script).toContain('l.rel="modulepreload"');
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/page-4.js",
      "/assets/entry.client-5.js",
    ]);
    expect(script).toContain("const route0=await import(");
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"site-home":route1};');
  });

  it("leaves a start-up script of another shape, and its preloads, as they are", () => {
    const odd = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    const out = startAfterFirstPaint(odd);
    expect(startUpScript(out)).toBe(startUpScript(odd));
    expect(out.match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it("leaves a document without a start-up script as it is", () => {
    const plain = page.replace(/<script nonce="N" type="module"[^]*?<\/script>/, "");
    expect(startAfterFirstPaint(plain)).toBe(plain);
  });

  it("gives the same bytes from a rendered page's bytes, without decoding the rest of it", () => {
    const styled = page.replace("<head>", `<head><style>${"p{color:red}".repeat(500)} é</style>`);
    expect(startAfterFirstPaintBytes(Buffer.from(styled)).toString("utf8")).toBe(startAfterFirstPaint(styled));
    const odd = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(startAfterFirstPaintBytes(Buffer.from(odd)).toString("utf8")).toBe(odd);
    const plain = page.replace(/<script nonce="N" type="module"[^]*?<\/script>/, "");
    expect(startAfterFirstPaintBytes(Buffer.from(plain)).toString("utf8")).toBe(plain);
    // A preload after the start-up script (a link React Router writes for a later route) stays.
    const late = page.replace("</body>", '<link rel="modulepreload" href="/assets/later-9.js"/></body>');
    expect(startAfterFirstPaintBytes(Buffer.from(late)).toString("utf8")).toBe(startAfterFirstPaint(late));
    expect(startAfterFirstPaint(late)).toContain('<link rel="modulepreload" href="/assets/later-9.js"/>');
  });

  it("gives the same document when streamed in pieces cut anywhere", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 7, 13, 64, bytes.length]) {
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const chunks: Buffer[] = [];
      for await (const chunk of Readable.from(pieces).pipe(startAfterFirstPaintStream()))
        chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).toString("utf8"), `pieces of ${size} bytes`).toBe(startAfterFirstPaint(page));
    }
  });
});
