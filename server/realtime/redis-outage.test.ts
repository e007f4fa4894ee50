import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { httpRequest, startLiveServer } from "../../tests/setup/live-server.ts";
import { reachable } from "../../tests/setup/reachable.ts";
import { startRedisServer } from "../../tests/setup/redis-server.ts";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createOrganization } from "../db/seed/factories.ts";

/**
 * Redis is a fan-out and a store of counters, not the place of record (decision 047): two instances
 * on one database (PostgreSQL at 127.0.0.1:5432 when it answers, PGlite otherwise) and a Redis of
 * the test's own, killed in the middle of a chat. Writes go on being answered 201 without waiting
 * on Redis, and a subscriber on the other instance gets every message once, through the database
 * catch-up during the outage and through Redis again once it is back.
 */

const HOST = "a.localhost";
const POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
// A write that waited on Redis took up to 15 s before; one that does not is far below this on any machine.
const NO_STALL_MS = 5_000;

const usePostgres = !process.env.TEST_DATABASE_URL && (await reachable(POSTGRES_URL, 5432));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const servers: Awaited<ReturnType<typeof startLiveServer>>[] = [];

beforeAll(async () => {
  database = await openTestDatabase(usePostgres ? { serverUrl: POSTGRES_URL } : {});
  await createOrganization({ db: fixturesOf(database), name: "Acme", hosts: [HOST] });
  redis = await startRedisServer();
  for (let i = 0; i < 2; i++) {
    // Sweep: how often an instance compares its channels with the database (the catch-up).
    servers.push(await startLiveServer({ database, env: { REDIS_URL: redis.url }, realtime: { sweepMs: 300 } }));
  }
});

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => {});
  await redis?.kill();
  await database?.drop();
});

async function post(port: number, path: string, body: unknown, token?: string) {
  const began = Date.now();
  const res = await httpRequest(port, path, {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      ...(token ? { "x-visitor-token": token } : {}),
    },
    body: JSON.stringify(body),
  });
  return { res, ms: Date.now() - began };
}

function subscribe(url: string, token: string, channel: string) {
  const events: RealtimeEvent[] = [];
  const client = new RealtimeClient({
    url,
    token: () => token,
    createSocket: (target) =>
      new WebSocket(target, { headers: { host: HOST, origin: `http://${HOST}` } }) as unknown as SocketLike,
  });
  const subscribed = new Promise<void>((resolve) =>
    client.subscribe(channel, { since: 0, onEvent: (event) => events.push(event), onSubscribed: () => resolve() }),
  );
  const bodies = () =>
    events.filter((event) => event.event === "message").map((event) => (event.data as { body: string }).body);
  const until = async (count: number, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (bodies().length < count) {
      if (Date.now() > deadline)
        throw new Error(`timed out with ${bodies().length} of ${count}: ${bodies().join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { client, events, bodies, until, subscribed };
}

describe("a Redis outage in the middle of a chat", () => {
  it(
    "keeps answering writes 201 at once and delivers every message once to the other instance",
    { timeout: 120_000 },
    async () => {
      const [one, two] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const started = await post(two.port, "/api/conversations", {
        name: "Vera",
        email: "vera@example.com",
        message: "m0",
      });
      expect(started.res.status).toBe(201);
      const { conversation, visitor_token: token } = (await started.res.json()) as {
        conversation: { id: number };
        visitor_token: string;
      };
      const sub = subscribe(one.url, token, `conversation:${conversation.id}`);
      await sub.subscribed;
      const sent = ["m0"];
      const send = async (body: string) => {
        const { res, ms } = await post(two.port, `/api/conversations/${conversation.id}/messages`, { body }, token);
        expect({ body, status: res.status }).toEqual({ body, status: 201 });
        expect(ms).toBeLessThan(NO_STALL_MS);
        sent.push(body);
      };

      for (const body of ["m1", "m2"]) await send(body);
      await sub.until(sent.length);

      await redis.kill();
      for (const body of ["m3", "m4", "m5", "m6"]) await send(body);
      // A new conversation (a write of another kind, with its own rate limits) during the outage.
      const another = await post(one.port, "/api/conversations", {
        name: "Otto",
        email: "otto@example.com",
        message: "hi",
      });
      expect(another.res.status).toBe(201);
      expect(another.ms).toBeLessThan(NO_STALL_MS);
      // Nothing crosses through Redis now: the database catch-up delivers.
      await sub.until(sent.length);

      await redis.restart();
      for (const body of ["m7", "m8"]) await send(body);
      await sub.until(sent.length);

      expect(sub.bodies()).toEqual(sent);
      const seqs = sub.events.filter((event) => event.seq !== undefined).map((event) => event.seq!);
      expect(new Set(seqs).size).toBe(seqs.length);
      sub.client.close();
    },
  );
});
