import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, RealtimeError, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { httpRequest, startLiveServer } from "../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createOrganization } from "../db/seed/factories.ts";

/**
 * Property-based: real-time frames carrying arbitrary numbers where a sequence goes (a `read`
 * mark, a subscription's `since`) are refused as bad frames or accepted, never an `internal`
 * error: the shared frame schemas bound every sequence to its int4 column before the database.
 */
const HOST = "a.localhost";
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Awaited<ReturnType<typeof startLiveServer>>;
let visitor: RealtimeClient;
let channel = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await createOrganization({ db: fixturesOf(database), name: "Acme", hosts: [HOST] });
  // Frames as fast as the property sends them: the per-socket frame limit is not what is tested.
  server = await startLiveServer({ database, realtime: { framesPerSecond: 100_000 } });
  const res = await httpRequest(server.port, "/api/conversations", {
    method: "POST",
    headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Vera", email: "vera@example.com", message: "Hello" }),
  });
  const started = (await res.json()) as { conversation: { id: number }; visitor_token: string };
  expect(res.status, JSON.stringify(started)).toBe(201);
  channel = `conversation:${started.conversation.id}`;
  const token = started.visitor_token;
  visitor = new RealtimeClient({
    url: server.url,
    token: () => token,
    createSocket: (target) =>
      new WebSocket(target, { headers: { host: HOST, origin: `http://${HOST}` } }) as unknown as SocketLike,
  });
  await visitor.ready();
});

afterAll(async () => {
  visitor?.close();
  await server?.stop();
  await database?.drop();
});

/** Numbers past int4 either way, fractions, and what is not a number at all. */
const sequence = fc.oneof(
  fc.integer(),
  fc.integer({ min: 0, max: 10 }),
  fc.constantFrom(2_147_483_647, 2_147_483_648, -1, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e21, 1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(null, true, [], {}),
);

describe("sequences in real-time frames", () => {
  it("a read mark with any seq is acknowledged or refused as a bad frame, never internal", async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (seq) => {
        const outcome = await visitor.publish(channel, "read", { seq }).then(
          () => "ack",
          (error: unknown) => (error instanceof RealtimeError ? error.code : String(error)),
        );
        expect(["ack", "bad_frame"], `seq ${JSON.stringify(seq)}`).toContain(outcome);
      }),
      { numRuns: 150 },
    );
  });

  it("the read mark at 2147483648 is a bad frame", async () => {
    const refused = await visitor
      .publish(channel, "read", { seq: 2_147_483_648 })
      .catch((error: RealtimeError) => error);
    expect(refused).toMatchObject({ code: "bad_frame" });
  });
});
