import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../db/schema/index.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { enqueueJob } from "../jobs/index.ts";
import { fixturesOf, openTestDatabase } from "../../tests/setup/test-database.ts";
import { Dispatcher, type DomainEvent } from "./dispatcher.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let a = 0;
let b = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  a = (await createOrganization({ db: fixturesOf(database), name: "A", hosts: ["a.localhost"] })).id;
  b = (await createOrganization({ db: fixturesOf(database), name: "B", hosts: ["b.localhost"] })).id;
}, 60_000);
afterAll(() => database.drop());

/** A dispatcher whose durable handler writes a job row and whose in-process handler records what it saw. */
function harness(kind: string) {
  const seen: DomainEvent[] = [];
  let woken = 0;
  const dispatcher = new Dispatcher({ committed: () => (woken += 1) })
    .inTransaction("content.changed", async (tx, event) => {
      await enqueueJob(tx, { kind, organizationId: event.organizationId, key: `org-${event.organizationId}` });
    })
    .afterCommit("content.changed", async (event) => void seen.push(event));
  const rows = () => fixturesOf(database).select().from(jobs).where(eq(jobs.kind, kind));
  return { dispatcher, seen, rows, woken: () => woken };
}

describe("Dispatcher", () => {
  it("runs durable handlers in the transaction and in-process ones after the commit, once per organization", async () => {
    const { dispatcher, seen, rows, woken } = harness("test.outbox-1");
    const result = await dispatcher.transaction(fixturesOf(database), async (_tx, emit) => {
      emit({ type: "content.changed", organizationId: a, tags: ["posts"] });
      emit({ type: "content.changed", organizationId: a, tags: ["metrics", "posts"] });
      emit({ type: "content.changed", organizationId: b, tags: ["profiles"] });
      // Nothing has run yet: handlers wait for the work to be done.
      expect(seen).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual([
      { type: "content.changed", organizationId: a, tags: ["posts", "metrics"] },
      { type: "content.changed", organizationId: b, tags: ["profiles"] },
    ]);
    expect((await rows()).map((row) => row.organization_id).sort()).toEqual([a, b].sort());
    expect(woken()).toBe(1);
  });

  it("an organization-wide change (tags null) wins over the records of the same transaction", async () => {
    const { dispatcher, seen } = harness("test.outbox-2");
    await dispatcher.transaction(fixturesOf(database), async (_tx, emit) => {
      emit({ type: "content.changed", organizationId: a, tags: ["posts"] });
      emit({ type: "content.changed", organizationId: a, tags: null });
    });
    expect(seen).toEqual([{ type: "content.changed", organizationId: a, tags: null }]);
  });

  it("hands real-time events stored in the transaction to their handler after the commit, in order, never after a rollback", async () => {
    const delivered: number[] = [];
    const dispatcher = new Dispatcher().afterCommit("realtime.stored", async (event) => {
      for (const stored of event.events) delivered.push(stored.seq);
    });
    const stored = (seq: number) => ({
      organizationId: a,
      channel: "conversation:1",
      seq,
      event: "message",
      data: null,
      at: new Date().toISOString(),
    });
    await dispatcher.transaction(fixturesOf(database), async (_tx, emit) => {
      emit({ type: "realtime.stored", organizationId: a, events: [stored(1), stored(2)] });
      emit({ type: "content.changed", organizationId: a, tags: null });
      emit({ type: "realtime.stored", organizationId: a, events: [stored(3)] });
      expect(delivered).toEqual([]);
    });
    expect(delivered).toEqual([1, 2, 3]);
    await expect(
      dispatcher.transaction(fixturesOf(database), async (_tx, emit) => {
        emit({ type: "realtime.stored", organizationId: a, events: [stored(4)] });
        throw new Error("conversation gone");
      }),
    ).rejects.toThrow("conversation gone");
    expect(delivered).toEqual([1, 2, 3]);
  });

  it("a transaction that rolls back leaves no job and runs no handler", async () => {
    const { dispatcher, seen, rows, woken } = harness("test.outbox-3");
    await expect(
      dispatcher.transaction(fixturesOf(database), async (_tx, emit) => {
        emit({ type: "content.changed", organizationId: a, tags: null });
        throw new Error("stale version");
      }),
    ).rejects.toThrow("stale version");
    expect(seen).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(woken()).toBe(0);
  });

  it("a failing durable handler rolls the write back; a failing in-process one does not fail it", async () => {
    const failingDurable = new Dispatcher().inTransaction("content.changed", async () => {
      throw new Error("outbox unavailable");
    });
    await expect(
      failingDurable.transaction(fixturesOf(database), async (tx, emit) => {
        await enqueueJob(tx, { kind: "test.outbox-4", organizationId: a });
        emit({ type: "content.changed", organizationId: a, tags: null });
      }),
    ).rejects.toThrow("outbox unavailable");
    expect(await fixturesOf(database).select().from(jobs).where(eq(jobs.kind, "test.outbox-4"))).toEqual([]);

    const failingAfter = new Dispatcher().afterCommit("content.changed", async () => {
      throw new Error("Redis is down");
    });
    await failingAfter.transaction(fixturesOf(database), async (tx, emit) => {
      await enqueueJob(tx, { kind: "test.outbox-5", organizationId: a });
      emit({ type: "content.changed", organizationId: a, tags: null });
    });
    expect(await fixturesOf(database).select().from(jobs).where(eq(jobs.kind, "test.outbox-5"))).toHaveLength(1);
  });

  it("refuses a caller's transaction (its commit is not the caller's)", async () => {
    const { dispatcher } = harness("test.outbox-6");
    await expect(fixturesOf(database).transaction((tx) => dispatcher.transaction(tx, async () => {}))).rejects.toThrow(
      "needs the database",
    );
  });
});
