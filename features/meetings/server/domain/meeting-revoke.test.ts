import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { bookings, meetingTypes, revisions } from "../../../../server/db/schema/index.ts";
import { bookingKey, signBookingToken } from "./booking-links.ts";
import { REMOVED_MESSAGE } from "./launch-video.ts";
import { REDIS_TEST_URL, reachable } from "../../../../tests/setup/reachable.ts";

/**
 * "Remove guest" and "End for all" hold on every instance (decision 040): two
 * app instances on one PostgreSQL database with Redis between them, the host on one, the guest on
 * the other. The removal is stored on the booking, so the guest is dropped from the call where they
 * are connected and refused on both instances afterwards, with the same link; an ended call drops
 * and refuses everyone. Without Redis between the instances the refusal still holds (it is stored).
 * Skipped, with a message, when PostgreSQL or Redis cannot be reached.
 */

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const hasRedis = await reachable(REDIS_TEST_URL, 6379);
const hasPostgres = await reachable(PG_URL, 5432);
const ready = hasRedis && hasPostgres;
if (!ready)
  console.warn(
    `meeting-revoke: ${hasPostgres ? "" : `PostgreSQL (${PG_URL}) `}${hasRedis ? "" : `Redis (${REDIS_TEST_URL}) `}not reachable: skipped`,
  );

type Live = Awaited<ReturnType<typeof startLiveServer>>;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const servers: Live[] = [];
const clients: RealtimeClient[] = [];
let organizationId = 0;
let hostId = "";
let typeId = 0;
let adminCookie = "";
let key: Awaited<ReturnType<typeof bookingKey>>;

beforeAll(async () => {
  if (!ready) return;
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = PG_URL;
  try {
    database = await openTestDatabase();
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  }
  const db = fixturesOf(database);
  organizationId = (await createOrganization({ db, name: "A", hosts: ["a.localhost"] })).id;
  hostId = (
    await createUserWithPassword({
      db,
      organizationId,
      email: "admin@a.localhost",
      name: "Hal Host",
      password: "Passw0rd-ok",
      role: "admin",
    })
  ).id;
  const [type] = await db
    .insert(meetingTypes)
    .values({ organization_id: organizationId, name: "Call", host_user_ids: [hostId] })
    .returning();
  typeId = type!.id;
  key = await bookingKey(db, undefined);
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.close();
  for (const server of servers) await server.stop().catch(() => {});
  await database?.drop();
});

async function pair(env: Record<string, string>): Promise<[Live, Live]> {
  const one = await startLiveServer({ database: database!, env });
  const two = await startLiveServer({ database: database!, env });
  servers.push(one, two);
  if (!adminCookie) adminCookie = await accountClient(appOf(one) as never, "a.localhost").signIn("admin@a.localhost");
  return [one, two];
}

function appOf(server: Live) {
  return {
    request: (path: string, init: RequestInit & { host?: string } = {}) => {
      const { host = "localhost", headers, ...rest } = init;
      return httpRequest(server.port, path, {
        method: rest.method,
        body: rest.body as string | undefined,
        headers: { host, ...(headers as Record<string, string>) },
      });
    },
  };
}

/** A booking already in the call (the host admitted the guest), and the guest's signed link token. */
async function runningBooking(hoursAhead: number): Promise<{ id: number; token: string }> {
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const [row] = await fixturesOf(database!)
    .insert(bookings)
    .values({
      organization_id: organizationId,
      meeting_type_id: typeId,
      host_user_id: hostId,
      title: "Call",
      status: "in_progress",
      scheduled_at: at(hoursAhead),
      ends_at: at(hoursAhead + 1),
      blocked_from: at(hoursAhead),
      blocked_until: at(hoursAhead + 1),
      customer_name: "Gia Guest",
      customer_email: "gia@example.com",
    })
    .returning();
  const token = await signBookingToken({ key, organizationId, bookingId: row!.id, endsAt: at(hoursAhead + 5) });
  return { id: row!.id, token };
}

function client(server: Live, extra: { cookie?: string; token?: string }) {
  const created = new RealtimeClient({
    url: server.url,
    token: () => extra.token,
    minDelayMs: 20,
    maxDelayMs: 200,
    createSocket: (target) =>
      new WebSocket(target, {
        headers: {
          host: "a.localhost",
          origin: "http://a.localhost",
          ...(extra.cookie ? { cookie: extra.cookie } : {}),
        },
      }) as unknown as SocketLike,
  });
  clients.push(created);
  return created;
}

/** Subscribes and follows: `subscribed` resolves once in or with the refusal; `errors` collects later ones. */
function follow(c: RealtimeClient, channel: string) {
  const events: RealtimeEvent[] = [];
  const errors: string[] = [];
  const subscribed = new Promise<string>((resolve) => {
    c.subscribe(channel, {
      onEvent: (event) => events.push(event),
      onSubscribed: () => resolve("subscribed"),
      onError: (error) => {
        errors.push(error.code);
        resolve(error.code);
      },
    });
  });
  return { events, errors, subscribed };
}

