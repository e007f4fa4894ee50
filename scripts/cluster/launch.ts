/**
 * The production shape on this machine (decision 068): PostgreSQL, Redis, N app instances from the
 * production build and Caddy in front with deploy/Caddyfile.local (the production Caddyfile plus
 * plain HTTP on loopback). Used by `npm run cluster`, its test and `npm run bench -- --cluster`.
 * Everything it starts, it stops; it never touches a process it did not start.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { type Child, freePort, httpGet, startNode } from "../bench/processes.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
export const LOCAL_REDIS = "redis://127.0.0.1:6379";
/** The demo content's two sites (server/db/seed/demo.ts) and the platform's default host. */
export const DEMO_HOSTS = ["localhost", "globex.localhost"] as const;
export const PLATFORM_HOST = "app.localhost";

export type ClusterOptions = {
  /** App instances (default 3). */
  instances?: number;
  /**
   * PostgreSQL to use as it is (migrated and seeded if empty). Unset: a fresh database
   * `databaseName` on the local server (LOCAL_POSTGRES), dropped and created anew.
   */
  databaseUrl?: string;
  /** The fresh database's name when `databaseUrl` is unset (default tessera_cluster). */
  databaseName?: string;
  /**
   * Redis to use. Unset: 127.0.0.1:6379 when it answers, else a `redis-server` of our own on a free
   * port. `"own"`: always our own (it can then be restarted, `restartRedis`).
   */
  redisUrl?: string | "own";
  /** Caddy in front (default true). */
  caddy?: boolean;
  /** Caddy's plain-HTTP port (default: a free one). */
  httpPort?: number;
  /** Render threads per instance (default 1: several instances share the machine's cores). */
  renderThreads?: number;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /** Folder for logs and DATA_DIR (default: a new temporary folder, removed by `stop` unless kept). */
  workDir?: string;
  keepWorkDir?: boolean;
  say?: (message: string) => void;
};

export type Cluster = {
  /** Caddy's plain-HTTP address (null without Caddy), and each instance's own address. */
  urls: { caddy: string | null; instances: string[] };
  caddyPort: number | null;
  instancePorts: number[];
  databaseUrl: string;
  redisUrl: string;
  /** True when the Redis is ours (then `restartRedis` works). */
  ownRedis: boolean;
  workDir: string;
  /** Whether instance `i` is running. */
  running(i: number): boolean;
  /** `kill -9` of instance `i`: no drain, as a crash. */
  kill(i: number): Promise<void>;
  /** Starts instance `i` again on its port; resolves once /readyz answers 200. */
  start(i: number): Promise<void>;
  /**
   * The failed requests Caddy currently holds against instance `i` (its admin API's `fails`): an
   * instance that failed one is left out for `fail_duration` (10 s) even once it is back, so a
   * rolling restart waits for 0 before it stops the next one. Null without Caddy.
   */
  frontDoorFails(i: number): Promise<number | null>;
  /** Kills our Redis (SIGKILL), waits `downMs`, starts it again on the same port (empty). */
  restartRedis(downMs?: number): Promise<void>;
  /** Stops everything it started (Caddy, instances with their drain, our Redis), nothing else. */
  stop(): Promise<void>;
};

/** What a cluster needs that this machine may lack; null when all is there. */
export async function missingParts(
  options: { caddy?: boolean; databaseUrl?: string; redisUrl?: string; build?: boolean } = {},
): Promise<string | null> {
  const missing: string[] = [];
  // Tests do not build (a minute of both cores); `npm run cluster` does.
  if (options.build && !existsSync(path.join(ROOT, "build/server/index.js")))
    missing.push("no production build (run `npm run build`)");
  if (options.caddy !== false && !hasBinary("caddy")) missing.push("caddy is not installed");
  const database = new URL(options.databaseUrl ?? LOCAL_POSTGRES);
  if (!(await reachable(database.hostname, Number(database.port || 5432))))
    missing.push(`no PostgreSQL answers at ${database.host}`);
  if (options.redisUrl === "own") {
    if (!hasBinary("redis-server")) missing.push("redis-server is not installed");
  } else if (options.redisUrl) {
    const redis = new URL(options.redisUrl);
    if (!(await reachable(redis.hostname, Number(redis.port || 6379))))
      missing.push(`no Redis answers at ${redis.host}`);
  } else if (!(await reachable("127.0.0.1", 6379)) && !hasBinary("redis-server")) {
    missing.push("no Redis at 127.0.0.1:6379 and redis-server is not installed");
  }
  return missing.length ? missing.join("; ") : null;
}

