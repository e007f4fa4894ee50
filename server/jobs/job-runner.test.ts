import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { fixturesOf, openTestDatabase } from "../../tests/setup/test-database.ts";
import { reachable } from "../../tests/setup/reachable.ts";
import { cancelJobs, enqueueJob, JobRunner, type RunningJob } from "./index.ts";

/**
 * The job runner against a real database (PGlite, or PostgreSQL on the runner's postgres pass).
 * Time is the pass's clock (`runDue({ now })`), so backoff and leases are tested without sleeping.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let organizationId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  organizationId = (await createOrganization({ db: fixturesOf(database), name: "Jobs", hosts: ["jobs.localhost"] })).id;
}, 60_000);
afterAll(() => database.drop());

let kinds = 0;
/** A kind of its own per test: runners of other tests never see its jobs. */
const newKind = () => `test.kind-${++kinds}`;

const row = async (id: number) => (await fixturesOf(database).select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("JobRunner", () => {
  it("runs a job enqueued in a committed transaction, once", async () => {
    const kind = newKind();
    const seen: RunningJob[] = [];
    const runner = new JobRunner({ db: database.db }).register(kind, async (job) => void seen.push(job));
    const { id } = await fixturesOf(database).transaction((tx) =>
      enqueueJob(tx, { kind, organizationId, payload: { hello: "world" } }),
    );
    expect(await runner.runDue()).toEqual({ ran: 1, failed: 0 });
    expect(await runner.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id, kind, organizationId, payload: { hello: "world" }, attempt: 1 });
    expect(await row(id)).toMatchObject({ state: "done", outcome: "done", locked_until: null });
  });

  it("never runs a job enqueued in a transaction that rolled back", async () => {
    const kind = newKind();
    let runs = 0;
    const runner = new JobRunner({ db: database.db }).register(kind, async () => void (runs += 1));
    await expect(
      fixturesOf(database).transaction(async (tx) => {
        await enqueueJob(tx, { kind, organizationId, payload: {} });
        throw new Error("the write failed after planning its mail");
      }),
    ).rejects.toThrow("the write failed");
    expect(await runner.runDue()).toEqual({ ran: 0, failed: 0 });
    expect(runs).toBe(0);
    expect(await fixturesOf(database).select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);
  });

  it("waits for a job's time", async () => {
    const kind = newKind();
    const runner = new JobRunner({ db: database.db }).register(kind, async () => ({ outcome: "sent" }));
    const at = new Date(Date.now() + 3_600_000);
    const { id } = await enqueueJob(fixturesOf(database), { kind, organizationId, runAt: at });
    expect(await runner.runDue({ now: new Date(at.getTime() - 1) })).toEqual({ ran: 0, failed: 0 });
    expect(await runner.runDue({ now: at })).toEqual({ ran: 1, failed: 0 });
    expect((await row(id)).outcome).toBe("sent");
  });

  it("retries a failing job with growing backoff, keeps the last error, and gives up after the limit", async () => {
    const kind = newKind();
    let calls = 0;
    const runner = new JobRunner({ db: database.db, backoffMs: (attempt) => attempt * 60_000 }).register(
      kind,
      async () => {
        calls += 1;
        throw new Error(`mail server said no (${calls})`);
      },
      { maxAttempts: 3 },
    );
    const start = Date.now();
    const { id } = await enqueueJob(fixturesOf(database), { kind, organizationId: null, runAt: new Date(start) });
    expect(await runner.runDue({ now: new Date(start) })).toEqual({ ran: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: "pending", attempts: 1, last_error: "mail server said no (1)" });
    expect((await row(id)).run_at.getTime()).toBe(start + 60_000);
    // Not before its backoff.
    expect(await runner.runDue({ now: new Date(start + 59_000) })).toEqual({ ran: 0, failed: 0 });
    expect(await runner.runDue({ now: new Date(start + 60_000) })).toEqual({ ran: 0, failed: 1 });
    // The second wait is longer.
    expect((await row(id)).run_at.getTime()).toBe(start + 60_000 + 120_000);
    expect(await runner.runDue({ now: new Date(start + 180_000) })).toEqual({ ran: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ state: "failed", attempts: 3, last_error: "mail server said no (3)" });
    expect(await runner.runDue({ now: new Date(start + 86_400_000) })).toEqual({ ran: 0, failed: 0 });
    expect(calls).toBe(3);
  });

  it("runs a job that failed once when its retry comes, and records success", async () => {
    const kind = newKind();
    let calls = 0;
    const runner = new JobRunner({ db: database.db, backoffMs: () => 1000 }).register(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error("timeout");
    });
    const now = Date.now();
    const { id } = await enqueueJob(fixturesOf(database), { kind, organizationId, runAt: new Date(now) });
    await runner.runDue({ now: new Date(now) });
    expect(await runner.runDue({ now: new Date(now + 1000) })).toEqual({ ran: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ state: "done", attempts: 2, last_error: "timeout" });
  });

  it("keeps one pending job per (kind, key): planning again replaces it; cancelling removes it", async () => {
    const kind = newKind();
    const seen: unknown[] = [];
    const runner = new JobRunner({ db: database.db }).register(kind, async (job) => void seen.push(job.payload));
    const now = Date.now();
    const first = await enqueueJob(fixturesOf(database), { kind, organizationId, key: "booking-1", payload: { v: 1 } });
    const again = await enqueueJob(fixturesOf(database), {
      kind,
      organizationId,
      key: "booking-1",
      payload: { v: 2 },
      runAt: new Date(now + 60_000),
    });
    expect(again.id).toBe(first.id);
    expect(await runner.runDue({ now: new Date(now) })).toEqual({ ran: 0, failed: 0 });
    await enqueueJob(fixturesOf(database), { kind, organizationId, key: "booking-2", payload: { v: 3 } });
    expect(await cancelJobs(fixturesOf(database), { kind, key: "booking-2" })).toBe(1);
    expect(await runner.runDue({ now: new Date(now + 60_000) })).toEqual({ ran: 1, failed: 0 });
    expect(seen).toEqual([{ v: 2 }]);
    // Once done, the key is free for the next plan.
    const next = await enqueueJob(fixturesOf(database), { kind, organizationId, key: "booking-1", payload: { v: 4 } });
    expect(next.id).not.toBe(first.id);
  });

  it("takes over a job whose instance died mid-run (its lease ran out); the dead one cannot close it", async () => {
    const kind = newKind();
    let runs = 0;
    const dead = new JobRunner({ db: database.db, leaseMs: 60_000 }).register(kind, () => new Promise(() => {}));
    const alive = new JobRunner({ db: database.db, leaseMs: 60_000 }).register(kind, async () => void (runs += 1));
    const now = Date.now();
    const { id } = await enqueueJob(fixturesOf(database), { kind, organizationId, runAt: new Date(now) });
    void dead.runDue({ now: new Date(now) }); // claims it and hangs forever
    await expect.poll(async () => (await row(id)).state).toBe("running");
    expect((await row(id)).locked_by).toBe(dead.id);
    // Within the lease it is the dead one's.
    expect(await alive.runDue({ now: new Date(now + 59_000) })).toEqual({ ran: 0, failed: 0 });
    expect(await alive.runDue({ now: new Date(now + 61_000) })).toEqual({ ran: 1, failed: 0 });
    expect(runs).toBe(1);
    expect(await row(id)).toMatchObject({ state: "done", attempts: 2, locked_by: alive.id });
  });

  it("started, it runs a job due now as soon as it is woken, and a later one at its time", async () => {
    const kind = newKind();
    const ran: number[] = [];
    const runner = new JobRunner({ db: database.db, pollMs: 60_000 }).register(kind, async (job) => {
      ran.push(job.payload.n as number);
    });
    runner.start();
    try {
      await enqueueJob(fixturesOf(database), { kind, organizationId, payload: { n: 1 } });
      runner.wake();
      await expect.poll(() => ran, { timeout: 5000 }).toEqual([1]);
      const at = Date.now() + 300;
      await enqueueJob(fixturesOf(database), { kind, organizationId, payload: { n: 2 }, runAt: new Date(at) });
      runner.wake();
      await expect.poll(() => ran, { timeout: 5000 }).toEqual([1, 2]);
      expect(Date.now()).toBeGreaterThanOrEqual(at);
    } finally {
      await runner.stop();
    }
  });
});

