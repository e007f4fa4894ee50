import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "./db/seed/content-factories.ts";
import { createOrganization } from "./db/seed/factories.ts";
import { PublishScheduler } from "./publish-scheduler.ts";
import { openTestDatabase, fixturesOf } from "../tests/setup/test-database.ts";

/**
 * The scheduler against a real database and the real clock (short delays, no fake timers): it
 * announces each organization whose content goes public, when it does, and nothing else.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let sites = 0;
// One database for the file (opening one is the slow part); each test has its own organizations.
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.drop());

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` or the deadline (a busy machine may be slow; the clock decides, not a fixed sleep). */
async function until(done: () => boolean, deadline: number) {
  while (!done() && Date.now() < deadline) await wait(50);
}

async function setUp() {
  const announced: { organizationId: number; at: number }[] = [];
  const scheduler = new PublishScheduler({
    db: database.db,
    publish: async (organizationId) => void announced.push({ organizationId, at: Date.now() }),
  });
  cleanup.push(() => scheduler.stop());
  sites += 1;
  const a = await createOrganization({ db: fixturesOf(database), name: `A${sites}`, hosts: [`a${sites}.localhost`] });
  const b = await createOrganization({ db: fixturesOf(database), name: `B${sites}`, hosts: [`b${sites}.localhost`] });
  return { db: fixturesOf(database), scheduler, announced, a: a.id, b: b.id };
}

describe("PublishScheduler", () => {
  it("announces an organization when its scheduled post's time comes, not before", async () => {
    const { db, scheduler, announced, a } = await setUp();
    const at = Date.now() + 1500;
    await createPost({
      db,
      organizationId: a,
      post: { slug: "soon", title: "Soon", content: "", publish_at: new Date(at) },
    });
    await scheduler.reschedule();
    await until(() => announced.length > 0, at + 10_000);
    expect(announced.map((entry) => entry.organizationId)).toEqual([a]);
    // Never early (the timer fires a little after the instant, whatever the load).
    expect(announced[0]!.at).toBeGreaterThanOrEqual(at);
  });

  it("picks up a time scheduled later (reschedule after a change) and announces each organization once", async () => {
    const { db, scheduler, announced, a, b } = await setUp();
    await scheduler.reschedule();
    const at = new Date(Date.now() + 1500);
    await createPost({ db, organizationId: a, post: { slug: "one", title: "1", content: "", publish_at: at } });
    await createPost({ db, organizationId: a, post: { slug: "two", title: "2", content: "", publish_at: at } });
    await createPost({ db, organizationId: b, post: { slug: "three", title: "3", content: "", publish_at: at } });
    await scheduler.reschedule();
    await until(() => announced.length >= 2, at.getTime() + 10_000);
    await wait(200);
    expect(announced.map((entry) => entry.organizationId).sort()).toEqual([a, b].sort());
  });

  it("caps a far-off delay (setTimeout would overflow and fire at once)", async () => {
    const { db, scheduler, announced, a } = await setUp();
    const farAway = new Date(Date.now() + 60 * 24 * 3600 * 1000);
    await createPost({ db, organizationId: a, post: { slug: "later", title: "L", content: "", publish_at: farAway } });
    await scheduler.reschedule();
    await wait(200);
    expect(announced).toEqual([]);
  });

  it("ignores times already past when it starts (nothing of this instance was cached then)", async () => {
    const { db, scheduler, announced, a } = await setUp();
    await createPost({
      db,
      organizationId: a,
      post: { slug: "old", title: "O", content: "", publish_at: new Date(Date.now() - 1000) },
    });
    await scheduler.reschedule();
    await wait(100);
    expect(announced).toEqual([]);
  });
});
