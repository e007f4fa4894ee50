import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../tests/setup/test-database.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { realtimeEvents } from "../db/schema/index.ts";
import { eq, and, lte } from "drizzle-orm";
import { appendEvent, channelHead, channelHeads, channelKey, pruneEvents, readEvents } from "./event-log.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let orgA: number;
let orgB: number;

beforeAll(async () => {
  database = await openTestDatabase();
  orgA = (await createOrganization({ db: fixturesOf(database), name: "A" })).id;
  orgB = (await createOrganization({ db: fixturesOf(database), name: "B" })).id;
});
afterAll(() => database?.drop());

const append = (organizationId: number, channel: string, data: unknown = {}) =>
  fixturesOf(database).transaction((tx) => appendEvent(tx as never, { organizationId, channel, event: "test", data }));

describe("the per-channel sequence", () => {
  it("numbers events of a channel 1, 2, 3… and channels (and organizations) independently", async () => {
    expect((await append(orgA, "room:1")).seq).toBe(1);
    expect((await append(orgA, "room:1")).seq).toBe(2);
    expect((await append(orgA, "room:2")).seq).toBe(1);
    expect((await append(orgB, "room:1")).seq).toBe(1);
    expect(await channelHead(fixturesOf(database), orgA, "room:1")).toBe(2);
    expect(await channelHead(fixturesOf(database), orgA, "never")).toBe(0);
    const heads = await channelHeads(fixturesOf(database), [
      { organizationId: orgA, channel: "room:1" },
      { organizationId: orgB, channel: "room:1" },
      { organizationId: orgB, channel: "room:2" },
    ]);
    expect(heads.get(channelKey(orgA, "room:1"))).toBe(2);
    expect(heads.get(channelKey(orgB, "room:1"))).toBe(1);
    expect(heads.has(channelKey(orgB, "room:2"))).toBe(false);
  });

  it("gives concurrent writers distinct, consecutive numbers", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => append(orgA, "busy", { i })));
    expect(results.map((event) => event.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it("leaves no gap when the writing transaction rolls back", async () => {
    await append(orgA, "rollback");
    await expect(
      fixturesOf(database).transaction(async (tx) => {
        await appendEvent(tx as never, { organizationId: orgA, channel: "rollback", event: "test", data: {} });
        throw new Error("the feature's write failed");
      }),
    ).rejects.toThrow("the feature's write failed");
    expect((await append(orgA, "rollback")).seq).toBe(2);
  });

  it("builds the data from the sequence inside the transaction when given a function", async () => {
    const event = await fixturesOf(database).transaction((tx) =>
      appendEvent(tx as never, {
        organizationId: orgA,
        channel: "fn",
        event: "test",
        data: async (seq: number) => ({ seq }),
      }),
    );
    expect(event.data).toEqual({ seq: 1 });
    const { events } = await readEvents(fixturesOf(database), {
      organizationId: orgA,
      channel: "fn",
      after: 0,
      upTo: 1,
      limit: 10,
    });
    expect(events[0]!.data).toEqual({ seq: 1 });
  });
});

describe("replay from the log", () => {
  it("returns the events after a sequence, in order, complete", async () => {
    for (let i = 0; i < 5; i += 1) await append(orgA, "replay", { i });
    const { events, complete } = await readEvents(fixturesOf(database), {
      organizationId: orgA,
      channel: "replay",
      after: 2,
      upTo: 5,
      limit: 10,
    });
    expect(complete).toBe(true);
    expect(events.map((e) => [e.seq, (e.data as { i: number }).i])).toEqual([
      [3, 2],
      [4, 3],
      [5, 4],
    ]);
    expect(
      (
        await readEvents(fixturesOf(database), {
          organizationId: orgA,
          channel: "replay",
          after: 5,
          upTo: 5,
          limit: 10,
        })
      ).complete,
    ).toBe(true);
  });

  it("never returns another organization's events of the same channel name", async () => {
    await append(orgB, "replay", { other: true });
    const { events } = await readEvents(fixturesOf(database), {
      organizationId: orgB,
      channel: "replay",
      after: 0,
      upTo: 1,
      limit: 10,
    });
    expect(events.map((e) => e.data)).toEqual([{ other: true }]);
  });

  it("says incomplete when more than the limit are missing", async () => {
    const result = await readEvents(fixturesOf(database), {
      organizationId: orgA,
      channel: "replay",
      after: 0,
      upTo: 5,
      limit: 3,
    });
    expect(result.complete).toBe(false);
  });

  it("says incomplete once the events asked for were pruned", async () => {
    for (let i = 0; i < 3; i += 1) await append(orgA, "pruned");
    await fixturesOf(database)
      .update(realtimeEvents)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(and(eq(realtimeEvents.channel, "pruned"), lte(realtimeEvents.seq, 2)));
    await pruneEvents(fixturesOf(database), new Date(Date.now() - 30_000));
    const gone = await readEvents(fixturesOf(database), {
      organizationId: orgA,
      channel: "pruned",
      after: 0,
      upTo: 3,
      limit: 10,
    });
    expect(gone.complete).toBe(false);
    const kept = await readEvents(fixturesOf(database), {
      organizationId: orgA,
      channel: "pruned",
      after: 2,
      upTo: 3,
      limit: 10,
    });
    expect(kept).toMatchObject({ complete: true, events: [{ seq: 3 }] });
    // The counter is not reset by pruning.
    expect((await append(orgA, "pruned")).seq).toBe(4);
  });
});