export function hasBinary(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

export function reachable(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(timeoutMs);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, host);
  });
}

/** Builds when build/ is missing (the instances run the production build). */
export function ensureBuild(say: (message: string) => void = () => {}): void {
  if (existsSync(path.join(ROOT, "build/server/index.js"))) return;
  say("build/ is missing: running `npm run build`");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) throw new Error("`npm run build` failed");
}

/** Drops and creates `name` on the server of `maintenanceUrl`; returns the new database's URL. */
export async function freshDatabase(maintenanceUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = postgres(maintenanceUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds (demo content when empty) before any instance starts, so they do not race. */
async function prepareDatabase(url: string): Promise<void> {
  const { openDatabase } = await import("../../server/db/client.ts");
  const { seedDemoContentIfEmpty } = await import("../../server/db/seed/demo.ts");
  const database = openDatabase({ url });
  try {
    await database.migrate();
    await seedDemoContentIfEmpty({ db: database.db });
  } finally {
    await database.close();
  }
}

type Spawned = { process: ChildProcess; exited: Promise<void> };

function spawnLogged(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }) {
  const log = openSync(options.log, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", log, log] });
  closeSync(log);
  const exited = once(child, "exit").then(() => undefined);
  return { process: child, exited } satisfies Spawned;
}

async function stopSpawned(spawned: Spawned | null, signal: NodeJS.Signals = "SIGTERM", graceMs = 10_000) {
  if (!spawned || spawned.process.exitCode !== null || spawned.process.signalCode !== null) return;
  spawned.process.kill(signal);
  const timer = setTimeout(() => spawned.process.kill("SIGKILL"), graceMs);
  await spawned.exited;
  clearTimeout(timer);
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, log?: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) {
      const tail = log && existsSync(log) ? `\n${readFileSync(log, "utf8").split("\n").slice(-30).join("\n")}` : "";
      throw new Error(`${what} did not come up in ${timeoutMs} ms${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const say = options.say ?? (() => {});
  const count = options.instances ?? 3;
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error("instances: expected 1 to 32");
  const workDir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), "tessera-cluster-"));
  mkdirSync(path.join(workDir, "logs"), { recursive: true });
  const logFile = (name: string) => path.join(workDir, "logs", `${name}.log`);

  let redis: Spawned | null = null;
  let caddy: Spawned | null = null;
  const children: (Child | null)[] = [];
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopSpawned(caddy);
    await Promise.allSettled(children.map((child) => child?.stop()));
    await stopSpawned(redis);
    if (!options.keepWorkDir && !options.workDir) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    ensureBuild(say);

    // PostgreSQL.
    const databaseUrl =
      options.databaseUrl ?? (await freshDatabase(LOCAL_POSTGRES, options.databaseName ?? "tessera_cluster"));
    say(`PostgreSQL: ${redactPassword(databaseUrl)} (migrating, seeding the demo content if empty)`);
    await prepareDatabase(databaseUrl);

    // Redis.
    let redisUrl: string;
    let redisPort = 0;
    const startRedis = async () => {
      redis = spawnLogged(
        "redis-server",
        ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        { cwd: workDir, env: process.env, log: logFile("redis") },
      );
      await waitFor("redis-server", () => reachable("127.0.0.1", redisPort), 10_000, logFile("redis"));
    };
    if (options.redisUrl && options.redisUrl !== "own") {
      redisUrl = options.redisUrl;
    } else if (options.redisUrl !== "own" && (await reachable("127.0.0.1", 6379))) {
      redisUrl = LOCAL_REDIS;
    } else {
      if (!hasBinary("redis-server")) throw new Error("no Redis at 127.0.0.1:6379 and redis-server is not installed");
      redisPort = await freePort();
      await startRedis();
      redisUrl = `redis://127.0.0.1:${redisPort}`;
    }
    const ownRedis = redisPort !== 0;
    say(`Redis: ${redisUrl}${ownRedis ? " (started here)" : ""}`);

    // The instances.
    const instancePorts: number[] = [];
    for (let i = 0; i < count; i += 1) instancePorts.push(await freePort());
    const dataDir = path.join(workDir, "data");
    const instanceEnv = (port: number): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = {};
      // Only what an instance needs from ours (PATH, HOME, …), nothing that would point it elsewhere.
      for (const key of ["PATH", "HOME", "LANG", "TZ", "TMPDIR"]) if (process.env[key]) env[key] = process.env[key];
      return {
        ...env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        // Caddy on loopback is the proxy (decision 067).
        TRUSTED_PROXIES: "127.0.0.1,::1",
        RENDER_THREADS: String(options.renderThreads ?? 1),
        LOG_LEVEL: "warn",
        ...options.env,
      };
    };
    const startInstance = async (i: number) => {
      const port = instancePorts[i]!;
      children[i] = await startNode({
        name: `instance ${i + 1}`,
        args: ["server/index.ts"],
        cwd: ROOT,
        env: instanceEnv(port),
        port,
        logFile: logFile(`instance-${i + 1}`),
        readyPath: "/readyz",
        timeoutMs: 120_000,
      });
    };
    say(`starting ${count} instance(s) on ports ${instancePorts.join(", ")}`);
    await Promise.all(instancePorts.map((_, i) => startInstance(i)));

    // Caddy.
    let caddyPort: number | null = null;
    let caddyAdmin: string | null = null;
    if (options.caddy !== false) {
      if (!hasBinary("caddy")) throw new Error("caddy is not installed");
      caddyPort = options.httpPort ?? (await freePort());
      const caddyHome = path.join(workDir, "caddy");
      mkdirSync(caddyHome, { recursive: true });
      const caddyEnv: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        // Its state (certificates, autosave) in our folder, not the user's.
        HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
        HTTP_PORT: String(caddyPort),
        HTTPS_PORT: String(await freePort()),
        CADDY_ADMIN: (caddyAdmin = `127.0.0.1:${await freePort()}`),
        TESSERA_UPSTREAMS: instancePorts.map((port) => `127.0.0.1:${port}`).join(" "),
        TESSERA_ASK_URL: `http://127.0.0.1:${instancePorts[0]}/internal/tls-allowed`,
        // Nothing leaves this machine: no real CA is ever asked for a certificate.
        ACME_CA: process.env.ACME_CA ?? "https://127.0.0.1:9/directory",
      };
      caddy = spawnLogged(
        "caddy",
        ["run", "--config", path.join(ROOT, "deploy/Caddyfile.local"), "--adapter", "caddyfile"],
        { cwd: path.join(ROOT, "deploy"), env: caddyEnv, log: logFile("caddy") },
      );
      const port = caddyPort;
      await waitFor(
        "Caddy",
        async () => (await httpGet(port, "/readyz", "localhost", 2_000)).status === 200,
        20_000,
        logFile("caddy"),
      );
    }

    const running = (i: number) => {
      const child = children[i];
      return !!child && child.process.exitCode === null && child.process.signalCode === null;
    };
    const caddyUrl = caddyPort === null ? null : `http://localhost:${caddyPort}`;
    return {
      urls: { caddy: caddyUrl, instances: instancePorts.map((port) => `http://localhost:${port}`) },
      caddyPort,
      instancePorts,
      databaseUrl,
      redisUrl,
      ownRedis,
      workDir,
      running,
      async kill(i) {
        const child = children[i];
        if (!child || child.process.exitCode !== null || child.process.signalCode !== null) return;
        const exited = once(child.process, "exit");
        child.process.kill("SIGKILL");
        await exited;
      },
      async start(i) {
        if (running(i)) return;
        await startInstance(i);
      },
      async frontDoorFails(i) {
        if (caddyAdmin === null) return null;
        const response = await fetch(`http://${caddyAdmin}/reverse_proxy/upstreams`);
        const upstreams = (await response.json()) as { address: string; fails: number }[];
        return upstreams.find((upstream) => upstream.address === `127.0.0.1:${instancePorts[i]}`)?.fails ?? 0;
      },
      async restartRedis(downMs = 2_000) {
        if (!ownRedis) throw new Error("this Redis was not started here; it is not ours to restart");
        await stopSpawned(redis, "SIGKILL");
        await new Promise((resolve) => setTimeout(resolve, downMs));
        await startRedis();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
