import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createMenuItems, createOrganization } from "../../db/seed/factories.ts";
import { createCookieCategories } from "../../db/seed/visitor-widgets.ts";
import {
  cookieCategories,
  cookieServices,
  faqs,
  menuItems,
  organizations,
  revisions,
  submenuItems,
} from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

/** The shared setup of the organizations route tests: one app per test file, read through live bindings. */

export let t: Awaited<ReturnType<typeof createTestApp>>;
export let orgA: number;
export let orgB: number;
export const cookies: Record<string, string> = {};
export const events: number[] = [];
export let foreignFaq = 0;
export let foreignMenu = 0;
export let ownMenu = 0;
export let foreignCategory = 0;
export let foreignService = 0;

export type Body = Record<string, unknown> & { error?: string };

export const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);

export const put = (body: unknown, options?: { cookie?: string | null; host?: string }) =>
  call("PUT", `/api/organizations/${orgA}`, body, options);

export const faqRows = async (organizationId: number) =>
  (await t.db.select().from(faqs).where(eq(faqs.organization_id, organizationId))).sort((a, b) => a.order - b.order);
export const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;

/** Runs `act` and checks that it changed nothing in either organization: no row, no revision, no event. */
export async function expectNothingChanged(act: () => Promise<unknown>) {
  const snapshot = async () =>
    JSON.stringify([
      await t.db.select().from(organizations).orderBy(organizations.id),
      await t.db.select().from(faqs).orderBy(faqs.id),
      await t.db.select().from(menuItems).orderBy(menuItems.id),
      await t.db.select().from(submenuItems).orderBy(submenuItems.id),
      await t.db.select().from(cookieCategories).orderBy(cookieCategories.id),
      await t.db.select().from(cookieServices).orderBy(cookieServices.id),
    ]);
  const before = await snapshot();
  const revisionsBefore = await revisionCount();
  events.length = 0;
  await act();
  expect(await snapshot()).toBe(before);
  expect(await revisionCount()).toBe(revisionsBefore);
  expect(events).toEqual([]);
}

/** Registers the shared app (two organizations, their admins and foreign records) for the calling test file. */
export function useOrganizationsApp() {
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
    await t.db.insert(faqs).values([
      { organization_id: orgA, question: "A first?", answer: "<p>One</p>", order: 0 },
      { organization_id: orgA, question: "A second?", answer: "<p>Two</p>", order: 1 },
    ]);
    [{ id: foreignFaq }] = (await t.db
      .insert(faqs)
      .values({ organization_id: orgB, question: "B secret?", answer: "b" })
      .returning({ id: faqs.id })) as [{ id: number }];
    ownMenu = (
      await createMenuItems({
        db: t.db,
        organizationId: orgA,
        items: [{ display_name: "Services", url_name: "services", submenu: [{ name: "Audit", url_name: "audit" }] }],
      })
    )[0]!.id;
    foreignMenu = (await createMenuItems({ db: t.db, organizationId: orgB, items: [{ display_name: "B menu" }] }))[0]!
      .id;
    const [foreignCookies] = await createCookieCategories({
      db: t.db,
      organizationId: orgB,
      categories: [{ name: "B tracking", services: [{ name: "B secret pixel" }] }],
    });
    foreignCategory = foreignCookies!.category.id;
    foreignService = foreignCookies!.services[0]!.id;
    t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
  });

  afterAll(() => t.close());
}
