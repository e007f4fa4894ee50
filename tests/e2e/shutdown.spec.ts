import autocannon, { type AutocannonResult } from "autocannon";
import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { seededDataDir } from "./support/data-dir.ts";

/**
 * SIGTERM under load (decision 014): 50 keep-alive connections hammer the production server, half of
 * their requests cached pages and half full renders (a query string skips the page cache), so that
 * responses are in flight on every path when the signal arrives. Not one request may fail: each
 * connection is told `Connection: close` on its next response and closed after it, idle ones are
 * closed without a reset, and the process exits 0 long before its 10 s drain deadline.
 *
 * Refused connections after the signal are expected (the listener is closed: a load balancer sends
 * those elsewhere); a reset, a broken pipe, a timeout or a request that never got an answer is not.
 * autocannon ignores `Connection: close` (it writes its next request before reading the server's
 * FIN); what happens to those requests is counted apart, as the client's own doing.
 */

type Outcome = {
  responses: number;
  refused: number;
  failures: string[];
  lost: number;
  sentAfterClose: number;
  afterClose: string[];
  /** Clients that have had at least one answer: their connection is established on both sides. */
  answeredClients: number;
};

function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
      setTimeout(check, 20);
    };
    check();
  });
}

/** Reads one response from a raw socket: its status line and headers. */
function readHead(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end !== -1) resolve(received.slice(0, end));
    });
    socket.once("error", reject);
    socket.once("close", () => reject(new Error(`socket closed before a response; got: ${received}`)));
  });
}

