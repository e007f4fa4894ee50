/** Child processes of the bench (the servers under test) and plain HTTP requests to them. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

/** A port that was free a moment ago (the OS picks it; the bench hands it to a child at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type HttpResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET with a chosen Host header (fetch would not let us set it), on a fresh connection. */
export function httpGet(port: number, pathname: string, host: string, timeoutMs = 10_000): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, headers: { host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${pathname} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}

export type Child = { name: string; port: number; logFile: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts `node ARGS` with its output in `logFile`, and waits until `readyPath` answers 200. */
export async function startNode(options: {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  logFile: string;
  readyPath: string;
  readyHost?: string;
  timeoutMs?: number;
}): Promise<Child> {
  const log = openSync(options.logFile, "a");
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = signal ?? String(code);
      resolve();
    });
  });
  const stop = async () => {
    if (exited !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (exited !== null) {
      throw new Error(`${options.name} exited (${exited}) before it was ready. Its log:\n${tail(options.logFile)}`);
    }
    try {
      const response = await httpGet(options.port, options.readyPath, options.readyHost ?? "localhost", 2_000);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.name} was not ready in time. Its log:\n${tail(options.logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name: options.name, port: options.port, logFile: options.logFile, process: child, stop };
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Newest modification time of any file under the folders (0 when none). */
export function newestMtime(root: string, folders: string[]): { mtimeMs: number; file: string | null } {
  let newest = { mtimeMs: 0, file: null as string | null };
  for (const folder of folders) {
    const absolute = path.join(root, folder);
    let entries;
    try {
      entries = readdirSync(absolute, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { mtimeMs } = statSync(file);
      if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: path.relative(root, file) };
    }
  }
  return newest;
}

/** Why the production build must be made first, or null when the one on disk is current. */
export function buildNeeded(root: string, serverBuild: string, sources: string[]): string | null {
  let builtAt: number;
  try {
    builtAt = statSync(path.join(root, serverBuild)).mtimeMs;
  } catch {
    return `${serverBuild} is missing`;
  }
  const newest = newestMtime(root, sources);
  return newest.mtimeMs > builtAt ? `${newest.file} is newer than ${serverBuild}` : null;
}

let clockTicks: number | undefined;

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
export function cpuSecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces, hence the last ")"): utime is the 12th, stime the 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (clockTicks === undefined) {
      const result = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
      clockTicks = Number(result.stdout.trim()) || 100;
    }
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}
