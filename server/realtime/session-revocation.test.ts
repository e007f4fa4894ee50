import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type ConnectionState, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { CLOSE_CODES, type ServerFrame } from "../../shared/realtime/realtime-protocol.ts";
import { accountClient } from "../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../tests/setup/live-server.ts";
import { REDIS_TEST_URL, redisReachable } from "../../tests/setup/reachable.ts";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../db/seed/accounts.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { conversationMessages, memberships, sessions } from "../db/schema/index.ts";

/**
 * A real-time socket keeps staff rights only as long as the session it was opened with: after
 * sign-out (everywhere), a password change, a demotion or expiry it is closed with 4410, what it
 * sends meanwhile is refused and stored nowhere, and the app's client reconnects as what it is now.
 * One instance, two instances on Redis, and two with nothing between them but the database.
 */

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`Redis not reachable at ${REDIS_TEST_URL}: the Redis case is skipped`);

const HOST = "a.localhost";
type Live = Awaited<ReturnType<typeof startLiveServer>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let organizationId = 0;
const servers: Live[] = [];
let ip = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  organizationId = (await createOrganization({ db: fixturesOf(database), name: "A", hosts: [HOST] })).id;
  for (const name of ["anna", "ben", "carl", "dora", "emil", "fay", "gus"]) {
    await createUserWithPassword({
      db: fixturesOf(database),
      organizationId,
      email: `${name}@a.localhost`,
      name,
      password: "Passw0rd-ok",
      role: "admin",
    });
  }
});

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  await database?.drop();
});

async function start(env: Record<string, string> = {}) {
  const server = await startLiveServer({ database, env: { TRUST_PROXY: "true", ...env }, realtime: { sweepMs: 200 } });
  servers.push(server);
  return server;
}

async function call(
  server: Live,
  method: string,
  path: string,
  body?: unknown,
  auth: { cookie?: string; token?: string } = {},
) {
  const res = await httpRequest(server.port, `/api${path}`, {
    method,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "x-forwarded-for": `10.8.0.${++ip % 250}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { "x-visitor-token": auth.token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function signIn(server: Live, email: string): Promise<string> {
  const app = {
    request: (path: string, init: RequestInit & { host?: string } = {}) =>
      httpRequest(server.port, path, {
        method: init.method,
        headers: { host: HOST, "x-forwarded-for": `10.7.0.${++ip % 250}`, ...(init.headers as Record<string, string>) },
        ...(init.body ? { body: init.body as string } : {}),
      }),
  };
  return accountClient(app as never, HOST).signIn(email);
}

async function startConversation(server: Live, message = "Hello") {
  const started = await call(server, "POST", "/conversations", { name: "Vera", email: "vera@example.com", message });
  expect(started.status).toBe(201);
  const body = started.body as { conversation: { id: number }; visitor_token: string };
  return { id: body.conversation.id, token: body.visitor_token };
}

/** A raw socket speaking the protocol, with every frame it received and its close code. */
async function rawSocket(server: Live, cookie: string) {
  const ws = new WebSocket(server.url, { headers: { host: HOST, origin: `http://${HOST}`, cookie } });
  const frames: ServerFrame[] = [];
  let wake = () => {};
  ws.on("message", (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    wake();
  });
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => ws.once("open", resolve).once("error", reject));
  const waitFor = async (predicate: (frame: ServerFrame) => boolean, what: string) => {
    const deadline = Date.now() + 8000;
    for (;;) {
      const found = frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${what}; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (frame: unknown) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(frame));
  const subscribe = async (channel: string) => {
    send({ type: "subscribe", channel });
    await waitFor((f) => f.type === "subscribed" && f.channel === channel, `subscribed ${channel}`);
  };
  const ready = (await waitFor((f) => f.type === "ready", "ready")) as Extract<ServerFrame, { type: "ready" }>;
  return { ws, frames, closed, waitFor, send, subscribe, principal: ready.principal };
}

async function storedBodies(conversationId: number): Promise<string[]> {
  const rows = await fixturesOf(database)
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversation_id, conversationId));
  return rows.map((row) => row.body);
}

