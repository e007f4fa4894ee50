import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createHeadingSection, createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import {
  headingSections,
  metrics,
  revisions,
  templateSectionMetrics,
  templateSections,
} from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

/** The shared setup of the content route tests: one app per test file, read through live bindings. */

export let t: Awaited<ReturnType<typeof createTestApp>>;
export let orgA: number;
export let orgB: number;
export const cookies: Record<string, string> = {};
/** Ids of org B's records, which org A's admin must never reach. */
export const foreign = { section: 0, metric: 0, heading: 0 };
export const events: number[] = [];

export const call = jsonApi(
  () => t,
  () => cookies.adminA,
);

export const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;
export const sectionRow = async (id: number) =>
  (await t.db.select().from(templateSections).where(eq(templateSections.id, id)))[0];
export const linkedMetrics = async (sectionId: number) =>
  (
    await t.db
      .select({ id: templateSectionMetrics.metric_id, order: templateSectionMetrics.order })
      .from(templateSectionMetrics)
      .where(eq(templateSectionMetrics.section_id, sectionId))
  )
    .sort((x, y) => x.order - y.order)
    .map((row) => row.id);

/** Runs `act` and checks that it changed nothing: no revision, no event, same rows. */
export async function expectNothingChanged(act: () => Promise<unknown>) {
  const snapshot = async () =>
    JSON.stringify([
      await t.db.select().from(templateSections).orderBy(templateSections.id),
      await t.db.select().from(metrics).orderBy(metrics.id),
      await t.db.select().from(headingSections).orderBy(headingSections.id),
      await t.db.select().from(templateSectionMetrics),
    ]);
  const before = await snapshot();
  const revisionsBefore = await revisionCount();
  events.length = 0;
  await act();
  expect(await snapshot()).toBe(before);
  expect(await revisionCount()).toBe(revisionsBefore);
  expect(events).toEqual([]);
}

/** Registers the shared app (two organizations, their admins and org B's records) for the calling test file. */
export function useContentApp() {
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "true" });
    orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
    orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
    const a = accountClient(t, "a.localhost");
    const b = accountClient(t, "b.localhost");
    await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
    await a.register({ email: "user-a@example.com" });
    await b.register({ email: "admin-b@example.com" });
    await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
    await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
    cookies.adminA = await a.signIn("admin-a@example.com");
    cookies.userA = await a.signIn("user-a@example.com");
    cookies.adminB = await b.signIn("admin-b@example.com");
    const b1 = await createTemplateSection({
      db: t.db,
      organizationId: orgB,
      section: { url_page: "/home", section_title: "B section", metrics: [{ title: "B metric", description: "b" }] },
    });
    foreign.section = b1.section.id;
    foreign.metric = b1.metrics[0]!.id;
    foreign.heading = (
      await createHeadingSection({ db: t.db, organizationId: orgB, heading: { url_page: "/home", name: "B" } })
    ).id;
    t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
  });

  afterAll(() => t.close());
}
