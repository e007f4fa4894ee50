import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { withinOneMinuteWindow } from "../../../../tests/setup/rate-windows.ts";
import { startRedisServer } from "../../../../tests/setup/redis-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";

/**
 * Messages sent over the WebSocket count against the same limits as REST ones (decision 038):
 * 20 a minute per visitor and 60 a minute per address, the address read as TRUST_PROXY says (the
 * last X-Forwarded-For hop behind a trusted proxy, the socket's peer otherwise).
 */

const HOST = "a.localhost";
let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: Awaited<ReturnType<typeof startLiveServer>>[] = [];
let startIp = 0;

async function start(server: Awaited<ReturnType<typeof startLiveServer>>) {
  const res = await httpRequest(server.port, "/api/conversations", {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      "x-forwarded-for": `10.50.0.${++startIp}`,
    },
    body: JSON.stringify({ name: "Vera", email: "vera@example.com", message: "Hi" }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { conversation: { id: number }; visitor_token: string };
  return { id: body.conversation.id, token: body.visitor_token };
}

function socket(server: Awaited<ReturnType<typeof startLiveServer>>, token: string, forwardedFor: string) {
  return new RealtimeClient({
    url: server.url,
    token: () => token,
    createSocket: (target) =>
      new WebSocket(target, {
        headers: { host: HOST, origin: `http://${HOST}`, "x-forwarded-for": forwardedFor },
      }) as unknown as SocketLike,
  });
}

/** Sends `count` messages over the socket; the codes of the refused ones. */
async function publish(client: RealtimeClient, conversationId: number, count: number): Promise<string[]> {
  const refused: string[] = [];
  for (let i = 0; i < count; i++) {
    await client
      .publish(`conversation:${conversationId}`, "message", { body: `message ${i}` })
      .catch((error: { code?: string }) => refused.push(error.code ?? "error"));
  }
  return refused;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const org = await createOrganization({ db: fixturesOf(database), name: "Acme", hosts: [HOST] });
  await createUserWithPassword({
    db: fixturesOf(database),
    organizationId: org.id,
    email: "staff@a.localhost",
    name: "Sam Staff",
    password: "Passw0rd-ok",
    role: "admin",
  });
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await database?.drop();
});

describe("per-address limits over the WebSocket", () => {
  it(
    "behind a trusted proxy: 60 a minute from one forwarded address, shared with REST; another address is free",
    { timeout: 60_000 },
    async () => {
      const server = await startLiveServer({ database, env: { TRUST_PROXY: "true" } });
      servers.push(server);
      // The 61 messages below must fall in one minute's window (a CI run once crossed one).
      await withinOneMinuteWindow();
      const ip = "203.0.113.7";
      const visitors = [await start(server), await start(server), await start(server), await start(server)];
      const clients = visitors.map((visitor) => socket(server, visitor.token, ip));
      // Each visitor's own limit is 20 a minute, one spent on starting (from another address): 3 × 19 + 3 = 60.
      for (const [index, visitor] of visitors.slice(0, 3).entries()) {
        expect(await publish(clients[index]!, visitor.id, 19)).toEqual([]);
      }
      const fourth = visitors[3]!;
      expect(await publish(clients[3]!, fourth.id, 3)).toEqual([]);
      expect(await publish(clients[3]!, fourth.id, 1)).toEqual(["rate_limited"]);
      // The REST counter is the same one.
      const rest = await httpRequest(server.port, `/api/conversations/${fourth.id}/messages`, {
        method: "POST",
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          "content-type": "application/json",
          "x-forwarded-for": ip,
          "x-visitor-token": fourth.token,
        },
        body: JSON.stringify({ body: "over REST" }),
      });
      expect(rest.status).toBe(429);
      // The same visitor from another address still has its own allowance.
      const elsewhere = socket(server, fourth.token, "203.0.113.8");
      expect(await publish(elsewhere, fourth.id, 1)).toEqual([]);
      for (const client of [...clients, elsewhere]) client.close();
    },
  );

  it("without TRUST_PROXY, a forged X-Forwarded-For does not make a fresh address", async () => {
    const server = await startLiveServer({ database, env: { TRUST_PROXY: "false" } });
    servers.push(server);
    const visitor = await start(server);
    // Every socket comes from 127.0.0.1 here, which is not counted (decision 015), so the
    // forwarded addresses play no part: only the visitor's own limit (19 left) applies.
    const clients = ["198.51.100.1", "198.51.100.2"].map((ip) => socket(server, visitor.token, ip));
    expect(await publish(clients[0]!, visitor.id, 19)).toEqual([]);
    expect(await publish(clients[1]!, visitor.id, 1)).toEqual(["rate_limited"]);
    for (const client of clients) client.close();
  });
});

