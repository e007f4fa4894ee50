import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../db/seed/content-factories.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { jobs } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL, parseContentChanged } from "../../events.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { planAllPublications, planPublication, PUBLISH_JOB } from "./plan-publication.ts";

/**
 * Scheduled publishing through the job runner of a real app instance, on the real clock (short
 * delays, no fake timers): each organization whose content goes public is announced (the
 * `content-changed` every instance purges on) when it does, and nothing else.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const announced: { organizationId: number; at: number }[] = [];
let sites = 0;
beforeAll(async () => {
  t = await createTestApp();
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
    const event = parseContentChanged(message);
    if (event) announced.push({ organizationId: event.organizationId, at: Date.now() });
  });
}, 60_000);
afterAll(() => t.close());

async function organizations() {
  sites += 1;
  const a = await createOrganization({ db: t.db, name: `A${sites}`, hosts: [`a${sites}.localhost`] });
  const b = await createOrganization({ db: t.db, name: `B${sites}`, hosts: [`b${sites}.localhost`] });
  return { a: a.id, b: b.id };
}

const publicationJobs = (organizationId: number) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, PUBLISH_JOB), eq(jobs.organization_id, organizationId)));

const of = (organizationId: number) => announced.filter((entry) => entry.organizationId === organizationId);

describe("scheduled publishing", () => {
  it("announces an organization when its scheduled post's time comes, not before", async () => {
    const { a } = await organizations();
    const at = Date.now() + 1500;
    await createPost({
      db: t.db,
      organizationId: a,
      post: { slug: "soon", title: "Soon", content: "", publish_at: new Date(at) },
    });
    await planPublication(t.db, a);
    t.services.jobs.wake();
    await expect.poll(() => of(a).length, { timeout: 10_000 }).toBe(1);
    // Never early (the job runs a little after the instant, whatever the load).
    expect(of(a)[0]!.at).toBeGreaterThanOrEqual(at);
    // Done once its handler returns, which is after the announcement.
    await expect.poll(async () => (await publicationJobs(a)).map((job) => job.state)).toEqual(["done"]);
  });

  it("plans each organization's next time on start and announces each organization once", async () => {
    const { a, b } = await organizations();
    const at = new Date(Date.now() + 1500);
    await createPost({ db: t.db, organizationId: a, post: { slug: "one", title: "1", content: "", publish_at: at } });
    await createPost({ db: t.db, organizationId: a, post: { slug: "two", title: "2", content: "", publish_at: at } });
    await createPost({ db: t.db, organizationId: b, post: { slug: "three", title: "3", content: "", publish_at: at } });
    await planAllPublications(t.db);
    t.services.jobs.wake();
    await expect.poll(() => [of(a).length, of(b).length], { timeout: 10_000 }).toEqual([1, 1]);
    // One job per organization, done once its handler returns (the announcement comes first);
    // nothing left to announce.
    const states = async () => [...(await publicationJobs(a)), ...(await publicationJobs(b))].map((job) => job.state);
    await expect.poll(states).toEqual(["done", "done"]);
  });

  it("plans the next time again after a publication, and keeps a far-off one waiting", async () => {
    const { a } = await organizations();
    const soon = new Date(Date.now() + 1000);
    const farAway = new Date(Date.now() + 60 * 24 * 3600 * 1000);
    await createPost({
      db: t.db,
      organizationId: a,
      post: { slug: "soon", title: "S", content: "", publish_at: soon },
    });
    await createPost({
      db: t.db,
      organizationId: a,
      post: { slug: "later", title: "L", content: "", publish_at: farAway },
    });
    await planPublication(t.db, a);
    t.services.jobs.wake();
    await expect.poll(() => of(a).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(async () => (await publicationJobs(a)).find((job) => job.state === "pending")?.run_at.getTime())
      .toBeGreaterThanOrEqual(farAway.getTime());
    expect(of(a)).toHaveLength(1);
  });

  it("plans nothing for times already past when it starts (nothing of this instance was cached then)", async () => {
    const { a } = await organizations();
    await createPost({
      db: t.db,
      organizationId: a,
      post: { slug: "old", title: "O", content: "", publish_at: new Date(Date.now() - 1000) },
    });
    await planAllPublications(t.db);
    expect(await publicationJobs(a)).toEqual([]);
  });
});
