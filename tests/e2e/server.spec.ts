import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { fetchRaw } from "./support/site.ts";
import { type ServerProcess, spawnServer, startServer } from "./support/server-process.ts";

/**
 * The server as a process: configuration errors, graceful shutdown, caching headers, request logs.
 * These need a server of their own (info-level logs, and one that the test stops), not the shared one.
 */

function scratch(name: string): string {
  return mkdtempSync(path.join(inject("scratchDir"), `${name}-`));
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Whether the server's end of the connection from `clientPort` has no unread bytes: the kernel's
 * table of TCP sockets (IPv4 and IPv6) shows what waits in each socket's receive queue. Accepted
 * and read by the server process, not just queued by the kernel.
 */
function serverHasRead(serverPort: number, clientPort: number): boolean {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const [, local, remote, state, queues] = line.trim().split(/\s+/);
      if (!local || !remote || !queues) continue;
      if (!local.endsWith(`:${hex(serverPort)}`) || !remote.endsWith(`:${hex(clientPort)}`) || state !== "01") continue;
      return queues.split(":")[1] === "00000000";
    }
  }
  return false;
}

type LogLine = Record<string, unknown>;

function logLines(server: ServerProcess): LogLine[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Whether a new TCP connection to the port is refused (the listener is closed). */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/** Splits a raw HTTP/1.1 response; `complete` says whether the whole body arrived. */
function parseRawResponse(raw: Buffer) {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = text.slice(0, split);
  const [statusLine, ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  let rest = raw.subarray(Buffer.byteLength(head, "latin1") + 4);
  let body: Buffer;
  let complete: boolean;
  if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
    const chunks: Buffer[] = [];
    complete = false;
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd === -1) break;
      const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (Number.isNaN(size)) break;
      if (size === 0) {
        complete = true;
        break;
      }
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(chunks);
  } else {
    body = rest;
    complete = headers["content-length"] !== undefined && Number(headers["content-length"]) === body.length;
  }
  return { status: Number(statusLine?.split(" ")[1]), headers, body: body.toString("utf8"), complete };
}

describe("starting with an invalid configuration", () => {
  it("exits with status 1 and a message naming PORT when PORT=abc", async () => {
    const server = spawnServer({ PORT: "abc", DATA_DIR: scratch("bad-port") });
    const code = await Promise.race([
      server.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 20_000)),
    ]);
    if (code === "still running") await server.stop(2_000);
    expect(code).toBe(1);
    expect(server.stderr()).toMatch(/\bPORT\b/);
    expect(server.stderr()).toContain("abc");
  });
});

