import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../../app/lib/realtime-client.ts";
import { httpRequest, startLiveServer } from "../../../tests/setup/live-server.ts";
import { withinOneMinuteWindow } from "../../../tests/setup/rate-windows.ts";
import { openTestDatabase } from "../../../tests/setup/test-database.ts";
import { createOrganization } from "../../db/seed/factories.ts";

/**
 * Messages sent over the WebSocket count against the same limits as REST ones (issue 19 item 5):
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
  await createOrganization({ db: database.db, name: "Acme", hosts: [HOST] });
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
