import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../tests/setup/accounts.ts";
import { startLiveServer } from "../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../db/seed/accounts.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { chatVisitors } from "../db/schema/index.ts";
import { appendEvent } from "./event-log.ts";
import type { RealtimeHub } from "./hub.ts";

/**
 * The real-time endpoint against real listening servers (decision 035): WebSocket clients with
 * the tenant's Host and Origin, a test channel kind (`room:*`, open to any principal), and events
 * published by the server side.
 */

type Live = Awaited<ReturnType<typeof startLiveServer>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const org = { A: 0, B: 0 };
let adminCookieA = "";
let tokenA = "";
const live: Live[] = [];

const FAST = { heartbeatMs: 200, sweepMs: 200, authTimeoutMs: 500 };

function defineRoom(hub: RealtimeHub) {
  hub.defineChannel("room", {
    authorize: ({ parts }) => parts[0] !== "closed",
    receive: async ({ principal, channel, event, data }) => {
      const stored = await hub.publish({ organizationId: principal.organizationId, channel, event, data });
      return { seq: stored.seq };
    },
  });
}

async function start(options: Parameters<typeof startLiveServer>[0] = { database }) {
  const server = await startLiveServer({
    ...options,
    database: options.database ?? database,
    realtime: { ...FAST, ...options.realtime },
  });
  defineRoom(server.services.realtime);
  live.push(server);
  return server;
}

const clientSockets = new Set<WebSocket>();
function rawSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  clientSockets.add(socket);
  socket.on("close", () => clientSockets.delete(socket));
  return socket;
}

/** A client of the app's own RealtimeClient speaking to `url` as a browser on `host`. */
function client(url: string, host: string, extra: { cookie?: string; token?: string; origin?: string } = {}) {
  return new RealtimeClient({
    url,
    token: () => extra.token,
    minDelayMs: 20,
    maxDelayMs: 200,
    createSocket: (target) =>
      rawSocket(target, {
        host,
        origin: extra.origin ?? `http://${host}`,
        ...(extra.cookie ? { cookie: extra.cookie } : {}),
      }) as unknown as SocketLike,
  });
}

/** The HTTP status of a refused upgrade, or "open". */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number | "open"> {
  return new Promise((resolve) => {
    const socket = rawSocket(url, headers);
    socket.on("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.on("open", () => {
      resolve("open");
      socket.close();
    });
    socket.on("error", () => {});
  });
}

