import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder: every child process runs there, as `npm run serve` would. */
export const projectRoot = path.resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/**
 * The project's own Node (the `node` dev dependency, Node 24, which strips types), so that the
 * server runs on the same Node as in production even when Vitest was started by an older one.
 */
export function nodeBinary(): string {
  const pinned = path.join(projectRoot, "node_modules/.bin/node");
  return existsSync(pinned) ? pinned : process.execPath;
}

/** A port nobody listens on right now (the OS picks it; released before the caller binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout so far. */
  stdout(): string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends SIGTERM and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<number | string>;
};

/**
 * Starts the production server (`node server/index.ts`) as a child process with the given
 * environment on top of a sane default one. Does not wait for it to be ready: see `waitUntilReady`.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(nodeBinary(), ["server/index.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      AUTH_SECRET: randomSecret(),
      // One render thread, not one per core: each of the run's servers shares the 2 cores with
      // another server and two browsers, so a second thread renders nothing sooner, and loading the
      // build in it cost ≈ 1.5 s of CPU at each of some twenty server starts. The pool is still the
      // road every page takes; render-threads.spec.ts sets its own counts.
      RENDER_THREADS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
  const exited = new Promise<number | string>((resolve) => {
    child.on("exit", (code, signal) => resolve(code ?? signal ?? -1));
  });
  const port = Number(env.PORT);
  return {
    port,
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Polls /readyz until the server answers 200; fails with the server's output if it exits first. */
export async function waitUntilReady(
  server: ServerProcess,
  // A server on a copy of the seeded data starts in ≈ 4 s, on an empty folder in ≈ 12 s; both take
  // several times that while browsers and other servers share the 2 cores. E2E_READY_TIMEOUT_MS.
  timeoutMs = Number(process.env.E2E_READY_TIMEOUT_MS) || 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void server.exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined) break;
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Said before the stop below ends the process (its exit would read as the reason).
  const reason = ended === undefined ? `no answer within ${timeoutMs / 1000} s` : `exited with ${ended}`;
  if (ended === undefined) await server.stop(5_000);
  throw new Error(
    `The server on port ${server.port} did not become ready (${reason}).\n` +
      `--- stdout ---\n${server.stdout()}\n--- stderr ---\n${server.stderr()}`,
  );
}

/** Starts a production server on a free port with its own data folder and waits until it is ready. */
export async function startServer(options: { dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: options.dataDir, ...options.env });
  await waitUntilReady(server);
  return server;
}
