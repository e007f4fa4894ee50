import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createPricingPlans } from "../db/seed/visitor-widgets.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi, nextIp } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { makeAdmin } from "../domain/accounts/make-admin.ts";
import { createOrganization } from "../db/seed/factories.ts";

/**
 * Issue 16 item 4 (decision 031): every write is based on a version. For EVERY write operation of
 * the OpenAPI document, 20 requests carrying the same version are sent at once: exactly one may
 * succeed, every other one is a 409 with the current record (a deletion's losers may also find
 * the record gone: 404). The table is keyed by the document's operations, so a new write
 * operation without a case (or a written reason why it has no version) fails this test.
 */

const PARALLEL = 20;

// Answers are read field by field below; a precise type would only repeat the API's schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let organizationId: number;
let cookie: string;

// Exactly what each case sends: no version is filled in here.
const call = jsonApi<Body>(
  () => t,
  () => cookie,
  "a.localhost",
  { versions: "as-sent" },
);

/** One request of the race: what each of the 20 sends (the same version in all). */
type Race = { path: string; body?: unknown; form?: () => FormData; gone?: boolean };
type Case = { name: string; prepare: () => Promise<Race> };
type Entry = Case[] | { exempt: string };

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${(sequence += 1)}`;

async function ok(method: string, url: string, body?: unknown): Promise<Body> {
  const answer = await call(method, url, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

const newMenuItem = async () =>
  (await ok("POST", "/api/menu-items", { display_name: unique("Menu"), url_name: unique("menu") })).menu_item as Body;
const newSubmenuItem = async () => {
  const menu = await newMenuItem();
  return (await ok("POST", "/api/submenu-items", { menu_item_id: menu.id, name: unique("Sub") })).submenu_item as Body;
};
const newMetric = () => ok("POST", "/api/metrics", { title: unique("Metric"), description: "d" });
const newSection = () => ok("POST", "/api/template-sections", { url_page: "/race", section_title: unique("Section") });
const newHeading = () =>
  ok("POST", "/api/template-heading-sections", { name: unique("Heading"), description_text: "d", url_page: "/race" });
const newHero = () => ok("POST", "/api/heroes", { title: unique("Hero"), url_page: "/race" });
const newPost = () => ok("POST", "/api/posts", { title: unique("Post") });
const newAgent = () => ok("POST", "/api/ai/agents", { name: unique("Agent") });
const newCannedReply = () => ok("POST", "/api/canned-replies", { title: unique("Canned"), body: "Thanks!" });
async function newOrder(): Promise<Body> {
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
const newMeetingType = () => ok("POST", "/api/meeting-types", { name: unique("Type"), host_user_ids: [] });
/** A booking of a fresh type bookable around the clock, as /admin/meetings lists it. */
async function newBooking(): Promise<Body> {
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
const organization = () => ok("GET", `/api/organizations/${organizationId}`);

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

const CREATES = "creates a new record: it is based on no earlier version (two admins may each add one)";
const ACCOUNT = "an account or sign-in operation, not content: no record version to be based on";
const VISITOR = "a visitor's own submission (no shared record is overwritten)";

/** Every write operation of the document: its race, or why it has none. */
const WRITES: Record<string, Entry> = {
  "POST /auth/register": { exempt: ACCOUNT },
  "POST /auth/login": { exempt: ACCOUNT },
  "POST /auth/sign-out": { exempt: ACCOUNT },
  "POST /auth/sign-out-everywhere": { exempt: ACCOUNT },
  "POST /auth/password-reset/request": { exempt: ACCOUNT },
  "POST /auth/password-reset/confirm": { exempt: ACCOUNT },
  "POST /account/password": { exempt: ACCOUNT },
  "POST /revalidate": { exempt: "clears the page cache; it writes no record" },
  "POST /send-email": { exempt: "sends a message; it writes no content record" },
  "POST /register-user-free-trial": { exempt: VISITOR },
  "POST /contact": { exempt: VISITOR },
  "POST /cookies/consent": { exempt: VISITOR },
  "POST /banners/{id}/dismiss": { exempt: VISITOR },
  "POST /revisions/{id}/restore": {
    exempt:
      "names a past revision, not a version: restoring the same revision again lands on the same state (each restore is itself a revision)",
  },
  "POST /menu-items": { exempt: CREATES },
  "POST /submenu-items": { exempt: CREATES },
  "POST /metrics": { exempt: CREATES },
  "POST /template-sections": { exempt: CREATES },
  "POST /template-heading-sections": { exempt: CREATES },
  "POST /heroes": { exempt: CREATES },
  "POST /posts": { exempt: CREATES },
  "POST /pages": { exempt: CREATES },
  "POST /media": { exempt: CREATES },

  "POST /meeting-types": { exempt: CREATES },
  "PUT /meeting-types/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const type = await newMeetingType();
        return { path: `/api/meeting-types/${type.id}`, body: { name: "Renamed", updated_at: type.updated_at } };
      },
    },
  ],
  "DELETE /meeting-types/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const type = await newMeetingType();
        return { path: `/api/meeting-types/${type.id}?updated_at=${type.updated_at}`, gone: true };
      },
    },
  ],
  "POST /meetings/bookings": {
    exempt:
      "a guest's new booking: the exclusion constraint on (host, time range) decides races (meetings.routes.test.ts: 50 at once, one 201)",
  },
  "PUT /meetings/bookings/{id}": {
    exempt:
      "a status change or move follows the booking's state machine under a row lock: the same change twice is a 409 from the machine",
  },
  "POST /meetings/waiting-room/leave": {
    exempt: "moves the guest's own booking by its state machine (a second leave is a 409)",
  },
  "PATCH /admin/meetings/bookings/{id}": [
    {
      name: "cancel",
      prepare: async () => {
        const booking = await newBooking();
        return {
          path: `/api/admin/meetings/bookings/${booking.id}`,
          body: { action: "cancel", updated_at: booking.updated_at },
        };
      },
    },
  ],
  "POST /meetings/launch-video": {
    exempt: "hands out a call token; it changes no record unless update_status, a state-machine move",
  },
  "POST /ai/agents": { exempt: CREATES },
  "PUT /ai/agents/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const agent = await newAgent();
        return { path: `/api/ai/agents/${agent.id}`, body: { name: "Renamed", updated_at: agent.updated_at } };
      },
    },
  ],
  "DELETE /ai/agents/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const agent = await newAgent();
        return { path: `/api/ai/agents/${agent.id}?updated_at=${agent.updated_at}`, gone: true };
      },
    },
  ],
  "POST /orders": { exempt: VISITOR },
  "PATCH /orders/{id}": [
    {
      name: "mark handled",
      prepare: async () => {
        const order = await newOrder();
        return { path: `/api/orders/${order.id}`, body: { status: "handled", updated_at: order.updated_at } };
      },
    },
  ],
  "POST /assistant/ask": { exempt: "a visitor's question: it stores a new answer and overwrites nothing" },
  "POST /assistant/answers/{id}/feedback": { exempt: VISITOR },
  "POST /canned-replies": { exempt: CREATES },
  "PUT /canned-replies/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const reply = await newCannedReply();
        return { path: `/api/canned-replies/${reply.id}`, body: { title: "Renamed", updated_at: reply.updated_at } };
      },
    },
  ],
  "DELETE /canned-replies/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const reply = await newCannedReply();
        return { path: `/api/canned-replies/${reply.id}?updated_at=${reply.updated_at}`, gone: true };
      },
    },
  ],
  "POST /conversations": { exempt: VISITOR },
  "POST /conversations/continue": { exempt: "exchanges a mailed link for a visitor token; no record is edited" },
  "POST /conversations/{id}/messages": {
    exempt: "appends a message at the conversation's next sequence number: messages add, they never overwrite",
  },
  "POST /conversations/{id}/images": {
    exempt: "appends an image message at the conversation's next sequence number: messages add, they never overwrite",
  },
  "POST /conversations/{id}/read": { exempt: "moves the reader's own read mark forward (the highest wins)" },
  "PATCH /conversations/{id}": {
    exempt:
      "resolve, reopen and assign act on the conversation's current state and each is posted in its sequence for every staff member to see; no loaded copy of content is written back",
  },
  "PUT /menu-items/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const item = await newMenuItem();
        return { path: `/api/menu-items/${item.id}`, body: { display_name: "Renamed", updated_at: item.updated_at } };
      },
    },
  ],
  "DELETE /menu-items/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const item = await newMenuItem();
        return { path: `/api/menu-items/${item.id}?updated_at=${item.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /submenu-items/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const item = await newSubmenuItem();
        return { path: `/api/submenu-items/${item.id}`, body: { name: "Renamed", updated_at: item.updated_at } };
      },
    },
  ],
  "DELETE /submenu-items/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const item = await newSubmenuItem();
        return { path: `/api/submenu-items/${item.id}?updated_at=${item.updated_at}`, gone: true };
      },
    },
  ],
  "PATCH /profiles/{id}": [
    {
      name: "team object",
      prepare: async () => {
        const [profile] = (await ok("GET", "/api/profiles")) as unknown as Body[];
        return {
          path: `/api/profiles/${profile!.id}`,
          body: { team: { is_team_member: true, job_title: unique("Role") }, updated_at: profile!.updated_at },
        };
      },
    },
  ],
  "PATCH /posts/{slug}": [
    {
      name: "retitle",
      prepare: async () => {
        const post = await newPost();
        return { path: `/api/posts/${post.slug}`, body: { title: "Retitled", updated_at: post.updated_at } };
      },
    },
  ],
  "DELETE /media/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const form = new FormData();
        form.set("file", new File([new Uint8Array(await png())], "race.png", { type: "image/png" }));
        const res = await t.request("/api/media", {
          method: "POST",
          host: "a.localhost",
          headers: { origin: "http://a.localhost", "x-forwarded-for": nextIp(), cookie },
          body: form,
        });
        expect(res.status).toBe(201);
        const image = (await res.json()) as Body;
        return { path: `/api/media/${image.id}?updated_at=${image.updated_at}`, gone: true };
      },
    },
  ],
  "PATCH /metrics/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const metric = await newMetric();
        return { path: `/api/metrics/${metric.id}`, body: { title: "Retitled", updated_at: metric.updated_at } };
      },
    },
  ],
  "DELETE /metrics/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const metric = await newMetric();
        return { path: `/api/metrics/${metric.id}?force=true&updated_at=${metric.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /template-sections/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const section = await newSection();
        return {
          path: `/api/template-sections/${section.id}`,
          body: { section_title: "Retitled", updated_at: section.updated_at },
        };
      },
    },
  ],
  "DELETE /template-sections/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const section = await newSection();
        return { path: `/api/template-sections/${section.id}?updated_at=${section.updated_at}`, gone: true };
      },
    },
  ],
  "POST /template-sections/{id}/metrics": [
    {
      name: "add a metric (the section's version)",
      prepare: async () => {
        const [section, metric] = [await newSection(), await newMetric()];
        return {
          path: `/api/template-sections/${section.id}/metrics`,
          body: { metric_id: metric.id, updated_at: section.updated_at },
        };
      },
    },
  ],
  "DELETE /template-sections/{id}/metrics": [
    {
      name: "remove a metric (the section's version)",
      prepare: async () => {
        const [section, metric] = [await newSection(), await newMetric()];
        const added = await ok("POST", `/api/template-sections/${section.id}/metrics`, {
          metric_id: metric.id,
          updated_at: section.updated_at,
        });
        return {
          path: `/api/template-sections/${section.id}/metrics?metric_id=${metric.id}&updated_at=${added.updated_at}`,
        };
      },
    },
  ],
  "PUT /template-sections/{id}/metrics": [
    {
      name: "reorder",
      prepare: async () => {
        let section = await newSection();
        const metrics = [await newMetric(), await newMetric()];
        for (const metric of metrics) {
          section = await ok("POST", `/api/template-sections/${section.id}/metrics`, {
            metric_id: metric.id,
            updated_at: section.updated_at,
          });
        }
        return {
          path: `/api/template-sections/${section.id}/metrics`,
          body: { metric_ids: [metrics[1]!.id, metrics[0]!.id], updated_at: section.updated_at },
        };
      },
    },
  ],
  "PUT /template-heading-sections/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const heading = await newHeading();
        return {
          path: `/api/template-heading-sections/${heading.id}`,
          body: { name: "Renamed", updated_at: heading.updated_at },
        };
      },
    },
  ],
  "DELETE /template-heading-sections/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const heading = await newHeading();
        return { path: `/api/template-heading-sections/${heading.id}?updated_at=${heading.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /page-layout": [
    {
      name: "reorder the page",
      prepare: async () => {
        await newSection();
        await newHeading();
        const layout = await ok("GET", "/api/page-layout?url_page=/race");
        const sections = (layout.sections as Body[]).map((entry, index, all) => ({
          id: entry.id,
          type: entry.type,
          order: all.length - index,
        }));
        return { path: "/api/page-layout", body: { sections, version: layout.version } };
      },
    },
  ],
  "PUT /heroes/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const hero = await newHero();
        return { path: `/api/heroes/${hero.id}`, body: { title: "Retitled", updated_at: hero.updated_at } };
      },
    },
  ],
  "DELETE /heroes/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const hero = await newHero();
        return { path: `/api/heroes/${hero.id}?updated_at=${hero.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /organizations/{id}": [
    {
      name: "settings",
      prepare: async () => {
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: { settings: { name: unique("Name") }, updated_at: org.organization.updated_at },
        };
      },
    },
    {
      name: "a list without an endpoint of its own (FAQs): one item added",
      prepare: async () => {
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            faqs: [...org.faqs, { question: unique("Why?") }],
            list_versions: { faqs: org.list_versions.faqs },
          },
        };
      },
    },
    {
      name: "menu items sent whole (each on its own road): one item added",
      prepare: async () => {
        await newMenuItem();
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            menu_items: [...org.menu_items, { display_name: unique("Added"), url_name: "added" }],
            list_versions: { menu_items: org.list_versions.menu_items },
          },
        };
      },
    },
    {
      name: "posts sent whole: one retitled",
      prepare: async () => {
        await newPost();
        const org = await organization();
        const [first, ...rest] = org.blog_posts as Body[];
        const { type: _type, created_on: _created, ...post } = first!;
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            blog_posts: [
              { ...post, title: unique("Retitled") },
              ...rest.map(({ type: _t, created_on: _c, ...p }) => p),
            ],
            list_versions: { blog_posts: org.list_versions.blog_posts },
          },
        };
      },
    },
  ],
};

type Operation = { method: string; path: string };

async function writeOperations(): Promise<Operation[]> {
  const res = await t.request("/api/openapi.json", { host: "a.localhost" });
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    Object.keys(item)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: pathName.replace(/^\/api/, "") })),
  );
}

async function race(method: string, spec: Race) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const res = await t.request(spec.path, {
        method,
        host: "a.localhost",
        headers: {
          origin: "http://a.localhost",
          "x-forwarded-for": nextIp(),
          cookie,
          ...(spec.body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      });
      return { status: res.status, body: (await res.json()) as Body };
    }),
  );
  return answers;
}

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

describe("every write carries the version it was based on", () => {
  it("the table names every write operation of the OpenAPI document, and only those", async () => {
    const documented = (await writeOperations()).map((op) => `${op.method} ${op.path}`).sort();
    expect(Object.keys(WRITES).sort()).toEqual(documented);
  });

  for (const [operation, entry] of Object.entries(WRITES)) {
    if (!Array.isArray(entry)) continue;
    const [method] = operation.split(" ") as [string];
    for (const testCase of entry) {
      it(`${operation} (${testCase.name}): ${PARALLEL} writes of one version, exactly one succeeds, the others 409 with the current record`, async () => {
        const spec = await testCase.prepare();
        const answers = await race(method, spec);
        const statuses = answers.map((answer) => answer.status);
        expect(
          statuses.filter((status) => status < 300),
          JSON.stringify(answers.slice(0, 3)),
        ).toHaveLength(1);
        for (const answer of answers) {
          if (answer.status < 300) continue;
          if (spec.gone && answer.status === 404) continue;
          expect(answer.status, JSON.stringify(answer.body)).toBe(409);
          expect(answer.body).toMatchObject({ code: "stale" });
          expect(answer.body.current).toBeTruthy();
        }
      });
    }
  }

  it("a write without its version is refused (400 naming the field) and changes nothing", async () => {
    const item = await newMenuItem();
    const put = await call("PUT", `/api/menu-items/${item.id}`, { display_name: "No version" });
    expect(put.status).toBe(400);
    expect(put.body.field).toBe("updated_at");
    const del = await call("DELETE", `/api/menu-items/${item.id}`);
    expect(del.status).toBe(400);
    const org = await organization();
    const list = await call("PUT", `/api/organizations/${organizationId}`, { faqs: org.faqs });
    expect(list.status).toBe(400);
    expect(list.body.field).toBe("list_versions.faqs");
    const { menu_items } = await ok("GET", "/api/menu-items");
    expect((menu_items as Body[]).find((row) => row.id === item.id)?.display_name).toBe(item.display_name);
  });
});