describe("a running production server", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({ dataDir: scratch("process"), env: { LOG_LEVEL: "info" } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("serves hashed assets under /assets/ as immutable for a year", async () => {
    const page = await fetchRaw("localhost", "/", { port: server.port });
    // Scripts are named in the module preloads and fonts in the inline styles (decision 045).
    const assets = [
      ...new Set([...page.body.matchAll(/["(](\/assets\/[^"'()\s]+\.(?:js|css|woff2))[")]/g)].map((m) => m[1]!)),
    ];
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.endsWith(".woff2"))).toBe(true);
    for (const asset of assets) {
      const response = await fetchRaw("localhost", asset, { port: server.port });
      expect(response.status, asset).toBe(200);
      expect(response.headers["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
  });

  it("serves a repeated anonymous page view from the page cache", async () => {
    const first = await fetchRaw("globex.localhost", "/", { port: server.port });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await fetchRaw("globex.localhost", "/", { port: server.port });
    expect(second.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    // The same page, but for the CSP nonce each answer draws for itself (decision 030).
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
  });

  it("sends a first view the cache's own gzip copy, with the nonce of its render", async () => {
    const gzip = { "accept-encoding": "gzip" };
    // The bytes on the wire: the cache's copy is its pre-deflated pieces around the nonce, which goes
    // in a stored (uncompressed) block, so it reads as plain text inside the gzip stream. A second
    // compression of the whole page would deflate it like the rest.
    const wire = await fetchRaw("localhost", "/about", { port: server.port, headers: gzip });
    expect(wire.headers["x-cache"]).toBe("MISS");
    expect(wire.headers["content-encoding"]).toBe("gzip");
    expect(wire.headers["content-length"]).toBeDefined();
    const wireNonce = /'nonce-([^']+)'/.exec(wire.headers["content-security-policy"] ?? "")?.[1];
    expect(wire.body).toContain(wireNonce);
    // Node's fetch gunzips: the body is the page.
    const first = await fetch(`http://localhost:${server.port}/services`, { headers: gzip });
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const body = await first.text();
    expect(body).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    // One nonce, the one its policy names, in every script of the page.
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect([...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))]).toEqual([nonce]);
    // The same bytes a hit sends, but for the nonce.
    const hit = await fetchRaw("localhost", "/services", { port: server.port });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body.replaceAll(/nonce="[^"]*"/g, "")).toBe(body.replaceAll(/nonce="[^"]*"/g, ""));
  });

  it("never answers a request with a session cookie from the page cache", async () => {
    // Warm the cache for the page first, so that a HIT would be possible.
    await fetchRaw("globex.localhost", "/de", { port: server.port });
    const anonymous = await fetchRaw("globex.localhost", "/de", { port: server.port });
    expect(anonymous.headers["x-cache"]).toBe("HIT");

    for (let i = 0; i < 2; i++) {
      const signedIn = await fetchRaw("globex.localhost", "/de", {
        port: server.port,
        headers: { cookie: "theme=dark; tessera.session_token=not-a-real-session" },
      });
      expect(signedIn.status).toBeLessThan(500);
      expect(signedIn.headers["x-cache"]).not.toBe("HIT");
    }
  });

  it("never caches a page rendered for a bearer token, so no visitor gets a signed-in page", async () => {
    const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@brightpath.localhost", password: "Tessera-demo-2026" }),
    });
    expect(login.status).toBe(200);
    const token = login.headers.get("set-auth-token");
    expect(token).toBeTruthy();

    // The viewer's address is in a signed-in page (root loader data) and in no anonymous one.
    const viewer = "admin@brightpath.localhost";
    // A page nobody has requested yet: with a bearer token it is rendered for the admin…
    const signedIn = await fetchRaw("localhost", "/de", {
      port: server.port,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain(viewer);
    expect(signedIn.headers["x-cache"]).toBeUndefined();

    // …and an anonymous visitor afterwards gets the anonymous page, rendered for them.
    const anonymous = await fetchRaw("localhost", "/de", { port: server.port });
    expect(anonymous.headers["x-cache"]).toBe("MISS");
    expect(anonymous.body).not.toContain(viewer);

    // A cached anonymous page is never handed to a bearer request either.
    const again = await fetchRaw("localhost", "/de", {
      port: server.port,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.headers["x-cache"]).toBeUndefined();
    expect(again.body).toContain(viewer);
  });

  it("logs each request as one JSON line with its request id, status and duration", async () => {
    const requestId = `e2e-${Date.now()}`;
    const response = await fetchRaw("localhost", "/fr", { port: server.port, headers: { "x-request-id": requestId } });
    expect(response.headers["x-request-id"]).toBe(requestId);
    await until(() => logLines(server).some((line) => line.request_id === requestId), 5_000, "the request's log line");
    const line = logLines(server).find((entry) => entry.request_id === requestId)!;
    expect(line).toMatchObject({ request_id: requestId, method: "GET", path: "/fr", status: response.status });
    expect(typeof line.duration_ms).toBe("number");
    expect(line.time ?? line.timestamp).toBeDefined();

    // Without an incoming id, the server makes one up and returns it.
    const anonymous = await fetchRaw("localhost", "/api/template-sections?url_page=/home", { port: server.port });
    const generated = anonymous.headers["x-request-id"];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => logLines(server).some((entry) => entry.request_id === generated), 5_000, "the second log line");
    expect(logLines(server).find((entry) => entry.request_id === generated)).toMatchObject({ status: 200 });
  });

  // Last in this block: it stops the server.
  it("finishes a request in flight on SIGTERM, stops accepting connections, then exits with status 0", async () => {
    const socket = connect({ host: "127.0.0.1", port: server.port });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));

    // The request has begun (the server is parsing it) but is not complete: it is in flight.
    await new Promise<void>((resolve) =>
      socket.write(`GET /es HTTP/1.1\r\nHost: localhost:${server.port}\r\nAccept: text/html\r\n`, () => resolve()),
    );
    await until(
      () => serverHasRead(server.port, socket.localPort!),
      5_000,
      "the server to accept the connection and read the request's first lines",
    );

    server.child.kill("SIGTERM");
    await until(() => server.stdout().includes("shutting down"), 5_000, "the server to start shutting down");
    expect(await connectionRefused(server.port)).toBe(true);
    expect(server.child.exitCode, "the server waits for the request in flight").toBeNull();

    // A write, not end(): a half-closed client would abort its own request.
    socket.write("Connection: close\r\n\r\n");
    await ended;
    const response = parseRawResponse(Buffer.concat(received));
    expect(response.status).toBe(200);
    expect(response.complete).toBe(true);
    expect(response.body.trimEnd()).toMatch(/<\/html>$/);
    expect(response.body).toContain("Lo que hacemos");

    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"stopped"');
  });
});