type Server = Awaited<ReturnType<typeof startLiveServer>>;

/**
 * A raw socket to the endpoint: the frames it got, and how it ended (a close code, or the HTTP
 * answer that refused the upgrade).
 */
function rawSocket(server: Server, headers: Record<string, string> = {}) {
  const ws = new WebSocket(server.url, { headers: { host: HOST, origin: `http://${HOST}`, ...headers } });
  const frames: { type: string; code?: string; message?: string; channel?: string }[] = [];
  ws.on("message", (data) => frames.push(JSON.parse(String(data)) as (typeof frames)[number]));
  const ended = new Promise<{ code?: number; status?: number; retryAfter?: string; body?: string }>((resolve) => {
    ws.on("close", (code) => resolve({ code }));
    ws.on("unexpected-response", (_request, response: IncomingMessage) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve({ status: response.statusCode, retryAfter: String(response.headers["retry-after"]), body }),
      );
    });
  });
  const frame = async (type: string) => {
    for (;;) {
      const found = frames.find((f) => f.type === type);
      if (found) return found;
      const end = await Promise.race([ended, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20))]);
      if (end) return frames.find((f) => f.type === type) ?? null;
    }
  };
  const opened = new Promise<boolean>((resolve) => {
    ws.once("open", () => resolve(true));
    void ended.then(() => resolve(false));
  });
  return { ws, frames, ended, frame, opened };
}

/** A socket that authenticates with a visitor token: its `ready`, or how it was refused. */
async function visitorSocket(server: Server, token: string, headers: Record<string, string> = {}) {
  const socket = rawSocket(server, headers);
  expect(await socket.opened).toBe(true);
  socket.ws.send(JSON.stringify({ type: "auth", token }));
  return { ...socket, ready: (await Promise.race([socket.frame("ready"), socket.ended.then(() => null)])) !== null };
}

async function closeAll(sockets: { ws: WebSocket; ended: Promise<unknown> }[]) {
  for (const socket of sockets) socket.ws.close();
  await Promise.all(sockets.map((socket) => socket.ended));
}

