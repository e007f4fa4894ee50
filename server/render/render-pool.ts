import { Worker } from "node:worker_threads";
import type { PageRenderer, RenderJob, RenderedPage } from "./render-job.ts";
import type { Logger } from "../logger.ts";

export type RenderRequest = { id: number; job: RenderJob };
export type RenderReply = { id: number; page: RenderedPage } | { id: number; error: string } | { ready: true };

type Pending = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void };
/** `ready` once the thread has loaded the server build and takes jobs without a cold start. */
type Thread = { worker: Worker; pending: Map<number, Pending>; ready: boolean };

/** A thread that dies this many times in a row without rendering a page is not started again. */
const MAX_RESTARTS = 3;

/**
 * Render threads for documents (decision 012). Each job goes to the thread with the fewest
 * renders in flight; a thread that exits fails its jobs (their pages render in place) and is
 * replaced, unless threads keep dying without rendering anything, when the pool gives up.
 */
export class RenderPool implements PageRenderer {
  readonly #buildFile: string;
  readonly #logger: Logger;
  readonly #threads: Thread[] = [];
  #nextId = 1;
  #restarts = 0;
  #closed = false;
  #readyWaiters: (() => void)[] = [];

  constructor(options: { buildFile: string; threads: number; logger: Logger }) {
    this.#buildFile = options.buildFile;
    this.#logger = options.logger;
    for (let i = 0; i < options.threads; i++) this.#threads.push(this.#start());
  }

  get available(): boolean {
    return !this.#closed && this.#threads.length > 0;
  }

  get size(): number {
    return this.#threads.length;
  }

  /**
   * Resolves once every thread has loaded the server build (or the pool gave up on it): a job sent
   * before waits for its thread's start, ≈ 1 s of an idle 2-core machine and far more of a busy one.
   * The server listens only then, so "ready" means ready to render.
   */
  whenReady(): Promise<void> {
    if (this.#allReady()) return Promise.resolve();
    return new Promise((resolve) => this.#readyWaiters.push(resolve));
  }

  #allReady(): boolean {
    return this.#closed || this.#threads.every((thread) => thread.ready);
  }

  #checkReady(): void {
    if (this.#allReady()) for (const resolve of this.#readyWaiters.splice(0)) resolve();
  }

  render(job: RenderJob): Promise<RenderedPage> {
    let thread = this.#threads[0];
    if (!thread || this.#closed) return Promise.reject(new Error("No render thread is running"));
    for (const candidate of this.#threads) if (candidate.pending.size < thread.pending.size) thread = candidate;
    const id = this.#nextId++;
    const { worker, pending } = thread;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ id, job } satisfies RenderRequest);
      } catch (error) {
        // Loader data that cannot be cloned (a function, say): this page renders in place.
        pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#checkReady();
    const threads = this.#threads.splice(0);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  #start(): Thread {
    const worker = new Worker(new URL("./render-worker.ts", import.meta.url), {
      workerData: { buildFile: this.#buildFile },
    });
    const thread: Thread = { worker, pending: new Map(), ready: false };
    worker.on("message", (reply: RenderReply) => {
      if ("ready" in reply) {
        thread.ready = true;
        this.#checkReady();
        return;
      }
      const pending = thread.pending.get(reply.id);
      if (!pending) return;
      thread.pending.delete(reply.id);
      if ("error" in reply) {
        pending.reject(new Error(reply.error));
      } else {
        this.#restarts = 0;
        pending.resolve(reply.page);
      }
    });
    worker.on("error", (error) => this.#logger.error({ err: error }, "render thread crashed"));
    worker.on("exit", (code) => {
      for (const { reject } of thread.pending.values()) reject(new Error(`Render thread exited (${code})`));
      thread.pending.clear();
      const index = this.#threads.indexOf(thread);
      if (this.#closed || index === -1) return;
      if (++this.#restarts > MAX_RESTARTS) {
        this.#threads.splice(index, 1);
        this.#logger.error({ code }, "render thread exited again; pages render on the main thread");
        this.#checkReady();
        return;
      }
      this.#logger.warn({ code }, "render thread exited; starting another");
      this.#threads[index] = this.#start();
    });
    return thread;
  }
}
