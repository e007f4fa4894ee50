import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startLiveServer } from "../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { chatVisitors } from "../db/schema/index.ts";
import { createOrganization } from "../db/seed/factories.ts";

/**
 * The app's HTTP server as server/main.ts builds it (connection drain included): every upgrade it
 * refuses is answered and closed, and stopping closes upgraded sockets too, so nothing keeps a
 * socket (or the process) open.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let live: Awaited<ReturnType<typeof startLiveServer>>;
let token = "";

beforeAll(async () => {
  database = await openTestDatabase();
  const organizationId = (await createOrganization({ db: fixturesOf(database), name: "A", hosts: ["a.localhost"] })).id;
  const visitorId = randomUUID();
  await fixturesOf(database)
    .insert(chatVisitors)
    .values({ id: visitorId, organization_id: organizationId, name: "V", email: "v@example.com" });
  live = await startLiveServer({ database });
  token = await live.services.visitorTokens.sign("visitor", { organizationId, visitorId });
});

afterAll(async () => {
  await live?.stop().catch(() => {});
  await database?.drop();
});

/**
 * A raw upgrade request; resolves with what the server wrote once it closed its side (the client
 * closes only after that, as a client that waits for the server would).
 */
function rawUpgrade(port: number, headers: Record<string, string>, path = "/realtime"): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.once("end", () => {
      socket.end();
      resolve(received);
    });
    socket.once("error", reject);
    const all = {
      Upgrade: "websocket",
      Connection: "Upgrade",
      "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": Buffer.from(randomUUID().slice(0, 16)).toString("base64"),
      ...headers,
    };
    const lines = [`GET ${path} HTTP/1.1`, ...Object.entries(all).map(([name, value]) => `${name}: ${value}`)];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}

async function connectionCount(): Promise<number> {
  return new Promise((resolve, reject) =>
    live.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the app server", () => {
  it("answers 50 refused upgrades with a 4xx and closes them, then stops without its deadline", async () => {
    const { port } = live;
    // A WebSocket the hub accepted: stopping closes it too (1012, the client reconnects elsewhere).
    const accepted = new WebSocket(live.url, { headers: { host: "a.localhost", origin: "http://a.localhost" } });
    const closeCode = new Promise<number>((resolve) => accepted.once("close", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => accepted.once("open", resolve).once("error", reject));
    accepted.send(JSON.stringify({ type: "auth", token }));
    await new Promise<void>((resolve) => accepted.once("message", () => resolve()));

    const refused = await Promise.all([
      ...Array.from({ length: 30 }, () => rawUpgrade(port, { Host: "a.localhost", Origin: "http://evil.example" })),
      ...Array.from({ length: 10 }, () =>
        rawUpgrade(port, { Host: "unknown.example", Origin: "http://unknown.example" }),
      ),
      ...Array.from({ length: 10 }, () =>
        rawUpgrade(port, { Host: "a.localhost", Origin: "http://a.localhost" }, "/not-realtime"),
      ),
    ]);
    expect(refused).toHaveLength(50);
    for (const answer of refused) expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(refused[0]).toMatch(/^HTTP\/1\.1 403 /);
    expect(refused.at(-1)).toMatch(/^HTTP\/1\.1 404 /);
    // Nothing left but the accepted WebSocket.
    await until(async () => (await connectionCount()) === 1, "the refused sockets to close");

    // A request asking to upgrade to something else is served as a plain request, not left hanging.
    const other = await rawUpgrade(
      port,
      { Host: "a.localhost", Upgrade: "h2c", Connection: "Upgrade, close" },
      "/healthz",
    );
    expect(other).toMatch(/^HTTP\/1\.1 \d{3} /);

    const { forced } = await live.drainAndClose(10_000);
    expect(forced, "every connection closed before the deadline").toBe(false);
    expect(await closeCode).toBe(1012);
    expect(await connectionCount()).toBe(0);
  });
});