describe("one instance", () => {
  let server: Live;
  beforeAll(async () => {
    server = await start();
  });

  it("closes an admin's sockets with 4410 on sign-out everywhere; what they send after is refused and not stored", async () => {
    const cookie = await signIn(server, "anna@a.localhost");
    const other = await signIn(server, "anna@a.localhost");
    const mine = await startConversation(server);
    const theirs = await startConversation(server);
    const socket = await rawSocket(server, cookie);
    const second = await rawSocket(server, other);
    expect(socket.principal.kind).toBe("staff");
    await socket.subscribe("inbox");
    await socket.subscribe(`conversation:${mine.id}`);

    const signedOut = await call(server, "POST", "/auth/sign-out-everywhere", undefined, { cookie });
    expect(signedOut.status).toBe(200);
    // Sent at once after the answer, before the close frame can have arrived: refused all the same.
    socket.send({
      type: "publish",
      channel: `conversation:${mine.id}`,
      event: "message",
      data: { body: "after sign-out" },
      id: "p1",
    });
    socket.send({ type: "subscribe", channel: `conversation:${theirs.id}:staff` });
    expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
    expect(await second.closed, "the account's other session ended too").toBe(CLOSE_CODES.sessionEnded);

    await startConversation(server, "A new one");
    expect(socket.frames.filter((f) => f.type === "ack" || f.type === "subscribed")).toHaveLength(2);
    expect(socket.frames.some((f) => f.type === "event" && f.channel === "inbox")).toBe(false);
    expect(await storedBodies(mine.id)).not.toContain("after sign-out");
  });

  it("closes only the signed-out session's socket; the account's other session keeps its rights", async () => {
    const leaving = await signIn(server, "ben@a.localhost");
    const staying = await signIn(server, "ben@a.localhost");
    const left = await rawSocket(server, leaving);
    const stays = await rawSocket(server, staying);
    await left.subscribe("inbox");
    await stays.subscribe("inbox");
    expect((await call(server, "POST", "/auth/sign-out", undefined, { cookie: leaving })).status).toBe(200);
    expect(await left.closed).toBe(CLOSE_CODES.sessionEnded);
    const conversation = await startConversation(server, "Still seen");
    await stays.waitFor(
      (f) => f.type === "event" && f.channel === "inbox" && JSON.stringify(f.data).includes(String(conversation.id)),
      "the new conversation on the staying socket",
    );
    stays.ws.close();
  });

  it("closes the sockets of the account's other sessions on a password change", async () => {
    const here = await signIn(server, "gus@a.localhost");
    const elsewhere = await signIn(server, "gus@a.localhost");
    const socket = await rawSocket(server, elsewhere);
    await socket.subscribe("inbox");
    const changed = await call(
      server,
      "POST",
      "/account/password",
      { currentPassword: "Passw0rd-ok", newPassword: "An0ther-Passw0rd" },
      { cookie: here },
    );
    expect(changed.status).toBe(200);
    expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
  });

  it("refuses a demoted admin's next subscription and closes the socket", async () => {
    const cookie = await signIn(server, "carl@a.localhost");
    const socket = await rawSocket(server, cookie);
    await socket.subscribe("inbox");
    // A role changed outside the app (no announcement): the next privileged frame sees it.
    await fixturesOf(database)
      .update(memberships)
      .set({ role: "user" })
      .where(
        and(
          eq(memberships.organization_id, organizationId),
          sql`${memberships.user_id} = (select id from users where email = 'carl@a.localhost')`,
        ),
      );
    const conversation = await startConversation(server);
    socket.send({ type: "subscribe", channel: `conversation:${conversation.id}:staff` });
    expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
    expect(socket.frames.some((f) => f.type === "subscribed" && f.channel.endsWith(":staff"))).toBe(false);
  });

  it("closes the socket when its session expires, without any frame", async () => {
    const cookie = await signIn(server, "dora@a.localhost");
    const socket = await rawSocket(server, cookie);
    await socket.subscribe("inbox");
    const conversation = await startConversation(server);
    await fixturesOf(database)
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_000) })
      .where(sql`${sessions.userId} = (select id from users where email = 'dora@a.localhost')`);
    // A check (here a subscription) reads the session's new end; the socket's timer fires at it.
    socket.send({ type: "subscribe", channel: `conversation:${conversation.id}` });
    expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
  });

  it("lets the app's client reconnect as what it now is: a visitor with its token", async () => {
    const cookie = await signIn(server, "emil@a.localhost");
    const visitor = await startConversation(server);
    const states: ConnectionState[] = [];
    const client = new RealtimeClient({
      url: server.url,
      token: () => visitor.token,
      minDelayMs: 20,
      onState: (state) => states.push(state),
      createSocket: (target) =>
        new WebSocket(target, { headers: { host: HOST, origin: `http://${HOST}`, cookie } }) as unknown as SocketLike,
    });
    const inboxErrors: string[] = [];
    await new Promise<void>((resolve) =>
      client.subscribe("inbox", {
        onEvent: () => {},
        onSubscribed: () => resolve(),
        onError: (e) => inboxErrors.push(e.code),
      }),
    );
    expect((await call(server, "POST", "/auth/sign-out-everywhere", undefined, { cookie })).status).toBe(200);
    // Reconnected as the visitor: its own conversation is open to it, the inbox no longer.
    await new Promise<void>((resolve) =>
      client.subscribe(`conversation:${visitor.id}`, { onEvent: () => {}, onSubscribed: () => resolve() }),
    );
    const deadline = Date.now() + 8000;
    while (inboxErrors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inboxErrors).toEqual(["forbidden"]);
    expect(states.filter((state) => state === "open").length).toBeGreaterThanOrEqual(2);
    expect(states).not.toContain("closed");
    client.close();
  });
});

