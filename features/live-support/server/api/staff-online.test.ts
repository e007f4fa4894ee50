import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../../../shared/realtime/realtime-client.ts";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { httpRequest, startLiveServer } from "../../../../tests/setup/live-server.ts";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { REDIS_TEST_URL, redisReachable } from "../../../../tests/setup/reachable.ts";

/**
 * "Staff online" across instances (decision 038): with REDIS_URL, a visitor asking instance A sees
 * a staff member whose inbox is open on instance B, and stops seeing them once B's socket is gone.
 * Runs on PostgreSQL when TEST_DATABASE_URL is set (the test runner's postgres pass), on PGlite
 * otherwise; skipped with a message when Redis does not answer (REDIS_TEST_URL, default
 * 127.0.0.1:6379).
 */

const HOST = "a.localhost";

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`Redis not reachable at ${REDIS_TEST_URL}: the staff-online cases are skipped`);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const servers: Awaited<ReturnType<typeof startLiveServer>>[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const org = await createOrganization({ db: fixturesOf(database), name: "Acme", hosts: [HOST] });
  await createOrganization({ db: fixturesOf(database), name: "Other", hosts: ["b.localhost"] });
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
  for (const server of servers) await server.stop().catch(() => {});
  await database?.drop();
});

async function online(server: Awaited<ReturnType<typeof startLiveServer>>, host = HOST): Promise<boolean> {
  const res = await httpRequest(server.port, "/api/conversations/availability", { headers: { host } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { online: boolean }).online;
}

/** Polls the availability until it reads `expected` (presence is renewed every few seconds). */
async function until(server: Awaited<ReturnType<typeof startLiveServer>>, expected: boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await online(server)) === expected) return;
    if (Date.now() > deadline) throw new Error(`availability never read online=${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("staff online across instances", () => {
  it.skipIf(!hasRedis)(
    "a visitor on instance A sees staff whose inbox is open on B, and not once it closes",
    async () => {
      for (let i = 0; i < 2; i += 1) {
        servers.push(
          await startLiveServer({ database, env: { REDIS_URL: REDIS_TEST_URL }, realtime: { sweepMs: 500 } }),
        );
      }
      const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
      const app = {
        request: (path: string, init: RequestInit & { host?: string } = {}) =>
          httpRequest(b.port, path, {
            method: init.method,
            headers: { host: HOST, ...(init.headers as Record<string, string>) },
            ...(init.body ? { body: init.body as string } : {}),
          }),
      };
      const cookie = await accountClient(app as never, HOST).signIn("staff@a.localhost");
      expect(await online(a)).toBe(false);

      const staff = new RealtimeClient({
        url: b.url,
        token: () => undefined,
        createSocket: (target) =>
          new WebSocket(target, { headers: { host: HOST, origin: `http://${HOST}`, cookie } }) as unknown as SocketLike,
      });
      await new Promise<void>((resolve) =>
        staff.subscribe("inbox", { onEvent: () => {}, onSubscribed: () => resolve() }),
      );
      // B knows its own socket; A learns it through Redis.
      expect(await online(b)).toBe(true);
      await until(a, true);
      // Another organization's visitors do not see this organization's staff.
      expect(await online(a, "b.localhost")).toBe(false);

      // B drops its entry at its next renewal (every 5 s).
      staff.close();
      await until(a, false, 12_000);
      expect(await online(b)).toBe(false);
    },
    30_000,
  );
});
