import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ConnectionDrain } from "./drain.ts";

const open: { server: Server; sockets: Socket[] }[] = [];
afterEach(() => {
  for (const { server, sockets } of open.splice(0)) {
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    server.close();
  }
});

/** A server answering `ok` (after `delayMs`), and raw keep-alive client sockets to it. */
async function site(options: { recentMs: number; delayMs?: number }) {
  const drain = new ConnectionDrain({ recentMs: options.recentMs });
  const server = createServer(
    drain.wrap((_req: IncomingMessage, res: ServerResponse) => {
      setTimeout(() => res.writeHead(200, { "content-length": "2" }).end("ok"), options.delayMs ?? 0);
    }),
  );
  drain.track(server);
  /** The server's side of each connection (to wait until a request's bytes have arrived). */
  const accepted: Socket[] = [];
  server.on("connection", (socket: Socket) => accepted.push(socket));
  const entry = { server, sockets: [] as Socket[] };
  open.push(entry);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  async function client() {
    const socket = connect({ host: "127.0.0.1", port });
    entry.sockets.push(socket);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    let received = "";
    const waiters: (() => void)[] = [];
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      for (const wake of waiters.splice(0)) wake();
    });
    const closed = new Promise<"closed">((resolve) => socket.once("close", () => resolve("closed")));
    const errors: string[] = [];
    socket.on("error", (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    return {
      socket,
      closed,
      errors,
      send: (text = "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n") => socket.write(text),
      /** The next complete response (head and two-byte body). */
      async response(): Promise<string> {
        while (!/\r\n\r\nok/.test(received)) await new Promise<void>((resolve) => waiters.push(resolve));
        const end = received.indexOf("\r\n\r\nok") + 6;
        const response = received.slice(0, end);
        received = received.slice(end);
        return response.toLowerCase();
      },
    };
  }
  return { drain, server, client, accepted };
}

describe("ConnectionDrain", () => {
  it("closes a keep-alive connection that has been idle for a while at once, without a reset", async () => {
    const { drain, server, client } = await site({ recentMs: 50 });
    const idle = await client();
    idle.send();
    expect(await idle.response()).toContain("connection: keep-alive");
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stopped = drain.close(server, { forceAfterMs: 5_000 });
    expect(drain.draining).toBe(true);
    expect(await idle.closed).toBe("closed");
    await stopped;
    expect(idle.errors).toEqual([]);
  });

  it("finishes a response in flight with Connection: close, then closes its connection", async () => {
    const { drain, server, client } = await site({ recentMs: 50, delayMs: 200 });
    const busy = await client();
    busy.send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = drain.close(server, { forceAfterMs: 5_000 });
    expect(await busy.response()).toMatch(/^http\/1\.1 200 ok[\s\S]*connection: close/);
    expect(await busy.closed).toBe("closed");
    await stopped;
    expect(busy.errors).toEqual([]);
  });

  it("answers the next request of a connection used just before the signal, with Connection: close", async () => {
    const { drain, server, client } = await site({ recentMs: 1_000 });
    const recent = await client();
    recent.send();
    expect(await recent.response()).toContain("connection: keep-alive");

    const stopped = drain.close(server, { forceAfterMs: 5_000 });
    // Its next request was on the wire when the server began to stop: it is answered, not reset.
    await new Promise((resolve) => setTimeout(resolve, 100));
    recent.send();
    expect(await recent.response()).toMatch(/^http\/1\.1 200 ok[\s\S]*connection: close/);
    expect(await recent.closed).toBe("closed");
    await stopped;
    expect(recent.errors).toEqual([]);
  });

  it("waits for a request that has begun to arrive, however long the connection was idle", async () => {
    const { drain, server, client } = await site({ recentMs: 20 });
    const slow = await client();
    slow.send("GET / HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = drain.close(server, { forceAfterMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.socket.destroyed).toBe(false);
    slow.send("\r\n");
    expect(await slow.response()).toContain("connection: close");
    await stopped;
  });

  it("gives up on connections that never finish at the deadline", async () => {
    const { drain, server, client, accepted } = await site({ recentMs: 20 });
    const stuck = await client();
    stuck.send("GET / HTTP/1.1\r\n");
    // Its bytes must have reached the server: until then the socket looks idle and is closed as such.
    while (!(accepted[0]!.bytesRead > 0)) await new Promise((resolve) => setTimeout(resolve, 5));
    let forced = false;
    await drain.close(server, { forceAfterMs: 200, onForce: () => (forced = true) });
    expect(forced).toBe(true);
    expect(await stuck.closed).toBe("closed");
  });
});

describe("ConnectionDrain with upgrades", () => {
  it("leaves the upgrade listener to the server's own (a second one silences Hono's refusals)", () => {
    const server = createServer();
    open.push({ server, sockets: [] });
    new ConnectionDrain().track(server);
    expect(server.listenerCount("upgrade")).toBe(0);
  });

  it("cuts a socket whose upgrade is still under way at the deadline", async () => {
    const drain = new ConnectionDrain({ recentMs: 20 });
    const server = createServer();
    drain.track(server);
    // An upgrade nobody answers (a handshake still waiting for the app).
    const upgrading: Socket[] = [];
    server.on("upgrade", (_request: IncomingMessage, socket: Socket) => upgrading.push(socket));
    const entry = { server, sockets: [] as Socket[] };
    open.push(entry);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect({ host: "127.0.0.1", port });
    entry.sockets.push(socket);
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write("GET /realtime HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    while (upgrading.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    let forced = false;
    await drain.close(server, { forceAfterMs: 200, onForce: () => (forced = true) });
    expect(forced).toBe(true);
    await closed;
    expect(upgrading[0]!.destroyed).toBe(true);
  });
});