/** Collects a channel's events; `until(n)` waits for n of them. */
function collector() {
  const events: RealtimeEvent[] = [];
  let wake: () => void = () => {};
  return {
    events,
    onEvent(event: RealtimeEvent) {
      events.push(event);
      wake();
    },
    async until(predicate: () => boolean, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`timed out; have ${JSON.stringify(events.map((e) => e.seq))}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  org.A = (await createOrganization({ db: fixturesOf(database), name: "A", hosts: ["a.localhost"] })).id;
  org.B = (await createOrganization({ db: fixturesOf(database), name: "B", hosts: ["b.localhost"] })).id;
  await createUserWithPassword({
    db: fixturesOf(database),
    organizationId: org.A,
    email: "admin@a.localhost",
    name: "Anna Admin",
    password: "Passw0rd-ok",
    role: "admin",
  });
  const server = await start();
  const app = {
    request: (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = "localhost", headers, ...rest } = init;
      return fetchVia(server.port, path, { ...rest, headers: { host, ...(headers as Record<string, string>) } });
    },
  };
  adminCookieA = await accountClient(app as never, "a.localhost").signIn("admin@a.localhost");
  const visitorId = randomUUID();
  await fixturesOf(database)
    .insert(chatVisitors)
    .values({ id: visitorId, organization_id: org.A, name: "Vera Visitor", email: "vera@example.com" });
  tokenA = await server.services.visitorTokens.sign("visitor", { organizationId: org.A, visitorId });
});

afterAll(async () => {
  for (const server of live) await server.stop().catch(() => {});
  await database?.drop();
});

/** HTTP through the live server with any Host header (fetch forbids setting it; node:http does not). */
async function fetchVia(port: number, path: string, init: RequestInit): Promise<Response> {
  const { request } = await import("node:http");
  const headers = init.headers as Record<string, string>;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const item of Array.isArray(value) ? value : [value ?? ""]) responseHeaders.append(name, item);
        }
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: responseHeaders }));
      });
    });
    req.on("error", reject);
    if (init.body) req.write(init.body as string);
    req.end();
  });
}

describe("who may connect", () => {
  it("refuses an upgrade without the site's own Origin", async () => {
    const { url } = live[0]!;
    expect(await upgradeStatus(url, { host: "a.localhost", origin: "http://evil.example" })).toBe(403);
    expect(await upgradeStatus(url, { host: "a.localhost" })).toBe(403);
    // The other tenant's origin is another site too.
    expect(await upgradeStatus(url, { host: "a.localhost", origin: "http://b.localhost" })).toBe(403);
    expect(await upgradeStatus(url, { host: "a.localhost", origin: "http://a.localhost" })).toBe("open");
  });

  it("refuses an unknown host, and a plain GET", async () => {
    const { url, port } = live[0]!;
    expect(await upgradeStatus(url, { host: "nobody.localhost", origin: "http://nobody.localhost" })).toBe(404);
    const plain = await fetchVia(port, "/realtime", { headers: { host: "a.localhost" } });
    expect(plain.status).toBe(426);
  });

  it("refuses a session cookie of one organization on another's host", async () => {
    expect(
      await upgradeStatus(live[0]!.url, { host: "b.localhost", origin: "http://b.localhost", cookie: adminCookieA }),
    ).toBe(401);
  });

  it("knows staff from their session cookie", async () => {
    const staff = client(live[0]!.url, "a.localhost", { cookie: adminCookieA });
    const events = collector();
    staff.subscribe("room:staff", { since: 0, onEvent: events.onEvent });
    await staff.ready();
    await live[0]!.services.realtime.publish({
      organizationId: org.A,
      channel: "room:staff",
      event: "hello",
      data: {},
    });
    await events.until(() => events.events.length === 1);
    staff.close();
  });

  it("accepts a visitor token of the host's organization and refuses it on another's host", async () => {
    const onA = client(live[0]!.url, "a.localhost", { token: tokenA });
    await onA.ready();
    onA.close();

    const closed = await new Promise<number>((resolve) => {
      const socket = rawSocket(live[0]!.url, { host: "b.localhost", origin: "http://b.localhost" });
      socket.on("open", () => socket.send(JSON.stringify({ type: "auth", token: tokenA })));
      socket.on("close", (code) => resolve(code));
    });
    expect(closed).toBe(4401);
  });

  it("closes a connection that never authenticates, and refuses a forged token", async () => {
    const silent = await new Promise<number>((resolve) => {
      const socket = rawSocket(live[0]!.url, { host: "a.localhost", origin: "http://a.localhost" });
      socket.on("close", (code) => resolve(code));
    });
    expect(silent).toBe(4401);
    const forged = await new Promise<number>((resolve) => {
      const socket = rawSocket(live[0]!.url, { host: "a.localhost", origin: "http://a.localhost" });
      socket.on("open", () => socket.send(JSON.stringify({ type: "auth", token: `${tokenA.slice(0, -4)}AAAA` })));
      socket.on("close", (code) => resolve(code));
    });
    expect(forged).toBe(4401);
  });

  it("answers frames it cannot read with an error, not a crash", async () => {
    const socket = rawSocket(live[0]!.url, { host: "a.localhost", origin: "http://a.localhost", cookie: adminCookieA });
    const frames: { type: string; code?: string }[] = [];
    socket.on("message", (data) => frames.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.on("open", resolve));
    socket.send("not json");
    socket.send(JSON.stringify({ type: "subscribe", channel: "../etc" }));
    socket.send(JSON.stringify({ type: "subscribe", channel: "room:closed" }));
    socket.send(JSON.stringify({ type: "subscribe", channel: "unknown:1" }));
    const deadline = Date.now() + 5000;
    while (frames.filter((f) => f.type === "error").length < 4 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(frames.filter((f) => f.type === "error").map((f) => f.code)).toEqual([
      "bad_frame",
      "bad_frame",
      "forbidden",
      "forbidden",
    ]);
    socket.close();
  });
});

describe("delivery", () => {
  it("replays what a client missed from the sequence it names, then goes live", async () => {
    const hub = live[0]!.services.realtime;
    for (let i = 1; i <= 3; i += 1)
      await hub.publish({ organizationId: org.A, channel: "room:replay", event: "n", data: { i } });
    const visitor = client(live[0]!.url, "a.localhost", { token: tokenA });
    const events = collector();
    visitor.subscribe("room:replay", { since: 1, onEvent: events.onEvent });
    await events.until(() => events.events.length === 2);
    await hub.publish({ organizationId: org.A, channel: "room:replay", event: "n", data: { i: 4 } });
    await events.until(() => events.events.length === 3);
    expect(events.events.map((e) => e.seq)).toEqual([2, 3, 4]);
    visitor.close();
  });

  it("delivers a client's publish to the other subscribers, acknowledged with its sequence", async () => {
    const staff = client(live[0]!.url, "a.localhost", { cookie: adminCookieA });
    const visitor = client(live[0]!.url, "a.localhost", { token: tokenA });
    const seen = collector();
    // "From now" starts when the subscription is confirmed: publishing before that may precede it.
    const subscribed = new Promise<void>((resolve) =>
      staff.subscribe("room:talk", { onEvent: seen.onEvent, onSubscribed: () => resolve() }),
    );
    await subscribed;
    await visitor.ready();
    const ack = await visitor.publish("room:talk", "message", { body: "hi" });
    expect(ack.seq).toBe(1);
    await seen.until(() => seen.events.length === 1);
    expect(seen.events[0]).toMatchObject({ channel: "room:talk", seq: 1, event: "message", data: { body: "hi" } });
    staff.close();
    visitor.close();
  });

  it("keeps organizations apart on channels of the same name", async () => {
    const hub = live[0]!.services.realtime;
    const visitor = client(live[0]!.url, "a.localhost", { token: tokenA });
    const seen = collector();
    visitor.subscribe("room:shared", { since: 0, onEvent: seen.onEvent });
    await visitor.ready();
    await hub.publish({ organizationId: org.B, channel: "room:shared", event: "secret", data: {} });
    await hub.publish({ organizationId: org.A, channel: "room:shared", event: "mine", data: {} });
    await seen.until(() => seen.events.length >= 1);
    expect(seen.events.map((e) => e.event)).toEqual(["mine"]);
    visitor.close();
  });

  it("loses and doubles nothing across a dropped socket and a server restart", async () => {
    const first = live[0]!;
    const visitor = client(first.url, "a.localhost", { token: tokenA });
    const seen = collector();
    visitor.subscribe("room:restart", { since: 0, onEvent: seen.onEvent });
    await visitor.ready();
    let published = 0;
    const publish = (server: Live) =>
      server.services.realtime.publish({
        organizationId: org.A,
        channel: "room:restart",
        event: "n",
        data: { n: ++published },
      });
    for (let i = 0; i < 5; i += 1) await publish(first);
    await seen.until(() => seen.events.length === 5);
    // The network drops: the socket dies without a close frame, events go on meanwhile.
    for (const ws of first.services.realtime.sockets()) ws.terminate();
    for (let i = 0; i < 5; i += 1) await publish(first);
    await seen.until(() => seen.events.length === 10);
    // The server restarts (same port, same database) while events are written.
    const port = first.port;
    await first.stop();
    live.splice(live.indexOf(first), 1);
    // Written while no instance listens (another instance's writes, or a queue): stored all the same.
    for (let i = 0; i < 5; i += 1) {
      const n = ++published;
      await fixturesOf(database).transaction((tx) =>
        appendEvent(tx as never, { organizationId: org.A, channel: "room:restart", event: "n", data: { n } }),
      );
    }
    const second = await start({ database, port });
    live.unshift(second);
    for (let i = 0; i < 5; i += 1) await publish(second);
    await seen.until(() => seen.events.length === published);
    expect(seen.events.map((e) => e.seq)).toEqual(Array.from({ length: published }, (_, i) => i + 1));
    expect(seen.events.map((e) => (e.data as { n: number }).n)).toEqual(
      Array.from({ length: published }, (_, i) => i + 1),
    );
    visitor.close();
  });
});

describe("resource bounds", () => {
  it("closes a socket that stops answering pings", async () => {
    const socket = rawSocket(live[0]!.url, { host: "a.localhost", origin: "http://a.localhost", cookie: adminCookieA });
    await new Promise((resolve) => socket.on("open", resolve));
    // The client stops reading: no pong goes back.
    (socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const before = live[0]!.services.realtime.stats().connections;
    const deadline = Date.now() + 5000;
    while (live[0]!.services.realtime.stats().connections >= before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(live[0]!.services.realtime.stats().connections).toBeLessThan(before);
    socket.terminate();
  });

  it("drops a client that does not read instead of buffering without bound; it resumes from its sequence", async () => {
    const server = await start({ database, realtime: { maxBufferedBytes: 256 * 1024, heartbeatMs: 60_000 } });
    const hub = server.services.realtime;
    const reader = client(server.url, "a.localhost", { token: tokenA });
    const seen = collector();
    await new Promise<void>((resolve) =>
      reader.subscribe("room:flood", { since: 0, onEvent: seen.onEvent, onSubscribed: () => resolve() }),
    );
    const [onServer] = hub.sockets();
    // The client stops reading: the kernel's buffers fill, then the server's own.
    const peer = peerOf(onServer!);
    peer.pause();
    const big = "x".repeat(128 * 1024);
    const count = 400;
    for (let i = 0; i < count && onServer!.readyState === onServer!.OPEN; i += 1) {
      await hub.publish({ organizationId: org.A, channel: "room:flood", event: "big", data: { i, big } });
    }
    expect(onServer!.readyState, "the server dropped the slow socket").not.toBe(onServer!.OPEN);
    const written = await hub.publish({
      organizationId: org.A,
      channel: "room:flood",
      event: "big",
      data: { i: -1, big: "" },
    });
    peer.resume();
    await seen.until(() => seen.events.length === written.seq, 20_000);
    expect(seen.events.map((e) => e.seq)).toEqual(Array.from({ length: written.seq }, (_, i) => i + 1));
    reader.close();
  });
});

/** The client-side TCP socket of a server-side WebSocket (both live in this process). */
function peerOf(serverSocket: WebSocket): { pause(): void; resume(): void } {
  const port = (serverSocket as unknown as { _socket: { remotePort: number } })._socket.remotePort;
  for (const socket of clientSockets) {
    const inner = (socket as unknown as { _socket?: { localPort: number; pause(): void; resume(): void } })._socket;
    if (inner?.localPort === port) return inner;
  }
  throw new Error("no client socket on that port");
}
