import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  domains,
  organizations,
  platformAccounts,
  platformAudit,
  platformOutbox,
  siteMembers,
} from "../../../server/db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../server/db/seed/accounts.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { grantOperator } from "../server/domain/grant-operator.ts";
import { openPlatformSession, readPlatformSession } from "../server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const PLATFORM = "app.localhost";
let operatorCookie = "";
let personCookie = "";
let operatorEmail = "";
let acme: { id: number; owner: string };
let globexId = 0;

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function platformAccount(email: string, isOperator: boolean, verified = true) {
  const [account] = await t.db
    .insert(platformAccounts)
    .values({ email, password_hash: "x", is_operator: isOperator, email_verified_at: verified ? new Date() : null })
    .returning();
  return account!;
}

async function cookieOf(accountId: number) {
  return `${PLATFORM_SESSION_COOKIE}=${await openPlatformSession(t.services.db, accountId)}`;
}

/** A call to the platform's API as a browser on the platform's pages would make it. */
async function api(method: string, path: string, body?: unknown, cookie: string | null = operatorCookie) {
  const res = await t.request(path, {
    method,
    host: PLATFORM,
    headers: {
      origin: `http://${PLATFORM}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
  operatorEmail = "ops@example.test";
  const operator = await platformAccount(operatorEmail, true);
  operatorCookie = await cookieOf(operator.id);
  const person = await platformAccount("someone@example.test", false);
  personCookie = await cookieOf(person.id);
  // A platform-made site: its owner, a domain and two pages.
  const owner = await platformAccount("zelda.owner@example.test", false);
  const [org] = await t.db
    .insert(organizations)
    .values({ name: "Acme Anvils", slug: "acme-anvils", status: "live", quotas: { pages: 7 } })
    .returning();
  await t.db.insert(domains).values({ host: "acme-anvils.localhost", organization_id: org!.id, is_primary: true });
  await t.db.insert(siteMembers).values({ organization_id: org!.id, account_id: owner.id, role: "owner" });
  await t.db.insert(blogPosts).values([
    { organization_id: org!.id, slug: "one", title: "One", content: null },
    { organization_id: org!.id, slug: "two", title: "Two", content: null },
    { organization_id: org!.id, slug: "a-post", title: "A post", content: "<p>post</p>" },
  ]);
  acme = { id: org!.id, owner: owner.email };
  const [globex] = await t.db.select().from(organizations).where(eq(organizations.slug, "globex"));
  globexId = globex!.id;
});
afterAll(() => t.close());

describe("who may use the operators' API", () => {
  it("answers 401 signed out and 403 to a platform account that is no operator, before reading input", async () => {
    expect((await api("GET", "/api/operator/sites", undefined, null)).status).toBe(401);
    expect((await api("GET", "/api/operator/sites", undefined, personCookie)).status).toBe(403);
    expect((await api("GET", "/api/operator/audit", undefined, personCookie)).status).toBe(403);
    expect((await api("GET", "/api/operator/outbox", undefined, null)).status).toBe(401);
    const noReason = await api("POST", `/api/operator/sites/${globexId}/suspend`, {}, personCookie);
    expect(noReason.status).toBe(403);
    expect((await api("POST", `/api/operator/sites/${globexId}/resume`, { reason: "x" }, null)).status).toBe(401);
    expect(
      (await api("PUT", `/api/operator/sites/${globexId}/quotas`, { pages: 9, reason: "x" }, personCookie)).status,
    ).toBe(403);
    // The operators' API is the platform's: on a site's host it does not exist.
    const onSite = await t.request("/api/operator/sites", { host: "localhost", headers: { cookie: operatorCookie } });
    expect(onSite.status).toBe(404);
  });

  it("makes a confirmed account listed in PLATFORM_OPERATORS an operator, and no unconfirmed one", async () => {
    const listed = await platformAccount("Listed.Op@example.test".toLowerCase(), false);
    const unconfirmed = await platformAccount("pending.op@example.test", false, false);
    const listedToken = await openPlatformSession(t.services.db, listed.id);
    const pendingToken = await openPlatformSession(t.services.db, unconfirmed.id);
    const operators = ["listed.op@example.test", "pending.op@example.test"];
    expect((await readPlatformSession(t.services.db, listedToken, operators))?.isOperator).toBe(true);
    expect((await readPlatformSession(t.services.db, listedToken, []))?.isOperator).toBe(false);
    expect((await readPlatformSession(t.services.db, pendingToken, operators))?.isOperator).toBe(false);
  });
});

describe("npm run platform:operator", () => {
  it("grants and revokes operator to an existing account, audited, and says so when there is none", async () => {
    const account = await platformAccount("future.op@example.test", false);
    const cookie = await cookieOf(account.id);
    expect((await api("GET", "/api/operator/sites", undefined, cookie)).status).toBe(403);
    expect(await grantOperator({ db: t.services.db, email: " Future.Op@example.test " })).toEqual({
      email: "future.op@example.test",
      changed: true,
    });
    expect((await api("GET", "/api/operator/sites", undefined, cookie)).status).toBe(200);
    expect((await grantOperator({ db: t.services.db, email: "future.op@example.test" })).changed).toBe(false);
    await grantOperator({ db: t.services.db, email: "future.op@example.test", revoke: true });
    expect((await api("GET", "/api/operator/sites", undefined, cookie)).status).toBe(403);
    const actions = await t.db
      .select({ action: platformAudit.action })
      .from(platformAudit)
      .where(eq(platformAudit.reason, "npm run platform:operator"))
      .orderBy(platformAudit.id);
    expect(actions.map((row) => row.action)).toEqual(["operator.grant", "operator.revoke"]);
    await expect(grantOperator({ db: t.services.db, email: "nobody@example.test" })).rejects.toThrow(
      /No platform account has the address nobody@example.test/,
    );
  });
});

describe("the sites list", () => {
  it("lists every site with owners, pages, storage, members, last edit, status and effective quotas", async () => {
    const { status, body } = await api("GET", "/api/operator/sites");
    expect(status).toBe(200);
    const slugs = body.sites.map((site: Body) => site.slug);
    expect(slugs).toEqual(expect.arrayContaining(["brightpath", "globex", "acme-anvils"]));
    expect(body.total).toBe(body.sites.length);
    const site = body.sites.find((s: Body) => s.slug === "acme-anvils");
    expect(site).toMatchObject({
      id: acme.id,
      name: "Acme Anvils",
      url: "http://acme-anvils.localhost",
      owners: [acme.owner],
      pages: 2,
      storage_bytes: 0,
      members: 1,
      status: "live",
      own_quotas: { pages: 7 },
      quotas: { pages: 7, storage_mb: t.services.env.QUOTA_STORAGE_MB, members: t.services.env.QUOTA_MEMBERS },
    });
    expect(Date.parse(site.created_at)).not.toBeNaN();
    expect(Date.parse(site.last_edit)).not.toBeNaN();
    const brightpath = body.sites.find((s: Body) => s.slug === "brightpath");
    expect(brightpath.pages).toBeGreaterThan(0);
    expect(brightpath.quotas.pages).toBe(t.services.env.QUOTA_PAGES);
  });

  it("searches name, slug and the owners' e-mail", async () => {
    const byOwner = await api("GET", "/api/operator/sites?q=ZELDA.owner");
    expect(byOwner.body.sites.map((s: Body) => s.slug)).toEqual(["acme-anvils"]);
    const bySlug = await api("GET", "/api/operator/sites?q=glob");
    expect(bySlug.body.sites.map((s: Body) => s.slug)).toEqual(["globex"]);
    const byName = await api("GET", "/api/operator/sites?q=anvils");
    expect(byName.body.sites.map((s: Body) => s.slug)).toEqual(["acme-anvils"]);
    const none = await api("GET", "/api/operator/sites?q=%25");
    expect(none.body.sites).toEqual([]);
  });

  it("sorts by any column, both ways", async () => {
    const names = async (query: string) =>
      (await api("GET", `/api/operator/sites?${query}`)).body.sites.map((s: Body) => s.name as string);
    const ascending = await names("sort=name&order=asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(await names("sort=name&order=desc")).toEqual([...ascending].reverse());
    const byPages = (await api("GET", "/api/operator/sites?sort=pages&order=desc")).body.sites.map(
      (s: Body) => s.pages as number,
    );
    expect(byPages).toEqual([...byPages].sort((a, b) => b - a));
    const byMembers = (await api("GET", "/api/operator/sites?sort=members&order=desc")).body.sites;
    expect(byMembers[0].slug).toBe("acme-anvils");
    for (const sort of ["slug", "owner", "created_at", "storage", "last_edit", "status"]) {
      expect((await api("GET", `/api/operator/sites?sort=${sort}`)).status).toBe(200);
    }
    expect((await api("GET", "/api/operator/sites?sort=password")).status).toBe(400);
    expect((await api("GET", "/api/operator/sites?page=0")).status).toBe(400);
  });
});

describe("suspending and resuming a site", () => {
  it("needs a reason of 1 to 500 characters", async () => {
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: "x".repeat(501) }, { reason: 5 }]) {
      const answer = await api("POST", `/api/operator/sites/${globexId}/suspend`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect((await api("PUT", `/api/operator/sites/${globexId}/quotas`, { pages: 5 })).status).toBe(400);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, globexId));
    expect(row!.status).toBe("live");
    expect((await api("POST", "/api/operator/sites/999999/suspend", { reason: "gone" })).status).toBe(404);
  });

  it("pauses the site for visitors at once, keeps it open to its admins, and resumes it", async () => {
    const visitor = accountClient(t, "globex.localhost");
    // The tenant is resolved (and cached) as live first.
    expect((await visitor.get("/api/posts")).status).toBe(200);

    const suspended = await api("POST", `/api/operator/sites/${globexId}/suspend`, { reason: "Unpaid invoice #12" });
    expect(suspended.status).toBe(200);
    expect(suspended.body.site).toMatchObject({ id: globexId, slug: "globex", status: "suspended" });

    const paused = await visitor.get("/api/menu-items");
    expect(paused.status).toBe(503);
    expect(await paused.json()).toEqual({ error: "This site is paused" });
    const page = await t.request("/", { host: "globex.localhost" });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("This site is paused");
    // Its admin still signs in and sees the site.
    const cookie = await visitor.signIn("admin@globex.localhost", DEMO_PASSWORD);
    expect((await visitor.get("/api/menu-items", { cookie })).status).toBe(200);
    // Another site is untouched.
    expect((await accountClient(t, "localhost").get("/api/posts")).status).toBe(200);

    expect((await api("POST", `/api/operator/sites/${globexId}/suspend`, { reason: "again" })).status).toBe(409);

    const resumed = await api("POST", `/api/operator/sites/${globexId}/resume`, { reason: "Paid" });
    expect(resumed.status).toBe(200);
    expect(resumed.body.site.status).toBe("live");
    expect((await visitor.get("/api/posts")).status).toBe(200);
    expect((await api("POST", `/api/operator/sites/${globexId}/resume`, { reason: "twice" })).status).toBe(409);

    // The audit log says who did what and why, newest first.
    const rows = await t.db
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.site_id, globexId))
      .orderBy(desc(platformAudit.id));
    expect(rows.map((row) => [row.action, row.actor_email, row.reason, row.site_slug])).toEqual([
      ["site.resume", operatorEmail, "Paid", "globex"],
      ["site.suspend", operatorEmail, "Unpaid invoice #12", "globex"],
    ]);
    const log = await api("GET", "/api/operator/audit");
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({ action: "site.resume", reason: "Paid", actor_email: operatorEmail });
    expect(log.body.entries[1]).toMatchObject({ action: "site.suspend", reason: "Unpaid invoice #12" });
  });
});

describe("an operator's quotas and the outbox", () => {
  it("sets a site's own quotas with a reason, and returns one to the default with null", async () => {
    const set = await api("PUT", `/api/operator/sites/${acme.id}/quotas`, {
      pages: 50,
      bookings_per_day: 3,
      reason: "Bigger plan",
    });
    expect(set.status).toBe(200);
    expect(set.body.site.quotas).toMatchObject({ pages: 50, bookings_per_day: 3 });
    const reset = await api("PUT", `/api/operator/sites/${acme.id}/quotas`, { pages: null, reason: "Back to normal" });
    expect(reset.status).toBe(200);
    expect(reset.body.site.own_quotas).toEqual({ bookings_per_day: 3 });
    expect(reset.body.site.quotas.pages).toBe(t.services.env.QUOTA_PAGES);
    for (const bad of [{ reason: "nothing named" }, { pages: 0, reason: "zero" }, { pages: 1.5, reason: "half" }]) {
      expect((await api("PUT", `/api/operator/sites/${acme.id}/quotas`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const [audit] = await t.db
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.site_id, acme.id))
      .orderBy(desc(platformAudit.id))
      .limit(1);
    expect(audit).toMatchObject({ action: "site.quotas", reason: "Back to normal", actor_email: operatorEmail });
  });

  it("shows the platform's outbox, newest first", async () => {
    await t.db.insert(platformOutbox).values([
      { to_address: "first@example.test", subject: "First", text: "one" },
      { to_address: "second@example.test", subject: "Second", text: "two" },
    ]);
    const { status, body } = await api("GET", "/api/operator/outbox");
    expect(status).toBe(200);
    expect(body.messages.slice(0, 2).map((m: Body) => m.subject)).toEqual(["Second", "First"]);
  });
});
