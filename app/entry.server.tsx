import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, type ServerBuild, ServerRouter } from "react-router";
import { createNonce, pageContentSecurityPolicy } from "../server/http/security-headers.ts";
import siteCss from "./app.css?inline";
import { platformRequestContext, requestContext } from "../server/load-context.ts";
import { InlineCssContext } from "./document/inline-css.tsx";
import { startAfterFirstPaintBytes, startAfterFirstPaintStream } from "./document/start-up-scripts.ts";
import {
  type RenderJob,
  type RenderedPage,
  canRenderElsewhere,
  entryContextFromJob,
  handoffStream,
  toRenderJob,
} from "../server/render/render-job.ts";

/**
 * Documents render on a render thread when the server has them (decision 012): React Router's
 * loaders and data serialisation stay on the main thread, React's rendering — most of a page's
 * cost — runs beside it, so a full render uses both cores. Without render threads (development,
 * API tests, `RENDER_THREADS=0`), on an error render, or when a thread fails, the page renders
 * here with React Router's default streaming entry.
 */
export const streamTimeout = 5_000;

/**
 * Completed Suspense boundaries (lazily loaded sections and banners) are written in place: past
 * React's default chunk size (~12.8 kB) it writes them apart, hidden, and reveals them by script
 * up to 300 ms after first paint, which shifts the page (decision 017).
 */
const INLINE_BOUNDARIES = Number.MAX_SAFE_INTEGER;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // Every inline script of the document carries this nonce, and the policy names it (decision 014);
  // a cached copy of the page keeps this header with its body.
  const nonce = createNonce();
  responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce));
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The platform's pages (no site) render in place.
  const platform = loadContext.get(platformRequestContext);
  const { renderer, logger } = platform ? { renderer: null, logger: platform.logger } : loadContext.get(requestContext);
  if (renderer?.available && canRenderElsewhere(routerContext)) {
    const job = await toRenderJob(request, responseStatusCode, routerContext, nonce);
    try {
      const page = await renderer.render(job);
      responseHeaders.set("Content-Type", "text/html");
      responseHeaders.set("Server-Timing", `render;dur=${page.renderMs.toFixed(2)};desc="render thread"`);
      return new Response(page.body, { status: responseStatusCode, headers: responseHeaders });
    } catch (error) {
      logger.warn({ err: error }, "render thread failed; rendering in place");
      routerContext.serverHandoffStream = handoffStream(job.handoff);
      routerContext.renderMeta = {};
    }
  }
  return renderInPlace(request, responseStatusCode, responseHeaders, routerContext, nonce);
}

/** React Router's default Node entry: the shell streams as soon as it is ready (all of it for bots). */
function renderInPlace(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // ServerRouter hands the nonce to <Scripts>, <ScrollRestoration> and its data stream; React to its own streaming scripts.
    const element = (
      <InlineCssContext value={siteCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>
    );
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      progressiveChunkSize: INLINE_BOUNDARIES,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body.pipe(startAfterFirstPaintStream())), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and React Router logs them; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * On a render thread: the whole document for a job, as bytes. Any error rejects, and the main
 * thread renders the page in place, where React Router's own error handling applies.
 */
export function renderJob(build: ServerBuild, job: RenderJob): Promise<RenderedPage> {
  const started = performance.now();
  const context = entryContextFromJob(build, job);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        callback();
        if (failed) return;
        // Start-up modules wait for the first paint (decision 045). The reply transfers the body's
        // ArrayBuffer, and a small Buffer may be a slice of Node's shared pool: such a one is copied.
        const page = startAfterFirstPaintBytes(Buffer.concat(chunks));
        const own =
          page.byteOffset === 0 && page.buffer.byteLength === page.length && page.buffer instanceof ArrayBuffer;
        const body = own ? new Uint8Array(page.buffer) : new Uint8Array(page);
        resolve({ body, renderMs: performance.now() - started });
      },
    });
    const element = (
      <InlineCssContext value={siteCss}>
        <ServerRouter context={context} url={job.url} nonce={job.nonce} />
      </InlineCssContext>
    );
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: job.nonce,
      progressiveChunkSize: INLINE_BOUNDARIES,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        reject(error);
      },
    });
  });
}
