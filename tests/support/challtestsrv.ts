import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A real DNS server for tests: Debian's `pebble-challtestsrv` (decision 066), started on free
 * loopback ports. It answers every A/AAAA query with 127.0.0.1/::1 (or the addresses given) and
 * the TXT records set through its management API. Shared by the domain verification tests and the
 * TLS end-to-end test (which points Pebble's resolver at `dnsAddress`).
 *
 *   const dns = await startChalltestsrv();            // null when the binary is missing
 *   await dns.setTxt("_tessera.shop.example.test", "tessera-verification=…");
 *   env.DNS_SERVERS = dns.dnsAddress;                 // "127.0.0.1:PORT"
 *   await dns.stop();
 */
export const CHALLTESTSRV_BINARY = process.env.CHALLTESTSRV_BINARY ?? "/usr/bin/pebble-challtestsrv";

/** Why the tests that need it skip, or null when it is installed. */
export function challtestsrvMissing(): string | null {
  return existsSync(CHALLTESTSRV_BINARY)
    ? null
    : `pebble-challtestsrv is not installed at ${CHALLTESTSRV_BINARY} (apt-get install pebble): DNS tests skipped`;
}

export type Challtestsrv = {
  /** `127.0.0.1:PORT`, for DNS_SERVERS or a resolver's setServers. */
  dnsAddress: string;
  dnsPort: number;
  /** `http://127.0.0.1:PORT` of the management API. */
  managementUrl: string;
  setTxt(host: string, value: string): Promise<void>;
  clearTxt(host: string): Promise<void>;
  /** Answers A queries for `host` with these addresses (instead of the default). */
  addA(host: string, addresses: string[]): Promise<void>;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const fqdn = (host: string) => (host.endsWith(".") ? host : `${host}.`);

export async function startChalltestsrv(
  options: { defaultIPv4?: string; defaultIPv6?: string; timeoutMs?: number } = {},
): Promise<Challtestsrv | null> {
  if (challtestsrvMissing()) return null;
  const dnsPort = await freePort();
  const managementPort = await freePort();
  const child: ChildProcess = spawn(
    CHALLTESTSRV_BINARY,
    [
      "-dns01",
      `127.0.0.1:${dnsPort}`,
      "-management",
      `127.0.0.1:${managementPort}`,
      "-http01",
      "",
      "-https01",
      "",
      "-tlsalpn01",
      "",
      "-defaultIPv4",
      options.defaultIPv4 ?? "127.0.0.1",
      "-defaultIPv6",
      options.defaultIPv6 ?? "::1",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const managementUrl = `http://127.0.0.1:${managementPort}`;

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${managementUrl}${path}`, { method: "POST", body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`challtestsrv ${path}: ${res.status} ${await res.text()}`);
  };

  // Ready when the management API answers (it starts after the DNS listeners).
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pebble-challtestsrv exited (${child.exitCode}): ${output}`);
    try {
      await post("/clear-txt", { host: "_ready.invalid." });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`pebble-challtestsrv did not start in time: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    dnsAddress: `127.0.0.1:${dnsPort}`,
    dnsPort,
    managementUrl,
    setTxt: (host, value) => post("/set-txt", { host: fqdn(host), value }),
    clearTxt: (host) => post("/clear-txt", { host: fqdn(host) }),
    addA: (host, addresses) => post("/add-a", { host: fqdn(host), addresses }),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