async function until(predicate: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function launchAsGuest(server: Live, bookingId: number, token: string) {
  return httpRequest(server.port, "/api/meetings/launch-video", {
    method: "POST",
    headers: { host: "a.localhost", origin: "http://a.localhost", "content-type": "application/json" },
    body: JSON.stringify({ booking_id: bookingId, token }),
  });
}

describe.skipIf(!ready)("host controls across two instances (PostgreSQL, Redis)", () => {
  it("a guest removed on instance one is dropped on instance two and refused on both, link included", async () => {
    const [one, two] = await pair({ REDIS_URL: REDIS_TEST_URL });
    const booking = await runningBooking(1);
    const channel = `meeting:${booking.id}`;
    const hostClient = client(one, { cookie: adminCookie });
    const host = follow(hostClient, channel);
    const guestClient = client(two, { token: booking.token });
    const guest = follow(guestClient, channel);
    expect(await host.subscribed).toBe("subscribed");
    expect(await guest.subscribed).toBe("subscribed");
    expect((await launchAsGuest(two, booking.id, booking.token)).status).toBe(200);

    await hostClient.publish(channel, "control", { action: "remove" });
    // Instance two drops the guest's subscription itself: a client that ignores "remove" is out too.
    await until(() => guest.errors.includes("forbidden"));
    await expect(guestClient.publish(channel, "signal", { session: "s", candidate: {} })).rejects.toMatchObject({
      code: "forbidden",
    });
    // The same link opens no call again, on either instance.
    for (const server of [one, two]) {
      const again = follow(client(server, { token: booking.token }), channel);
      expect(await again.subscribed).toBe("forbidden");
      const launched = await launchAsGuest(server, booking.id, booking.token);
      expect(launched.status).toBe(409);
      expect(((await launched.json()) as { error: string }).error).toBe(REMOVED_MESSAGE);
    }
    // The host stays in the call.
    expect(host.errors).toEqual([]);
    // The removal took the booking's road: a revision naming the host (decision 053).
    const [removal] = await fixturesOf(database!)
      .select()
      .from(revisions)
      .where(and(eq(revisions.entity, "booking"), eq(revisions.entity_id, String(booking.id))))
      .orderBy(desc(revisions.id))
      .limit(1);
    expect(removal).toMatchObject({
      summary: "remove guest",
      after: expect.objectContaining({ guest_removed_at: expect.any(String) }),
    });
  }, 60_000);

  it("end for all on instance one drops everyone in the call on instance two; nobody rejoins", async () => {
    const [one, two] = await pair({ REDIS_URL: REDIS_TEST_URL });
    const booking = await runningBooking(3);
    const channel = `meeting:${booking.id}`;
    const guest = follow(client(two, { token: booking.token }), channel);
    const otherHost = follow(client(two, { cookie: adminCookie }), channel);
    expect(await guest.subscribed).toBe("subscribed");
    expect(await otherHost.subscribed).toBe("subscribed");
    // "End for all" is the host's PUT {status: completed} (then a control "end" the clients obey).
    const ended = await httpRequest(one.port, `/api/meetings/bookings/${booking.id}`, {
      method: "PUT",
      headers: {
        host: "a.localhost",
        origin: "http://a.localhost",
        cookie: adminCookie,
        "content-type": "application/json",
      },
      body: JSON.stringify({ status: "completed" }),
    });
    expect(ended.status).toBe(200);
    await until(() => guest.errors.includes("forbidden") && otherHost.errors.includes("forbidden"));
    for (const server of [one, two]) {
      expect(await follow(client(server, { token: booking.token }), channel).subscribed).toBe("forbidden");
      expect(await follow(client(server, { cookie: adminCookie }), channel).subscribed).toBe("forbidden");
    }
  }, 60_000);

  it("without Redis between the instances the stored removal still refuses the guest everywhere", async () => {
    const [one, two] = await pair({});
    const booking = await runningBooking(5);
    const channel = `meeting:${booking.id}`;
    const hostClient = client(one, { cookie: adminCookie });
    expect(await follow(hostClient, channel).subscribed).toBe("subscribed");
    const guestClient = client(two, { token: booking.token });
    expect(await follow(guestClient, channel).subscribed).toBe("subscribed");
    await hostClient.publish(channel, "control", { action: "remove" });
    // No message reached instance two, but every publish there is checked against the database.
    await expect(guestClient.publish(channel, "hello", {})).rejects.toMatchObject({ code: "forbidden" });
    expect(await follow(client(two, { token: booking.token }), channel).subscribed).toBe("forbidden");
    expect((await launchAsGuest(two, booking.id, booking.token)).status).toBe(409);
  }, 60_000);
});
