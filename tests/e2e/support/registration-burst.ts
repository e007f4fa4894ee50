import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { expect } from "vitest";
import { openDatabase } from "../../../server/db/client.ts";
import { crossTenant } from "../../../server/db/tenant-scope.ts";
import { type ServerProcess, startServer } from "./server-process.ts";
import { BRIGHTPATH, GLOBEX } from "./site.ts";

/**
 * Kill -9 during a burst of registrations (accounts.spec.ts). The production server (on PGlite, then on a
 * fresh database of a real PostgreSQL when one answers) takes a stream of concurrent
 * registrations on both demo sites and is SIGKILLed once some have been answered; restarted on
 * the same data, every answered registration is whole (user, credential, profile, membership) and
 * no account exists in part, whichever requests the kill cut short.
 */

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Registrations answered before the kill; the kill comes while others are in flight. */
const ANSWERED_BEFORE_KILL = 12;
/** Requests kept in flight at once. */
const CONCURRENCY = 16;

async function postgresReachable(): Promise<boolean> {
  const client = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}
export const withPostgres = await postgresReachable();
export const postgresShown = POSTGRES_URL.replace(/\/\/[^@]*@/, "//");

/** `cut`: the kill ended the request before an answer. */
type Outcome = { email: string; host: string; status: number | string };

/** A JSON POST with the site's host name and a client IP of its own (TRUST_PROXY=true). */
function post(port: number, host: string, path: string, body: unknown, ip: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          host: `${host}:${port}`,
          origin: `http://${host}:${port}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-forwarded-for": ip,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    // A connection that neither answers nor dies is a failure, not a hang.
    req.setTimeout(60_000, () => req.destroy(new Error("no answer within 60 s")));
    req.end(payload);
  });
}

/**
 * Keeps CONCURRENCY registrations in flight (alternating the two sites) until ANSWERED_BEFORE_KILL
 * have been answered 200, then kills the server with SIGKILL and waits for every request to end.
 */
async function burstAndKill(server: ServerProcess, run: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let answered = 0;
  let sequence = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      sequence += 1;
      const n = sequence;
      const host = n % 2 === 0 ? BRIGHTPATH : GLOBEX;
      const email = `burst-${run}-${n}@example.com`;
      const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const outcome: Outcome = { email, host, status: "cut" };
      outcomes.push(outcome);
      try {
        outcome.status = await post(
          server.port,
          host,
          "/api/auth/register",
          { username: `burst${n}`, email, password: "Passw0rd-ok" },
          ip,
        );
      } catch (error) {
        // After the kill the connection died with the server; before it, that is a failure of its own.
        if (!killed) outcome.status = `failed before the kill: ${(error as Error).message}`;
        return;
      }
      if (outcome.status === 200 && (answered += 1) === ANSWERED_BEFORE_KILL && !killed) {
        killed = true;
        server.child.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (!killed) {
    server.child.kill("SIGKILL");
    throw new Error(`every request ended before ${ANSWERED_BEFORE_KILL} were answered: ${JSON.stringify(outcomes)}`);
  }
  expect(await server.exited).toBe("SIGKILL");
  return outcomes;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);

/** What the database holds after the restart: the burst's accounts, and every account in part. */
async function inspect(options: { dataDir: string } | { url: string }) {
  const database = openDatabase("url" in options ? { url: options.url, max: 1 } : { dataDir: options.dataDir });
  // Every site's accounts at once: the one bypass of row-level security (decision 054).
  const db = crossTenant(database.db, "the crash test reads the accounts of every site");
  try {
    const whole = rowsOf(
      await db.execute(sql`
        select u.email, d.host from users u
        join domains d on d.organization_id = u.organization_id
        where u.email like 'burst-%'
          and exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null)
          and exists (select 1 from profiles p where p.user_id = u.id and p.organization_id = u.organization_id)
          and exists (select 1 from memberships m where m.user_id = u.id and m.organization_id = u.organization_id)`),
    );
    const partial = rowsOf(
      await db.execute(sql`
        select u.email from users u
        -- The burst's accounts (the demo's team and testimonial people are profiles without a login).
        where u.email like 'burst-%' and (not exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential')
           or not exists (select 1 from profiles p where p.user_id = u.id and p.organization_id = u.organization_id)
           or not exists (select 1 from memberships m where m.user_id = u.id and m.organization_id = u.organization_id))
        union all
        select p.email from profiles p where not exists (select 1 from users u where u.id = p.user_id)`),
    );
    return { whole: new Set(whole.map((row) => `${row.email as string}@@${row.host as string}`)), partial };
  } finally {
    await database.close();
  }
}

export async function crashAndRecover(
  env: Record<string, string>,
  dataDir: string,
  inspectAt: { dataDir: string } | { url: string },
) {
  const serverEnv = { TRUST_PROXY: "true", RENDER_THREADS: "0", LOG_LEVEL: "error", ...env };
  const run = randomBytes(4).toString("hex");
  const first = await startServer({ dataDir, env: serverEnv });
  const outcomes = await burstAndKill(first, run);
  const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
  const cut = outcomes.filter((outcome) => outcome.status === "cut");
  expect(acknowledged.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
  // Anything else than 200 or a cut connection (a 500, a 429) is a failure of its own.
  expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== "cut")).toEqual([]);
  expect(cut.length, "the kill came while registrations were in flight").toBeGreaterThan(0);

  // The restarted server recovers the data and takes registrations again.
  const second = await startServer({ dataDir, env: serverEnv });
  try {
    const status = await post(
      second.port,
      BRIGHTPATH,
      "/api/auth/register",
      { username: "after", email: `burst-${run}-after@example.com`, password: "Passw0rd-ok" },
      "10.255.255.1",
    );
    expect(status).toBe(200);
  } finally {
    expect(await second.stop()).toBe(0);
  }
  const { whole, partial } = await inspect(inspectAt);
  expect(partial, "accounts that exist in part").toEqual([]);
  const missing = acknowledged.filter((outcome) => !whole.has(`${outcome.email}@@${outcome.host}`));
  expect(missing, "registrations answered 200 before the kill but not there after the restart").toEqual([]);
  expect(whole.has(`burst-${run}-after@example.com@@${BRIGHTPATH}`)).toBe(true);
  return { acknowledged: acknowledged.length, cut: cut.length };
}