describe("SIGTERM while 50 keep-alive connections are busy", () => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop(2_000);
  });

  it("answers every request in flight, closes each connection cleanly and exits 0 well inside the deadline", async () => {
    server = await startServer({ dataDir: seededDataDir("drain"), env: { SHUTDOWN_TIMEOUT_MS: "10000" } });
    const { port } = server;
    const base = `http://127.0.0.1:${port}`;
    // Warm the page cache, so that `/` is a cache hit and `/?full` a full render.
    expect((await fetch(`${base}/`)).status).toBe(200);

    // A connection that has begun a /readyz request before the signal and finishes it afterwards.
    const probe = connect({ host: "127.0.0.1", port });
    await new Promise<void>((resolve, reject) => probe.once("connect", resolve).once("error", reject));
    probe.write(`GET /readyz HTTP/1.1\r\nHost: localhost:${port}\r\n`);

    const outcome: Outcome = {
      responses: 0,
      refused: 0,
      failures: [],
      lost: 0,
      sentAfterClose: 0,
      afterClose: [],
      answeredClients: 0,
    };
    const instance = autocannon({
      url: base,
      connections: 50,
      duration: 25,
      timeout: 10,
      requests: [{ path: "/" }, { path: "/?full=1" }],
      // A request sent while the previous one on the same client has no answer yet was lost: the
      // server closed the connection under it (autocannon reconnects without counting an error).
      // Except on a connection whose last response said `Connection: close`: autocannon sends its
      // next request there regardless (RFC 9112 §9.6 forbids it), and whatever happens to that
      // request (dropped, or reset by the closed socket) is the client's doing, counted apart.
      setupClient(client) {
        const toldToClose = new WeakSet<Socket>();
        const watched = new WeakSet<Socket>();
        let inFlight: Socket | null = null;
        let answered = false;
        client.on("headers", ({ headers }: { headers: string[] }) => {
          for (let i = 0; i < headers.length; i += 2) {
            if (/^connection$/i.test(headers[i]!) && /\bclose\b/i.test(headers[i + 1]!)) toldToClose.add(client.conn);
          }
        });
        client.on("request", () => {
          const conn = client.conn;
          if (!watched.has(conn)) {
            watched.add(conn);
            conn.on("error", (error: NodeJS.ErrnoException) => {
              if (error.code === "ECONNREFUSED") outcome.refused++;
              else if (toldToClose.has(conn)) outcome.afterClose.push(error.code ?? error.message);
              else outcome.failures.push(error.code ?? error.message);
            });
          }
          if (inFlight) {
            if (toldToClose.has(inFlight)) outcome.sentAfterClose++;
            else outcome.lost++;
          }
          inFlight = conn;
        });
        client.on("response", () => {
          outcome.responses++;
          inFlight = null;
          if (!answered) {
            answered = true;
            outcome.answeredClients++;
          }
        });
        client.on("connError", () => (inFlight = null));
        client.on("timeout", () => outcome.failures.push("timeout"));
      },
    });
    const finished: Promise<AutocannonResult> = instance.then((result) => result);

    try {
      // Under load from a standing start the server may take seconds to accept all 50 connections;
      // those still in the kernel's listen queue when the listener closes are reset by the kernel.
      // The signal comes once every connection is in use (each has had an answer).
      await until(
        () => outcome.responses >= 300 && outcome.answeredClients === 50,
        30_000,
        "300 responses under load, on all 50 connections",
      );
      const signalled = performance.now();
      server.child.kill("SIGTERM");

      // The half-sent request, completed once the listener is closed: not ready, and told to close.
      await until(() => outcome.refused > 0, 5_000, "the listener to close");
      const head = readHead(probe);
      probe.write("\r\n");
      const readyz = await head.catch((error: Error) => error.message);

      const code = await server.exited;
      const seconds = (performance.now() - signalled) / 1000;
      instance.stop();
      await finished;

      console.log(
        `drain: exit ${code} after ${seconds.toFixed(2)} s; ${outcome.responses} responses, ${outcome.refused} refused reconnects, ` +
          `${outcome.failures.length} connection errors, ${outcome.lost} requests lost, ` +
          `${outcome.sentAfterClose} requests autocannon sent after Connection: close ` +
          `(${outcome.afterClose.length} of them reset by the closed socket)`,
      );
      expect(readyz).toMatch(/^HTTP\/1\.1 503 /);
      expect(readyz.toLowerCase()).toContain("connection: close");
      expect(code).toBe(0);
      expect(seconds, "the drain ends long before the 10 s deadline").toBeLessThan(5);
      expect(outcome.failures, "connection errors other than refused reconnects").toEqual([]);
      expect(outcome.lost, "requests the server never answered").toBe(0);
      expect(outcome.responses).toBeGreaterThan(300);
      expect(server.stdout() + server.stderr()).not.toContain("drain timed out");
    } finally {
      instance.stop();
      probe.destroy();
    }
  }, 60_000);
});

describe("SIGTERM after refused WebSocket upgrades", () => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop(2_000);
  });

  it("answers each refused upgrade with a 4xx, closes its socket, and exits 0 inside the deadline", async () => {
    server = await startServer({ dataDir: seededDataDir("upgrades"), env: { SHUTDOWN_TIMEOUT_MS: "10000" } });
    const { port } = server;
    // A socket that sees the server's FIN and then closes its own side, as curl does.
    const refusedUpgrade = () =>
      new Promise<{ head: string; serverClosed: boolean }>((resolve, reject) => {
        const socket = connect({ host: "127.0.0.1", port });
        let received = "";
        socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        socket.once("end", () => {
          socket.end();
          resolve({ head: received, serverClosed: true });
        });
        socket.once("error", reject);
        socket.write(
          `GET /realtime HTTP/1.1\r\nHost: localhost:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: http://evil.example\r\n\r\n`,
        );
      });
    const answers = await Promise.all(Array.from({ length: 50 }, refusedUpgrade));
    expect(answers.filter((answer) => /^HTTP\/1\.1 403 /.test(answer.head))).toHaveLength(50);

    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const seconds = (performance.now() - signalled) / 1000;
    expect(code).toBe(0);
    expect(seconds, "the drain ends long before the 10 s deadline").toBeLessThan(5);
    expect(server.stdout() + server.stderr()).not.toContain("drain timed out");
  }, 60_000);
});