describe("two instances", () => {
  it.skipIf(!hasRedis)(
    "sign-out everywhere on one closes the admin's socket on the other at once, through Redis",
    async () => {
      const one = await start({ REDIS_URL: REDIS_TEST_URL });
      const two = await start({ REDIS_URL: REDIS_TEST_URL });
      const cookie = await signIn(two, "fay@a.localhost");
      const socket = await rawSocket(one, cookie);
      await socket.subscribe("inbox");
      expect((await call(two, "POST", "/auth/sign-out-everywhere", undefined, { cookie })).status).toBe(200);
      // No frame from the socket and a minute to the periodic check: only the announcement can close it.
      expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
      const conversation = await startConversation(two, "After the sign-out");
      socket.send({ type: "subscribe", channel: `conversation:${conversation.id}:staff` });
      expect(socket.frames.some((f) => f.type === "event" && f.channel === "inbox")).toBe(false);
    },
  );

  it("with nothing between them but the database, the other instance refuses the next publish and stores nothing", async () => {
    // No REDIS_URL: each instance has its own in-process bus, so no announcement crosses.
    const one = await start();
    const two = await start();
    const cookie = await signIn(two, "anna@a.localhost");
    const conversation = await startConversation(two);
    const socket = await rawSocket(one, cookie);
    await socket.subscribe(`conversation:${conversation.id}`);
    expect((await call(two, "POST", "/auth/sign-out-everywhere", undefined, { cookie })).status).toBe(200);
    socket.send({
      type: "publish",
      channel: `conversation:${conversation.id}`,
      event: "message",
      data: { body: "stored as the admin?" },
      id: "p1",
    });
    expect(await socket.closed).toBe(CLOSE_CODES.sessionEnded);
    expect(socket.frames.some((f) => f.type === "ack")).toBe(false);
    expect(await storedBodies(conversation.id)).not.toContain("stored as the admin?");
  });
});