describe("ended jobs", () => {
  it("are deleted after their retention; pending ones stay", async () => {
    const kind = newKind();
    const day = 24 * 3_600_000;
    const [old] = await fixturesOf(database)
      .insert(jobs)
      .values({ kind, state: "done", run_at: new Date(Date.now() - 3 * day), done_at: new Date(Date.now() - 2 * day) })
      .returning();
    const [recent] = await fixturesOf(database)
      .insert(jobs)
      .values({ kind, state: "done", done_at: new Date(Date.now() - 1000) })
      .returning();
    const [later] = await fixturesOf(database)
      .insert(jobs)
      .values({ kind, run_at: new Date(Date.now() + 3 * day) })
      .returning();
    const runner = new JobRunner({ db: database.db, retainMs: day }).register(kind, async () => {});
    runner.start();
    try {
      await expect.poll(async () => (await row(old!.id)) ?? null).toBeNull();
      expect((await row(recent!.id)).state).toBe("done");
      expect((await row(later!.id)).state).toBe("pending");
    } finally {
      await runner.stop();
    }
  });
});

/**
 * Two instances on one PostgreSQL database (PGlite has one connection, so it cannot race): each
 * job runs exactly once, whoever claims it. Skipped, with a message, without a PostgreSQL server.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const hasPostgres = await reachable(PG_URL, 5432);
if (!hasPostgres) console.warn(`job-runner: PostgreSQL (${PG_URL}) not reachable: the two-instance test is skipped`);

describe.runIf(hasPostgres)("two job runners on one PostgreSQL database", () => {
  const name = `tessera_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  let one: Database;
  let two: Database;
  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    // Two pools, as two app instances would have.
    one = openDatabase({ url: url.toString(), max: 4 });
    two = openDatabase({ url: url.toString(), max: 4 });
    await one.migrate();
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("claims every job exactly once between them", async () => {
    const kind = "test.race";
    const runs: { job: number; by: string }[] = [];
    const handler = (by: string) => async (job: RunningJob) => {
      runs.push({ job: job.id, by });
      // A little work, so that both instances are claiming while the other runs.
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const a = new JobRunner({ db: one.db, batchSize: 5 }).register(kind, handler("a"));
    const b = new JobRunner({ db: two.db, batchSize: 5 }).register(kind, handler("b"));
    const count = 200;
    await fixturesOf(one)
      .insert(jobs)
      .values(Array.from({ length: count }, (_, n) => ({ kind, payload: { n } })));
    const passes = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(passes.reduce((sum, pass) => sum + pass.ran, 0)).toBe(count);
    expect(new Set(runs.map((run) => run.job)).size).toBe(count);
    expect(runs).toHaveLength(count);
    // Both took part: the test raced them for real.
    expect(new Set(runs.map((run) => run.by))).toEqual(new Set(["a", "b"]));
    const left = await fixturesOf(one).select().from(jobs).where(eq(jobs.state, "pending"));
    expect(left).toEqual([]);
  });
});
