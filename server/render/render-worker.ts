/**
 * A render thread (decision 012): loads the same server build as the main thread and renders the
 * documents it is sent, answering with the HTML bytes or the error's message.
 */
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { RenderJob, RenderedPage } from "./render-job.ts";
import type { RenderReply, RenderRequest } from "./render-pool.ts";

type RenderEntry = { renderJob(build: ServerBuild, job: RenderJob): Promise<RenderedPage> };

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread of the server");
const { buildFile } = workerData as { buildFile: string };
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const entry = build.entry.module as unknown as Partial<RenderEntry>;
const renderJob = entry.renderJob;
if (typeof renderJob !== "function") throw new Error(`The server build ${buildFile} has no renderJob in its entry`);

// Loaded: the pool counts this thread as ready (the server listens once all of them are).
port.postMessage({ ready: true } satisfies RenderReply);

port.on("message", ({ id, job }: RenderRequest) => {
  renderJob(build, job).then(
    (page) => port.postMessage({ id, page } satisfies RenderReply, [page.body.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply),
  );
});
