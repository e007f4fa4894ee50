import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createPricingPlans } from "../db/seed/visitor-widgets.ts";
import { afterAll, beforeAll, expect } from "vitest";
import { accountClient, jsonApi } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { makeAdmin } from "../domain/accounts/make-admin.ts";
import { createOrganization } from "../db/seed/factories.ts";

/** The app, the request helpers and the record makers of the write-versions test (decision 031). */

// Answers are read field by field below; a precise type would only repeat the API's schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = Record<string, any>;

export let t: Awaited<ReturnType<typeof createTestApp>>;
export let dataDir: string;
export let organizationId: number;
export let cookie: string;

// Exactly what each case sends: no version is filled in here.
export const call = jsonApi<Body>(
  () => t,
  () => cookie,
  "a.localhost",
  { versions: "as-sent" },
);

/** One request of the race: what each of the 20 sends (the same version in all). */
export type Race = { path: string; body?: unknown; form?: () => FormData; gone?: boolean };
export type Case = { name: string; prepare: () => Promise<Race> };
export type Entry = Case[] | { exempt: string };

export let sequence = 0;
export const unique = (prefix: string) => `${prefix}-${(sequence += 1)}`;

export async function ok(method: string, url: string, body?: unknown): Promise<Body> {
  const answer = await call(method, url, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

export const newMenuItem = async () =>
  (await ok("POST", "/api/menu-items", { display_name: unique("Menu"), url_name: unique("menu") })).menu_item as Body;
export const newSubmenuItem = async () => {
  const menu = await newMenuItem();
  return (await ok("POST", "/api/submenu-items", { menu_item_id: menu.id, name: unique("Sub") })).submenu_item as Body;
};
export const newMetric = () => ok("POST", "/api/metrics", { title: unique("Metric"), description: "d" });
export const newSection = () =>
  ok("POST", "/api/template-sections", { url_page: "/race", section_title: unique("Section") });
export const newHeading = () =>
  ok("POST", "/api/template-heading-sections", { name: unique("Heading"), description_text: "d", url_page: "/race" });
export const newHero = () => ok("POST", "/api/heroes", { title: unique("Hero"), url_page: "/race" });
export const newPost = () => ok("POST", "/api/posts", { title: unique("Post") });
export const newAgent = () => ok("POST", "/api/ai/agents", { name: unique("Agent") });
export const newCannedReply = () => ok("POST", "/api/canned-replies", { title: unique("Canned"), body: "Thanks!" });
export async function newOrder(): Promise<Body> {
  const [plan] = await createPricingPlans({ db: t.db, organizationId, plans: [{ name: unique("Plan"), price: 100 }] });
  await ok("POST", "/api/orders", {
    name: "Ada Buyer",
    email: "ada@example.com",
    company: "Acme",
    message: "",
    items: [{ plan_id: plan!.id, quantity: 1 }],
  });
  const orders = (await ok("GET", "/api/orders")) as unknown as Body[];
  return orders[0]!;
}
export const newMeetingType = () => ok("POST", "/api/meeting-types", { name: unique("Type"), host_user_ids: [] });
/** A booking of a fresh type bookable around the clock, as /admin/meetings lists it. */
export async function newBooking(): Promise<Body> {
  const everyDay = Object.fromEntries(
    ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
  );
  const members = (await ok("GET", "/api/admin/meetings/members")) as unknown as Body[];
  const type = await ok("POST", "/api/meeting-types", {
    name: unique("Bookable"),
    minimum_notice_minutes: 0,
    weekly_hours: everyDay,
    host_user_ids: [members.find((member) => member.role === "admin")!.id],
  });
  const from = new Date(Date.now() + 3 * 86_400_000 + sequence * 3_600_000).toISOString();
  const { slots } = await ok("GET", `/api/meetings/slots?meeting_type_id=${type.id}&from=${from}`);
  const created = await ok("POST", "/api/meetings/bookings", {
    meeting_type_id: type.id,
    scheduled_at: slots[0].start,
    customer_name: "Race guest",
    customer_email: `${unique("race")}@example.com`,
    time_zone: "UTC",
  });
  const { bookings } = await ok("GET", "/api/admin/meetings/bookings?view=all");
  return (bookings as Body[]).find((booking) => booking.id === created.booking.id)!;
}
export const organization = () => ok("GET", `/api/organizations/${organizationId}`);
/** A conversation started by the admin (as a visitor of their own site would), as the inbox loads it. */
export async function newConversation(): Promise<Body> {
  const started = await ok("POST", "/api/conversations", { message: unique("Question") });
  return ok("GET", `/api/conversations/${started.conversation.id}`);
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** Registers the app (one organization and its admin, files in a temporary folder) for the calling test file. */
export function useWriteVersionsApp() {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "tessera-versions-test-"));
    // 20 writes a case, one admin, ~35 cases in well under a minute: far above the per-account write
    // limit, which is not what this file tests (server/api/edge tests it).
    t = await createTestApp({ TRUST_PROXY: "true", DATA_DIR: dataDir, WRITE_LIMIT_PER_MINUTE: "100000" });
    organizationId = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
    const a = accountClient(t, "a.localhost");
    await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
    await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
    cookie = await a.signIn("admin-a@example.com");
  });

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}
