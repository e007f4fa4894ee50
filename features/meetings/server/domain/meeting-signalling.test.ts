import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { bookings, meetingTypes } from "../../../../server/db/schema/index.ts";
import { bookingKey, signBookingToken } from "./booking-links.ts";

/**
 * The call's signalling against a real listening server (decision 040): the guest
 * authenticates the socket with their booking's signed link, follows only that booking's channel,
 * may not signal while waiting nor use host controls; the host (admin, by session) and the guest
 * exchange signals; a status change made over HTTP is announced on the channel; a link of another
 * organization opens nothing.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: Awaited<ReturnType<typeof startLiveServer>>;
const org = { A: 0, B: 0 };
let adminCookie = "";
const booking = { one: 0, two: 0 };
const token = { one: "", two: "", otherOrg: "" };
const clients: RealtimeClient[] = [];

function client(host: string, extra: { cookie?: string; token?: string } = {}) {
  const created = new RealtimeClient({
    url: server.url,
    token: () => extra.token,
    minDelayMs: 20,
    maxDelayMs: 200,
    createSocket: (target) =>
      new WebSocket(target, {
        headers: { host, origin: `http://${host}`, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      }) as unknown as SocketLike,
  });
  clients.push(created);
  return created;
}

/** Subscribes; resolves "subscribed" or the refusal's code. */
function join(c: RealtimeClient, channel: string, events: RealtimeEvent[] = []): Promise<string> {
  return new Promise((resolve) => {
    c.subscribe(channel, {
      onEvent: (event) => events.push(event),
      onSubscribed: () => resolve("subscribed"),
      onError: (error) => resolve(error.code),
    });
  });
}

async function until(predicate: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  const db = fixturesOf(database);
  org.A = (await createOrganization({ db, name: "A", hosts: ["a.localhost"] })).id;
  org.B = (await createOrganization({ db, name: "B", hosts: ["b.localhost"] })).id;
  const admin = await createUserWithPassword({
    db,
    organizationId: org.A,
    email: "admin@a.localhost",
    name: "Hal Host",
    password: "Passw0rd-ok",
    role: "admin",
  });
  server = await startLiveServer({ database });
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
  const hostId = admin.id;
  const [type] = await db
    .insert(meetingTypes)
    .values({ organization_id: org.A, name: "Call", host_user_ids: [hostId] })
    .returning();
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const rows = await db
    .insert(bookings)
    .values(
      [1, 3].map((hours) => ({
        organization_id: org.A,
        meeting_type_id: type!.id,
        host_user_id: hostId,
        title: "Call",
        status: "waiting" as const,
        scheduled_at: at(hours),
        ends_at: at(hours + 1),
        blocked_from: at(hours),
        blocked_until: at(hours + 1),
        customer_name: "Gia Guest",
        customer_email: "gia@example.com",
      })),
    )
    .returning();
  booking.one = rows[0]!.id;
  booking.two = rows[1]!.id;
  const key = await bookingKey(db, undefined);
  const sign = (organizationId: number, bookingId: number) =>
    signBookingToken({ key, organizationId, bookingId, endsAt: at(5) });
  token.one = await sign(org.A, booking.one);
  token.two = await sign(org.A, booking.two);
  token.otherOrg = await sign(org.B, booking.one);
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await server?.stop();
  await database?.close();
});

describe("meeting:{booking} signalling", () => {
  it("lets a waiting guest listen to their own booking only, and not signal yet", async () => {
    const guest = client("a.localhost", { token: token.one });
    expect(await join(guest, `meeting:${booking.one}`)).toBe("subscribed");
    expect(await join(guest, `meeting:${booking.two}`)).toBe("forbidden");
    await expect(guest.publish(`meeting:${booking.one}`, "hello", {})).rejects.toMatchObject({ code: "forbidden" });
  });

  it("relays signals between host and admitted guest, host controls from the host only, status announced", async () => {
    const host = client("a.localhost", { cookie: adminCookie });
    const guest = client("a.localhost", { token: token.two });
    const hostEvents: RealtimeEvent[] = [];
    const guestEvents: RealtimeEvent[] = [];
    expect(await join(host, `meeting:${booking.two}`, hostEvents)).toBe("subscribed");
    expect(await join(guest, `meeting:${booking.two}`, guestEvents)).toBe("subscribed");

    // The host admits over HTTP (launch-video with update_status): the status is announced live.
    const launched = await httpRequest(server.port, "/api/meetings/launch-video", {
      method: "POST",
      headers: {
        host: "a.localhost",
        origin: "http://a.localhost",
        cookie: adminCookie,
        "content-type": "application/json",
      },
      body: JSON.stringify({ booking_id: booking.two, update_status: true }),
    });
    expect(launched.status).toBe(200);
    await until(() =>
      guestEvents.some((e) => e.event === "status" && (e.data as { status: string }).status === "in_progress"),
    );

    await guest.publish(`meeting:${booking.two}`, "signal", { session: "s1", candidate: { candidate: "x" } });
    await until(() => hostEvents.some((e) => e.event === "signal"));
    expect(hostEvents.find((e) => e.event === "signal")!.data).toMatchObject({ from: "guest", session: "s1" });
    await expect(guest.publish(`meeting:${booking.two}`, "control", { action: "end" })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(host.publish(`meeting:${booking.two}`, "control", { action: "explode" })).rejects.toMatchObject({
      code: "bad_frame",
    });
    await host.publish(`meeting:${booking.two}`, "control", { action: "mute" });
    await until(() => guestEvents.some((e) => e.event === "control"));
    expect(guestEvents.find((e) => e.event === "control")!.data).toMatchObject({ from: "host", action: "mute" });
    // The sender does not hear its own signal back.
    expect(hostEvents.some((e) => e.event === "control")).toBe(false);

    // The guest leaves the call: completed, announced; the channel then admits nobody.
    const left = await httpRequest(
      server.port,
      `/api/meetings/bookings/${booking.two}?token=${encodeURIComponent(token.two)}`,
      {
        method: "PUT",
        headers: { host: "a.localhost", origin: "http://a.localhost", "content-type": "application/json" },
        body: JSON.stringify({ status: "completed" }),
      },
    );
    expect(left.status).toBe(200);
    await until(() =>
      hostEvents.some((e) => e.event === "status" && (e.data as { status: string }).status === "completed"),
    );
    const late = client("a.localhost", { token: token.two });
    expect(await join(late, `meeting:${booking.two}`)).toBe("forbidden");
  });

  it("refuses a booking link of another organization and strangers", async () => {
    const foreign = client("a.localhost", { token: token.otherOrg });
    const state = await Promise.race([
      foreign.ready().then(() => "ready"),
      new Promise((resolve) => setTimeout(() => resolve("refused"), 1500)),
    ]);
    expect(state).toBe("refused");
    const anonymous = client("a.localhost", { token: "not-a-token" });
    const second = await Promise.race([
      anonymous.ready().then(() => "ready"),
      new Promise((resolve) => setTimeout(() => resolve("refused"), 1500)),
    ]);
    expect(second).toBe("refused");
  });
});
