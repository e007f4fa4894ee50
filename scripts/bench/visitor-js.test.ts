import { describe, expect, it } from "vitest";
import { dynamicImportsOf, measureVisitorJs, scriptsInHtml, staticImportsOf } from "./visitor-js.ts";

const html = `<!DOCTYPE html><html><head>
<link rel="icon" href="/favicon.svg"/>
<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link rel="modulepreload" href="/assets/jsx-runtime-B.js"/>
<link rel="stylesheet" href="/assets/root-C.css"/>
</head><body>
<script>((k) => { let x = 1; })("react-router-scroll-positions")</script>
<script type="module" async="">;
import * as route0 from "/assets/root-D.js";
window.__reactRouterManifest = {"url": "/assets/manifest-E.js"};
import("/assets/entry.client-A.js");
</script>
<script src="/assets/legacy-F.js" defer></script>
</body></html>`;

describe("scriptsInHtml", () => {
  it("lists modulepreloads, script sources and the imports of inline scripts once each, but not styles or the manifest URL", () => {
    expect(scriptsInHtml(html)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/jsx-runtime-B.js",
      "/assets/root-D.js",
      "/assets/legacy-F.js",
    ]);
  });
});

describe("imports of a built chunk", () => {
  const chunk =
    `import{a as e,b as t}from"./jsx-runtime-B.js";import"./side-effect-G.js";import*as n from"./ns-H.js";` +
    `export{x as y}from"./re-export-I.js";const o=()=>__vitePreload(()=>import("./editor-J.js"),[]);` +
    `const s="import(\\"not a module\\")";const h=()=>import(\`./hero-editor-K.js\`);`;

  it("finds static imports and re-exports, which load with the chunk", () => {
    expect(staticImportsOf(chunk)).toEqual([
      "./jsx-runtime-B.js",
      "./side-effect-G.js",
      "./ns-H.js",
      "./re-export-I.js",
    ]);
  });

  it("finds dynamic imports, which load only when used", () => {
    expect(dynamicImportsOf(chunk)).toEqual(["./editor-J.js", "./hero-editor-K.js"]);
  });
});

describe("measureVisitorJs", () => {
  it("follows static imports, sums gzipped sizes and lists lazy and suspect chunks", async () => {
    const files: Record<string, string> = {
      "/assets/entry.client-A.js": `import{a}from"./jsx-runtime-B.js";console.log(a);`,
      "/assets/jsx-runtime-B.js": `export const a=1;`.repeat(50),
      "/assets/root-D.js": `import"./login-form-K.js";const e=()=>import("./editor-J.js");`,
      "/assets/login-form-K.js": `export{};`,
    };
    const result = await measureVisitorJs(html, async (pathname) =>
      files[pathname] === undefined ? null : Buffer.from(files[pathname]),
    );
    expect(result.files.map((file) => file.file)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/jsx-runtime-B.js",
      "/assets/root-D.js",
      "/assets/login-form-K.js",
    ]);
    expect(result.missing).toEqual(["/assets/legacy-F.js"]);
    expect(result.bytes).toBe(Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    expect(result.gzipBytes).toBeGreaterThan(0);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
    expect(result.lazyChunks).toEqual(["/assets/editor-J.js"]);
    expect(result.suspectChunks).toEqual(["/assets/login-form-K.js"]);
  });
});