describe("open sockets are bounded", () => {
  it("per visitor token: past the cap the socket is told why and closed with 4429; a closed one frees a place", async () => {
    const server = await startLiveServer({ database, env: { REALTIME_SOCKETS_PER_TOKEN: "3" } });
    servers.push(server);
    const { token } = await start(server);
    const open = [];
    for (let i = 0; i < 3; i++) {
      const socket = await visitorSocket(server, token);
      expect(socket.ready).toBe(true);
      open.push(socket);
    }
    const over = await visitorSocket(server, token);
    expect(over.ready).toBe(false);
    expect(await over.ended).toEqual({ code: 4429 });
    expect(over.frames).toContainEqual(expect.objectContaining({ type: "error", code: "rate_limited" }));
    await closeAll(open.slice(0, 1));
    const again = await visitorSocket(server, token);
    expect(again.ready).toBe(true);
    await closeAll([...open.slice(1), again]);
  });

  it("per address: the upgrade past the cap is answered 429 with Retry-After; another address is free", async () => {
    const server = await startLiveServer({
      database,
      env: { TRUST_PROXY: "true", REALTIME_SOCKETS_PER_ADDRESS: "3" },
    });
    servers.push(server);
    const from = (ip: string) => rawSocket(server, { "x-forwarded-for": ip });
    const open = [from("203.0.113.50"), from("203.0.113.50"), from("203.0.113.50")];
    for (const socket of open) expect(await socket.opened).toBe(true);
    const over = from("203.0.113.50");
    const refused = await over.ended;
    expect(refused).toMatchObject({ status: 429, retryAfter: "30" });
    const elsewhere = from("203.0.113.51");
    expect(await elsewhere.opened).toBe(true);
    await closeAll(open.slice(0, 1));
    const again = from("203.0.113.50");
    expect(await again.opened).toBe(true);
    await closeAll([...open.slice(1), elsewhere, again]);
  });

  it("per signed-in session: the upgrade past the cap is answered 429", async () => {
    const server = await startLiveServer({ database, env: { REALTIME_SOCKETS_PER_SESSION: "2" } });
    servers.push(server);
    const app = {
      request: (path: string, init: RequestInit = {}) =>
        httpRequest(server.port, path, {
          method: init.method,
          headers: { host: HOST, ...(init.headers as Record<string, string>) },
          ...(init.body ? { body: init.body as string } : {}),
        }),
    };
    const cookie = await accountClient(app as never, HOST).signIn("staff@a.localhost");
    const open = [rawSocket(server, { cookie }), rawSocket(server, { cookie })];
    for (const socket of open) expect(await socket.frame("ready")).not.toBeNull();
    const over = await rawSocket(server, { cookie }).ended;
    expect(over).toMatchObject({ status: 429 });
    // Another session of the same person is another session.
    const other = await accountClient(app as never, HOST).signIn("staff@a.localhost");
    const second = rawSocket(server, { cookie: other });
    expect(await second.frame("ready")).not.toBeNull();
    await closeAll([...open, second]);
  });

  it("subscriptions per socket: one past the cap gets a too_many_subscriptions error frame", async () => {
    const server = await startLiveServer({ database });
    servers.push(server);
    server.services.realtime.defineChannel("room", { authorize: () => true });
    const { token } = await start(server);
    const socket = await visitorSocket(server, token);
    for (let i = 1; i <= 10; i++) socket.ws.send(JSON.stringify({ type: "subscribe", channel: `room:${i}` }));
    socket.ws.send(JSON.stringify({ type: "subscribe", channel: "room:11" }));
    const error = await socket.frame("error");
    expect(error).toMatchObject({ code: "too_many_subscriptions", channel: "room:11" });
    // The refusal is decided when the 11th arrives, and may overtake the confirmations of the first
    // ten, which each wait for their channel's check: every one of them still comes.
    await expect.poll(() => socket.frames.filter((f) => f.type === "subscribed").length).toBe(10);
    expect(socket.frames.filter((f) => f.type === "error")).toHaveLength(1);
    await closeAll([socket]);
  });

  it(
    "shared across instances through Redis, and counted locally while Redis is away",
    { timeout: 60_000 },
    async () => {
      const redis = await startRedisServer();
      try {
        const env = { REDIS_URL: redis.url, REALTIME_SOCKETS_PER_TOKEN: "3" };
        const one = await startLiveServer({ database, env });
        const two = await startLiveServer({ database, env });
        servers.push(one, two);
        const { token } = await start(one);
        const open = [
          await visitorSocket(one, token),
          await visitorSocket(two, token),
          await visitorSocket(one, token),
        ];
        expect(open.map((socket) => socket.ready)).toEqual([true, true, true]);
        expect((await visitorSocket(two, token)).ready).toBe(false);
        // Redis gone: each instance counts its own (two holds one of three), and nothing fails.
        await redis.kill();
        expect((await visitorSocket(two, token)).ready).toBe(true);
        expect((await visitorSocket(two, token)).ready).toBe(true);
        expect((await visitorSocket(two, token)).ready).toBe(false);
      } finally {
        await redis.kill();
      }
    },
  );
});
