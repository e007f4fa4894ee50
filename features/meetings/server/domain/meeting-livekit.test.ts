import { DisconnectReason, SignalResponse } from "@livekit/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { startLiveKitServer, type LiveKitTestServer } from "../../../../tests/setup/livekit-server.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { bookings, meetingTypes } from "../../../../server/db/schema/index.ts";
import { bookingKey, signBookingToken } from "./booking-links.ts";
import { mintLiveKitToken } from "./video-token.ts";

/**
 * Calls through LiveKit (decision 040), against the LiveKit-protocol test server
 * (tests/setup/livekit-server.ts) and a real listening app with LIVEKIT_* pointing at it:
 * launch-video answers LiveKit tokens and the server's address, and that server accepts them for
 * the booking's room only; the host's controls on our channel act on the LiveKit room through its
 * RoomService (authorized with an admin token): mute looks the guest's tracks up, remove
 * disconnects the guest, end deletes the room.
 */

const API_KEY = "test-key";
const API_SECRET = "test-secret-that-is-long-enough-0123456789";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Awaited<ReturnType<typeof startLiveServer>>;
let liveKit: LiveKitTestServer;
let adminCookie = "";
let bookingId = 0;
let linkToken = "";
let organizationId = 0;
const clients: RealtimeClient[] = [];
const sockets: WebSocket[] = [];

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return httpRequest(server.port, path, {
    method: "POST",
    headers: { host: "a.localhost", origin: "http://a.localhost", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Joins the LiveKit test server's room with `token`: the first signalling message, or the HTTP refusal. */
function joinLiveKit(url: string, token: string): Promise<{ socket: WebSocket; first: SignalResponse } | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/rtc?access_token=${encodeURIComponent(token)}&auto_subscribe=1&protocol=16`);
    sockets.push(socket);
    socket.binaryType = "nodebuffer";
    socket.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    socket.once("message", (data: Buffer) =>
      resolve({ socket, first: SignalResponse.fromBinary(new Uint8Array(data)) }),
    );
    socket.once("error", reject);
  });
}

function messages(socket: WebSocket): SignalResponse[] {
  const received: SignalResponse[] = [];
  socket.on("message", (data: Buffer) => received.push(SignalResponse.fromBinary(new Uint8Array(data))));
  return received;
}

beforeAll(async () => {
  liveKit = await startLiveKitServer({ apiKey: API_KEY, apiSecret: API_SECRET });
  database = await openTestDatabase();
  const db = fixturesOf(database);
  organizationId = (await createOrganization({ db, name: "A", hosts: ["a.localhost"] })).id;
  const admin = await createUserWithPassword({
    db,
    organizationId,
    email: "admin@a.localhost",
    name: "Hal Host",
    password: "Passw0rd-ok",
    role: "admin",
  });
  server = await startLiveServer({
    database,
    env: { LIVEKIT_URL: liveKit.url, LIVEKIT_API_KEY: API_KEY, LIVEKIT_API_SECRET: API_SECRET },
  });
  const app = {
    request: (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = "localhost", headers, ...rest } = init;
      return httpRequest(server.port, path, {
        method: rest.method,
        body: rest.body as string | undefined,
        headers: { host, ...(headers as Record<string, string>) },
      });
    },
  };
  adminCookie = await accountClient(app as never, "a.localhost").signIn("admin@a.localhost");
  const [type] = await db
    .insert(meetingTypes)
    .values({ organization_id: organizationId, name: "Call", host_user_ids: [admin.id] })
    .returning();
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const [row] = await db
    .insert(bookings)
    .values({
      organization_id: organizationId,
      meeting_type_id: type!.id,
      host_user_id: admin.id,
      title: "Call",
      status: "waiting" as const,
      scheduled_at: at(1),
      ends_at: at(2),
      blocked_from: at(1),
      blocked_until: at(2),
      customer_name: "Gia Guest",
      customer_email: "gia@example.com",
    })
    .returning();
  bookingId = row!.id;
  const key = await bookingKey(db, undefined);
  linkToken = await signBookingToken({ key, organizationId, bookingId, endsAt: at(5) });
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of sockets) s.terminate();
  await server?.stop();
  await database?.close();
  await liveKit?.stop();
});

describe("calls through LiveKit", () => {
  it("launch-video answers LiveKit tokens and the server's address; that server accepts them for the room only", async () => {
    const host = await post(
      "/api/meetings/launch-video",
      { booking_id: bookingId, update_status: true },
      {
        cookie: adminCookie,
      },
    );
    const hostAnswer = (await host.json()) as Record<string, unknown>;
    expect(host.status).toBe(200);
    // The spec's shape, plus the LiveKit address (decision 040).
    expect(hostAnswer).toMatchObject({ success: true, error: null, livekit_url: liveKit.url });
    expect(hostAnswer.room_name).toBe(`org${organizationId}-booking${bookingId}`);
    const guest = await post("/api/meetings/launch-video", { booking_id: bookingId, token: linkToken });
    const guestAnswer = (await guest.json()) as { token: string; room_name: string };
    expect(guest.status).toBe(200);

    const joined = await joinLiveKit(liveKit.url, guestAnswer.token);
    if (typeof joined === "number") throw new Error(`refused with ${joined}`);
    expect(joined.first.message.case).toBe("join");
    const join = joined.first.message.value as { room?: { name: string }; participant?: { identity: string } };
    expect(join.room?.name).toBe(guestAnswer.room_name);
    expect(join.participant?.identity).toBe(`guest:${bookingId}`);
    const hostJoined = await joinLiveKit(liveKit.url, hostAnswer.token as string);
    if (typeof hostJoined === "number") throw new Error(`refused with ${hostJoined}`);
    expect((hostJoined.first.message.value as { participant?: { identity: string } }).participant?.identity).toMatch(
      /^host:/,
    );

    // A token signed with another secret is refused, as LiveKit does.
    const forged = await mintLiveKitToken({
      apiKey: API_KEY,
      apiSecret: "another-secret-another-secret-0123456789",
      identity: `guest:${bookingId}`,
      name: "Mallory",
      room: guestAnswer.room_name,
      role: "guest",
      ttlSeconds: 60,
    });
    expect(await joinLiveKit(liveKit.url, forged)).toBe(401);
  });

  it("the host's mute, remove and end act on the LiveKit room through its RoomService", async () => {
    const guest = await post("/api/meetings/launch-video", { booking_id: bookingId, token: linkToken });
    const { token } = (await guest.json()) as { token: string };
    const joined = await joinLiveKit(liveKit.url, token);
    if (typeof joined === "number") throw new Error(`refused with ${joined}`);
    const received = messages(joined.socket);
    const closed = new Promise((resolve) => joined.socket.once("close", resolve));

    const host = new RealtimeClient({
      url: server.url,
      minDelayMs: 20,
      maxDelayMs: 200,
      createSocket: (target) =>
        new WebSocket(target, {
          headers: { host: "a.localhost", origin: "http://a.localhost", cookie: adminCookie },
        }) as unknown as SocketLike,
    });
    clients.push(host);
    await new Promise<void>((resolve) =>
      host.subscribe(`meeting:${bookingId}`, { onEvent: () => undefined, onSubscribed: () => resolve() }),
    );
    const twirp = (method: string) => (entry: Record<string, unknown>) =>
      entry.type === "twirp" && entry.method === method && entry.authorized === true;

    await host.publish(`meeting:${bookingId}`, "control", { action: "mute" });
    await liveKit.waitFor(twirp("ListParticipants"));

    await host.publish(`meeting:${bookingId}`, "control", { action: "remove" });
    const removal = await liveKit.waitFor(twirp("RemoveParticipant"));
    expect(removal.body).toMatchObject({
      room: `org${organizationId}-booking${bookingId}`,
      identity: `guest:${bookingId}`,
    });
    await closed;
    const leave = received.find((m) => m.message.case === "leave");
    expect(leave?.message.value).toMatchObject({ reason: DisconnectReason.PARTICIPANT_REMOVED, canReconnect: false });

    await host.publish(`meeting:${bookingId}`, "control", { action: "end" });
    const deletion = await liveKit.waitFor(twirp("DeleteRoom"));
    expect(deletion.body).toMatchObject({ room: `org${organizationId}-booking${bookingId}` });
  });
});
