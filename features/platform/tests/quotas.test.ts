import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  bookings,
  media,
  organizations,
  platformAccounts,
  revisions,
  siteMembers,
} from "../../../server/db/schema/index.ts";
import type { SiteQuotas } from "../../../server/db/schema/organizations.ts";
import { DEMO_PASSWORD } from "../../../server/db/seed/accounts.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { asSystem } from "../../../server/db/tenant-context.ts";
import { accountClient, nextIp } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { assertWithinQuota, effectiveQuotas, quotaUsage } from "../server/domain/quotas.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let site = 0;
let cookie = "";
const HOST = "localhost";
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function setQuotas(quotas: SiteQuotas) {
  await t.db.update(organizations).set({ quotas }).where(eq(organizations.id, site));
}

async function rows(table: typeof blogPosts | typeof media | typeof bookings) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.organization_id, site));
  return row!.n;
}

async function revisionRows() {
  const [row] = await t.db.select({ n: count() }).from(revisions).where(eq(revisions.organization_id, site));
  return row!.n;
}

async function call(method: string, url: string, body?: unknown, as: string | null = cookie) {
  const res = await t.request(url, {
    method,
    host: HOST,
    headers: {
      origin: `http://${HOST}`,
      "x-forwarded-for": nextIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(as ? { cookie: as } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
  const res = await t.request("/api/media", {
    method: "POST",
    host: HOST,
    headers: { origin: `http://${HOST}`, "x-forwarded-for": nextIp(), cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-quotas-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedDemoContent({ db: t.db });
  const [brightpath] = await t.db.select().from(organizations).where(eq(organizations.slug, "brightpath"));
  site = brightpath!.id;
  cookie = await accountClient(t, HOST).signIn("admin@brightpath.localhost", DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("effective quotas", () => {
  it("take the site's own value, else the environment's default, key by key", () => {
    const env = { QUOTA_PAGES: 200, QUOTA_STORAGE_MB: 1024, QUOTA_MEMBERS: 20, QUOTA_BOOKINGS_PER_DAY: 500 };
    expect(effectiveQuotas({}, env)).toEqual({ pages: 200, storage_mb: 1024, members: 20, bookings_per_day: 500 });
    expect(effectiveQuotas({ pages: 3, members: 0 } as SiteQuotas, env)).toEqual({
      pages: 3,
      storage_mb: 1024,
      members: 20,
      bookings_per_day: 500,
    });
  });
});

describe("a write over quota is refused whole, naming the quota", () => {
  it("pages: the site at its quota gets 403 quota_exceeded and no page, no revision", async () => {
    const pages = await quotaUsage(t.db, site, "pages");
    expect(pages).toBeGreaterThan(0);
    await setQuotas({ pages });
    const [before, revisionsBefore] = [await rows(blogPosts), await revisionRows()];
    const refused = await call("POST", "/api/pages", { title: "One too many", slug: "one-too-many" });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: `This site has reached its quota of ${pages} pages`,
      code: "quota_exceeded",
      quota: "pages",
      limit: pages,
    });
    expect(await rows(blogPosts)).toBe(before);
    expect(await revisionRows()).toBe(revisionsBefore);
    // Raised by one: the page is made.
    await setQuotas({ pages: pages + 1 });
    expect((await call("POST", "/api/pages", { title: "Now it fits", slug: "now-it-fits" })).status).toBe(201);
    expect(await rows(blogPosts)).toBe(before + 1);
    await setQuotas({});
  });

  it("storage: a file that takes the gallery over its MB is refused, and nothing is stored", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    // The gallery already holds 1 MB (a fixture's row): a quota of 1 MB leaves no room.
    await t.db.insert(media).values({
      organization_id: site,
      original_name: "big.png",
      mime_type: "image/png",
      width: 10,
      height: 10,
      byte_size: 1024 * 1024,
      variants: [],
    });
    expect(await quotaUsage(t.db, site, "storage_mb")).toBeGreaterThanOrEqual(1024 * 1024);
    await setQuotas({ storage_mb: 1 });
    const [before, revisionsBefore] = [await rows(media), await revisionRows()];
    const refused = await upload(png);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "quota_exceeded", quota: "storage_mb", limit: 1 });
    expect(refused.body.error).toBe("This site has reached its storage quota of 1 MB");
    expect(await rows(media)).toBe(before);
    expect(await revisionRows()).toBe(revisionsBefore);
    await setQuotas({ storage_mb: 2 });
    expect((await upload(png)).status).toBe(201);
    expect(await rows(media)).toBe(before + 1);
    await setQuotas({});
  });

  it("bookings a day: the booking over the day's quota is refused, and no booking is made", async () => {
    const everyDay = Object.fromEntries(
      ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [day, [{ start: "00:00", end: "24:00" }]]),
    );
    const members = (await call("GET", "/api/admin/meetings/members")).body as unknown as Body[];
    const type = await call("POST", "/api/meeting-types", {
      name: "Quota call",
      minimum_notice_minutes: 0,
      weekly_hours: everyDay,
      host_user_ids: [members.find((member) => member.role === "admin")!.id],
    });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const { slots } = (await call("GET", `/api/meetings/slots?meeting_type_id=${type.body.id}`, undefined, null)).body;
    expect(slots.length).toBeGreaterThan(1);
    const book = (start: string, name: string) =>
      call(
        "POST",
        "/api/meetings/bookings",
        {
          meeting_type_id: type.body.id,
          scheduled_at: start,
          customer_name: name,
          customer_email: `${name.toLowerCase()}@example.test`,
          time_zone: "UTC",
        },
        null,
      );
    const today = await quotaUsage(t.db, site, "bookings_per_day");
    await setQuotas({ bookings_per_day: today + 1 });
    expect((await book(slots[0].start, "First")).status).toBe(201);
    const before = await rows(bookings);
    const refused = await book(slots[1].start, "Second");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: `This site has reached its quota of ${today + 1} bookings a day`,
      code: "quota_exceeded",
      quota: "bookings_per_day",
      limit: today + 1,
    });
    expect(await rows(bookings)).toBe(before);
    await setQuotas({});
  });

  it("members: assertWithinQuota refuses the member over the quota inside the caller's transaction", async () => {
    const accounts = await t.db
      .insert(platformAccounts)
      .values([1, 2, 3].map((n) => ({ email: `member${n}@example.test`, password_hash: "x" })))
      .returning();
    await setQuotas({ members: 2 });
    const addMember = (accountId: number) =>
      asSystem("test: a platform invitation accepted", () =>
        t.services.db.transaction(async (tx) => {
          await assertWithinQuota(tx, site, "members", t.services.env);
          await tx.insert(siteMembers).values({ organization_id: site, account_id: accountId, role: "admin" });
        }),
      );
    await addMember(accounts[0]!.id);
    await addMember(accounts[1]!.id);
    await expect(addMember(accounts[2]!.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "This site has reached its quota of 2 members",
      details: { code: "quota_exceeded", quota: "members", limit: 2 },
    });
    const [row] = await t.db
      .select({ n: count() })
      .from(siteMembers)
      .where(and(eq(siteMembers.organization_id, site)));
    expect(row!.n).toBe(2);
    await setQuotas({});
  });
});
