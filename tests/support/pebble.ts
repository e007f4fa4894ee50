import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { Agent } from "node:https";
import path from "node:path";

/**
 * Real parts of the TLS end-to-end test (decision 067): Debian's `pebble` (an ACME test CA) and
 * `caddy` with deploy/Caddyfile, started on free loopback ports in a temporary folder. The DNS
 * server they use is pebble-challtestsrv (tests/support/challtestsrv.ts).
 */
export const PEBBLE_BINARY = process.env.PEBBLE_BINARY ?? "/usr/bin/pebble";
export const CADDY_BINARY = process.env.CADDY_BINARY ?? "/usr/bin/caddy";

/** A child process whose output is kept, for readiness checks and error messages. */
export type Child = {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

export function startChild(command: string, args: string[], env: Record<string, string>, cwd?: string): Child {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `check` until it returns something (not undefined), failing with `describe()` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 20_000, describe = () => "" }: { timeoutMs?: number; describe?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (${String(last ?? "no answer")})\n${describe()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A GET over HTTPS trusting only `ca`; the body as text. */
export async function getText(url: string, ca: string): Promise<{ status: number; body: string }> {
  const { request } = await import("node:https");
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, agent: new Agent({ ca, keepAlive: false }), timeout: 5_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end();
  });
}

export type Pebble = Child & {
  /** The ACME directory, `https://127.0.0.1:PORT/dir`. */
  directoryUrl: string;
  /** The certificate of Pebble's own HTTPS listeners (ACME and management): what Caddy must trust. */
  listenerCertFile: string;
  listenerCert: string;
  /** The root of the certificates Pebble issues (a fresh one every start): what a visitor must trust. */
  issuingRoot(): Promise<string>;
};

/**
 * Starts Pebble: ACME at a free port, validating HTTP-01 on `httpPort` and TLS-ALPN-01 on
 * `tlsPort` (the front door's ports), names resolved by `dnsServer` (challtestsrv). Debian's
 * package ships neither a configuration nor test certificates: both are written to `dir`.
 */
export async function startPebble(options: {
  dir: string;
  dnsServer: string;
  httpPort: number;
  tlsPort: number;
  acmePort: number;
  managementPort: number;
}): Promise<Pebble> {
  mkdirSync(options.dir, { recursive: true });
  const certFile = path.join(options.dir, "pebble-listener.pem");
  const keyFile = path.join(options.dir, "pebble-listener.key");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=pebble listener (tests)",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make Pebble's certificate: ${made.stderr}`);
  const configFile = path.join(options.dir, "pebble-config.json");
  writeFileSync(
    configFile,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${options.acmePort}`,
        managementListenAddress: `127.0.0.1:${options.managementPort}`,
        certificate: certFile,
        privateKey: keyFile,
        httpPort: options.httpPort,
        tlsPort: options.tlsPort,
        ocspResponderURL: "",
        externalAccountBindingRequired: false,
      },
    }),
  );
  const { readFileSync } = await import("node:fs");
  const listenerCert = readFileSync(certFile, "utf8");
  const child = startChild(
    PEBBLE_BINARY,
    ["-config", configFile, "-dnsserver", options.dnsServer],
    {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      // No pauses between validation attempts, and no nonces refused at random: the test is fast
      // and deterministic, the ACME exchange itself is the real one.
      PEBBLE_VA_NOSLEEP: "1",
      PEBBLE_WFE_NONCEREJECT: "0",
    },
    options.dir,
  );
  const directoryUrl = `https://127.0.0.1:${options.acmePort}/dir`;
  const managementUrl = `https://127.0.0.1:${options.managementPort}`;
  await waitFor(
    "Pebble's ACME directory",
    async () => {
      if (child.child.exitCode !== null) throw new Error(`pebble exited: ${child.output()}`);
      const answer = await getText(directoryUrl, listenerCert);
      return answer.status === 200 ? true : undefined;
    },
    { describe: child.output },
  );
  return {
    ...child,
    directoryUrl,
    listenerCertFile: certFile,
    listenerCert,
    async issuingRoot() {
      const answer = await getText(`${managementUrl}/roots/0`, listenerCert);
      if (answer.status !== 200) throw new Error(`Pebble's /roots/0 answered ${answer.status}`);
      return answer.body;
    },
  };
}

export type Caddy = Child & { httpPort: number; httpsPort: number };

/**
 * Starts Caddy with deploy/Caddyfile, everything from the environment as an operator would set
 * it; its storage, configuration and home in `dir`, so it never touches ~/.local/share/caddy.
 */
export async function startCaddy(options: {
  projectRoot: string;
  dir: string;
  upstreams: string[];
  askUrl: string;
  acmeCa: string;
  /** The certificate Caddy's ACME client must trust to talk to Pebble (SSL_CERT_FILE). */
  caFile: string;
  httpPort: number;
  httpsPort: number;
  adminPort: number;
}): Promise<Caddy> {
  for (const sub of ["home", "data", "config"]) mkdirSync(path.join(options.dir, sub), { recursive: true });
  const child = startChild(
    CADDY_BINARY,
    ["run", "--config", path.join(options.projectRoot, "deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: path.join(options.dir, "home"),
      XDG_DATA_HOME: path.join(options.dir, "data"),
      XDG_CONFIG_HOME: path.join(options.dir, "config"),
      SSL_CERT_FILE: options.caFile,
      TESSERA_UPSTREAMS: options.upstreams.join(" "),
      TESSERA_ASK_URL: options.askUrl,
      ACME_CA: options.acmeCa,
      ACME_EMAIL: "ops@example.test",
      HTTP_PORT: String(options.httpPort),
      HTTPS_PORT: String(options.httpsPort),
      CADDY_ADMIN: `127.0.0.1:${options.adminPort}`,
    },
    options.dir,
  );
  await waitFor(
    "Caddy's admin endpoint",
    async () => {
      if (child.child.exitCode !== null) throw new Error(`caddy exited: ${child.output()}`);
      const answer = await fetch(`http://127.0.0.1:${options.adminPort}/config/`, {
        signal: AbortSignal.timeout(1_000),
      });
      return answer.ok ? true : undefined;
    },
    { describe: child.output },
  );
  return { ...child, httpPort: options.httpPort, httpsPort: options.httpsPort };
}

/** Why the TLS test cannot run here, or null: the binaries it starts, and openssl for Pebble's certificate. */
export function tlsToolsMissing(): string | null {
  const missing = [CADDY_BINARY, PEBBLE_BINARY, "/usr/bin/pebble-challtestsrv", "/usr/bin/openssl"].filter(
    (file) => !existsSync(file),
  );
  return missing.length === 0
    ? null
    : `not installed: ${missing.join(", ")} (Debian: apt-get install caddy pebble openssl; npm test installs them when root)`;
}

/** A reachability check asked up to three times: on a busy 2-core machine one half-second try can miss. */
export async function answers(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) if (await check()) return true;
  return false;
}
