import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * The visitor's page paints before its start-up scripts are fetched or run (decision 045).
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every start-up module (about
 * 130 KB gzipped) and an `async` module script that imports them. Chromium fetched the modules at
 * once, sharing the connection with the document, the hero image and the fonts, and the script ran
 * as soon as they had arrived, often before anything was painted: the framework's evaluation and the
 * first part of hydration then held the first paint back (≈ 100–160 ms on a desktop, four times that
 * on a phone). The page is server rendered with its styles inline, so it can be painted and read
 * without them.
 *
 * Both are rewritten here, on the way out of the renderer (the page cache stores the result):
 * the preload links are taken out of the head, and the start-up script, once the document is parsed
 * and one frame has been painted, adds them back (the modules are then fetched in parallel, as
 * before) and imports the same modules in the same order. A page in a background tab, which paints
 * no frames, starts at once (and one in a window that paints none while visible, after a second). Clicks made before React has hydrated are kept by the early-click script
 * and replayed (shared/browser/early-clicks.ts); forms submitted then post to their page's route action
 * (decision 055). A start-up script of a shape this does
 * not know is left as React Router wrote it, with its preloads.
 */
const PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
/** React Router's start-up script: static imports of the manifest and route modules, then the entry. */
const START_UP = /(<script\b[^>]*\btype="module"[^>]*>)((?:import [^;]*;\s*)+)([^<]*)<\/script>/;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/**
 * Waits for the parsed document and one painted frame: no wait at all in a hidden tab, and at most
 * one second in a window that paints no frames while counted as visible (an occluded one).
 */
const AFTER_FIRST_PAINT =
  `await new Promise(function(go){function f(){if(document.visibilityState==="hidden")go();` +
  `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}}` +
  `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",f,{once:true});else f()});`;

function preloadScript(hrefs: string[]): string {
  if (hrefs.length === 0) return "";
  return (
    `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`
  );
}

/** The start-up script rewritten to run after the first paint, or null for a shape it does not know. */
function rewriteStartUp(open: string, imports: string, rest: string, hrefs: string[]): string | null {
  if (imports.replace(STATIC_IMPORT, "").trim() !== "") return null;
  // Imported one after another, in the order the static imports were evaluated.
  const load = [...imports.matchAll(STATIC_IMPORT)].map(
    ([, name, specifier]) => `${name ? `const ${name}=` : ""}await import(${specifier});`,
  );
  return `${open}${AFTER_FIRST_PAINT}${preloadScript(hrefs)}${load.join("")}${rest.trim()}</script>`;
}

/**
 * Rewrites a document given in order, piece by piece (each piece ending on a whole tag): preloads
 * before the start-up script are held back and handed to it.
 */
export class StartUpRewriter {
  private held: { tag: string; href: string }[] = [];
  private done = false;

  write(text: string): string {
    if (this.done) return text;
    const script = START_UP.exec(text);
    const head = script ? text.slice(0, script.index) : text;
    let out = head.replace(PRELOAD, (tag, href: string) => {
      this.held.push({ tag, href });
      return "";
    });
    if (!script) return out;
    this.done = true;
    const [whole, open, imports, rest] = script as unknown as [string, string, string, string];
    const rewritten = rewriteStartUp(
      open,
      imports,
      rest,
      this.held.map((preload) => preload.href),
    );
    // Unknown shape: the preloads go back where the script is, which still loads them at start.
    out += rewritten ?? this.held.map((preload) => preload.tag).join("") + whole;
    return out + text.slice(script.index + whole.length);
  }

  /** The end of the document: preloads held for a script that never came are given back. */
  end(): string {
    if (this.done) return "";
    this.done = true;
    return this.held.map((preload) => preload.tag).join("");
  }
}

const SCRIPT_OPEN = "<script";

/** Where the start-up script (the first `<script …type="module"…>`) and its opening tag end. */
function startUpScriptTag(page: Buffer): { open: number; openEnd: number } | null {
  for (let from = 0; ;) {
    const at = page.indexOf(SCRIPT_OPEN, from, "latin1");
    const end = at < 0 ? -1 : page.indexOf(">", at, "latin1");
    if (end < 0) return null;
    if (/\btype="module"/.test(page.toString("latin1", at, end))) return { open: at, openEnd: end + 1 };
    from = end + 1;
  }
}

const SCRIPT_CLOSE = "</script>";
const PRELOAD_OPEN = '<link rel="modulepreload"';

/**
 * The same over a rendered page's bytes, without decoding it: a render thread's page is ≈ 170 KB
 * (the inline stylesheet is most of its head), and decoding it to rewrite ≈ 3 KB of it, then
 * encoding it again, was ≈ 15% of a render thread's CPU. Only the preload tags and the start-up
 * script are read; the rest is copied as it is. Gives the bytes of `startAfterFirstPaint`.
 */
export function startAfterFirstPaintBytes(page: Buffer): Buffer {
  const found = startUpScriptTag(page);
  if (!found) return page;
  const { open, openEnd } = found;
  const close = page.indexOf(SCRIPT_CLOSE, openEnd, "latin1");
  if (close < 0) return page;
  const scriptEnd = close + SCRIPT_CLOSE.length;
  const kept: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (;;) {
    const at = page.indexOf(PRELOAD_OPEN, from, "latin1");
    if (at < 0 || at > open) break;
    const end = page.indexOf(">", at, "latin1") + 1;
    const href = /\bhref="([^"]+)"/.exec(page.toString("utf8", at, end))?.[1];
    if (href === undefined) break;
    hrefs.push(href);
    kept.push(page.subarray(from, at));
    from = end;
  }
  const script = START_UP.exec(page.toString("utf8", open, scriptEnd));
  const rewritten = script && rewriteStartUp(script[1]!, script[2]!, script[3]!, hrefs);
  if (!script || script.index !== 0 || script[0].length !== scriptEnd - open || !rewritten) return page;
  kept.push(page.subarray(from, open), Buffer.from(rewritten, "utf8"), page.subarray(scriptEnd));
  return Buffer.concat(kept);
}

export function startAfterFirstPaint(html: string): string {
  return startAfterFirstPaintBytes(Buffer.from(html, "utf8")).toString("utf8");
}

/** Where a streamed piece can be cut: not inside a tag, nor inside a script element. */
function safeEnd(text: string): number {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && !text.includes("</script>", script)) return script;
  const open = text.lastIndexOf("<");
  if (open >= 0 && !text.includes(">", open)) return open;
  return text.length;
}

/** The same, over a streamed document. */
export function startAfterFirstPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = new StartUpRewriter();
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const end = safeEnd(text);
      carry = text.slice(end);
      callback(null, rewriter.write(text.slice(0, end)));
    },
    flush(callback) {
      callback(null, rewriter.write(carry + decoder.end()) + rewriter.end());
    },
  });
}
