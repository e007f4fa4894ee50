import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  memberships,
  platformAccounts,
  platformTokens,
  sessions,
  siteMembers,
  users,
} from "../../../server/db/schema/index.ts";
import { accountClient, linkIn } from "../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { sha256 } from "../server/domain/platform-session.ts";
import { HANDOFF_PATH } from "../shared/paths.ts";
import { PASSWORD, platformCall, platformPerson, siteOwnedBy, type Person } from "./site-fixtures.test-setup.ts";

/**
 * Site members (decision 064): an owner invites someone by e-mail to administer a site; the invited person (and
 * only they, once) accepts and becomes admin of that site only; the owner removes them again and
 * their site session loses its rights at once; the last owner stays.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let call: ReturnType<typeof platformCall>;
let owner: Person;
let site: Awaited<ReturnType<typeof siteOwnedBy>>;
let other: Awaited<ReturnType<typeof siteOwnedBy>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
  call = platformCall(t);
  owner = await platformPerson(t, "owner@example.test");
  site = await siteOwnedBy(t, owner, "acme", "Acme Plumbing");
  const otherOwner = await platformPerson(t, "other-owner@example.test");
  other = await siteOwnedBy(t, otherOwner, "zeta", "Zeta Bakery");
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function invite(email: string): Promise<string> {
  const res = await call("POST", `/api/platform/sites/${site.id}/invitations`, owner, { email });
  expect(res.status, await res.clone().text()).toBe(201);
  const mail = await smtp.waitFor(email, (m) => m.subject.startsWith("You are invited"));
  const link = linkIn(mail.text, "/console/invitations/");
  expect(link.host).toBe("app.localhost");
  return decodeURIComponent(link.pathname.split("/").pop()!);
}

const siteUser = async (organizationId: number, email: string) => {
  const [user] = await t.db
    .select({ id: users.id, emailVerified: users.emailVerified, role: memberships.role })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.user_id, users.id), eq(memberships.organization_id, organizationId)))
    .where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return user;
};

describe("invitations", () => {
  it("mails a single-use invitation that the right person accepts, becoming admin of that site only", async () => {
    const token = await invite("helper@example.test");
    const [row] = await t.db
      .select()
      .from(platformTokens)
      .where(eq(platformTokens.token_hash, sha256(token)));
    expect(row).toMatchObject({
      kind: "invitation",
      role: "admin",
      email: "helper@example.test",
      organization_id: site.id,
    });
    const days = (row!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The page's read: the site and who invited.
    const described = await call("GET", `/api/platform/invitations/${token}`, null);
    expect(await described.json()).toMatchObject({
      site: { id: site.id, name: "Acme Plumbing" },
      invited_by: "owner@example.test",
      email: "helper@example.test",
      state: "open",
    });

    // Another person may not take it, and their try spends nothing.
    const intruder = await platformPerson(t, "intruder@example.test");
    const refused = await call("POST", `/api/platform/invitations/${token}/accept`, intruder);
    expect(refused.status).toBe(403);
    expect(await siteUser(site.id, "intruder@example.test")).toBeUndefined();
    // Nor somebody signed out.
    expect((await call("POST", `/api/platform/invitations/${token}/accept`, null)).status).toBe(401);

    const helper = await platformPerson(t, "helper@example.test");
    const accepted = await call("POST", `/api/platform/invitations/${token}/accept`, helper);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const body = (await accepted.json()) as { site: { id: number }; handoff_url: string };
    expect(body.site.id).toBe(site.id);
    const handoff = new URL(body.handoff_url);
    expect(handoff.host).toBe("acme.localhost");
    expect(handoff.pathname).toBe(HANDOFF_PATH);
    const [handoffRow] = await t.db
      .select()
      .from(platformTokens)
      .where(eq(platformTokens.token_hash, sha256(handoff.searchParams.get("token")!)));
    expect(handoffRow).toMatchObject({
      kind: "handoff",
      organization_id: site.id,
      account_id: helper.id,
      used_at: null,
    });
    expect(handoffRow!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(2 * 60 * 1000);

    // A member of the site in the console, and an admin account with a confirmed address on the site.
    const members = await t.db.select().from(siteMembers).where(eq(siteMembers.account_id, helper.id));
    expect(members).toEqual([expect.objectContaining({ organization_id: site.id, role: "admin" })]);
    expect(await siteUser(site.id, "helper@example.test")).toMatchObject({ emailVerified: true, role: "admin" });
    // …of that site only.
    expect(await siteUser(other.id, "helper@example.test")).toBeUndefined();

    // The platform password signs in on the site, as an admin.
    const acme = accountClient(t, site.host);
    const cookie = await acme.signIn("helper@example.test", PASSWORD);
    const me = await acme.get("/api/me", { cookie });
    expect(await me.json()).toMatchObject({ organizationId: site.id, isAdmin: true });

    // Replayed: refused, nothing changes.
    const replay = await call("POST", `/api/platform/invitations/${token}/accept`, helper);
    expect(replay.status).toBe(409);
    const tokens = await t.db.select().from(platformTokens).where(eq(platformTokens.account_id, helper.id));
    expect(tokens).toHaveLength(1);
  });

  it("refuses an expired invitation and changes nothing", async () => {
    const token = await invite("late@example.test");
    await t.db
      .update(platformTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(platformTokens.token_hash, sha256(token)));
    const late = await platformPerson(t, "late@example.test");
    const res = await call("POST", `/api/platform/invitations/${token}/accept`, late);
    expect(res.status).toBe(409);
    expect(await t.db.select().from(siteMembers).where(eq(siteMembers.account_id, late.id))).toEqual([]);
    expect(await siteUser(site.id, "late@example.test")).toBeUndefined();
  });

  it("refuses a person whose address is not confirmed", async () => {
    const token = await invite("unconfirmed@example.test");
    const person = await platformPerson(t, "unconfirmed@example.test", { verified: false });
    expect((await call("POST", `/api/platform/invitations/${token}/accept`, person)).status).toBe(403);
  });

  it("reuses the site account a person already has there, raising it to admin", async () => {
    const acme = accountClient(t, site.host);
    expect((await acme.register({ email: "customer@example.test", password: "Own-password-1" })).status).toBe(200);
    const token = await invite("customer@example.test");
    const customer = await platformPerson(t, "customer@example.test");
    expect((await call("POST", `/api/platform/invitations/${token}/accept`, customer)).status).toBe(200);
    expect(await siteUser(site.id, "customer@example.test")).toMatchObject({ role: "admin" });
    // Their own password still signs them in (the account was not replaced).
    const cookie = await acme.signIn("customer@example.test", "Own-password-1");
    expect(await (await acme.get("/api/me", { cookie })).json()).toMatchObject({ isAdmin: true });
  });

  it("lets only the owner invite; an admin is refused and another site's owner finds nothing", async () => {
    const helper = await platformPerson(t, "helper2@example.test");
    await t.db.insert(siteMembers).values({ organization_id: site.id, account_id: helper.id, role: "admin" });
    expect(
      (await call("POST", `/api/platform/sites/${site.id}/invitations`, helper, { email: "x@example.test" })).status,
    ).toBe(403);
    expect(
      (await call("POST", `/api/platform/sites/${site.id}/invitations`, null, { email: "x@example.test" })).status,
    ).toBe(401);
    expect(
      (await call("POST", `/api/platform/sites/${site.id}/invitations`, owner, { email: "not an address" })).status,
    ).toBe(400);
    await t.db.delete(siteMembers).where(eq(siteMembers.account_id, helper.id));
  });
});

describe("members", () => {
  it("lists members and open invitations", async () => {
    await invite("pending@example.test");
    const res = await call("GET", `/api/platform/sites/${site.id}/members`, owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { members: { email: string; role: string }[]; invitations: { email: string }[] };
    expect(body.members).toContainEqual(expect.objectContaining({ email: "owner@example.test", role: "owner" }));
    expect(body.members).toContainEqual(expect.objectContaining({ email: "helper@example.test", role: "admin" }));
    expect(body.invitations.map((row) => row.email)).toContain("pending@example.test");
    expect(body.invitations.map((row) => row.email)).not.toContain("helper@example.test");
  });

  it("removes a member: their site session is no admin's any more, at once", async () => {
    const token = await invite("leaver@example.test");
    const leaver = await platformPerson(t, "leaver@example.test");
    expect((await call("POST", `/api/platform/invitations/${token}/accept`, leaver)).status).toBe(200);
    const acme = accountClient(t, site.host);
    const cookie = await acme.signIn("leaver@example.test", PASSWORD);
    expect(await (await acme.get("/api/me", { cookie })).json()).toMatchObject({ isAdmin: true });

    // Not by an admin, only by the owner.
    expect((await call("DELETE", `/api/platform/sites/${site.id}/members/${owner.id}`, leaver)).status).toBe(403);
    const res = await call("DELETE", `/api/platform/sites/${site.id}/members/${leaver.id}`, owner);
    expect(res.status).toBe(204);

    const after = await acme.get("/api/me", { cookie });
    const me = (await after.json()) as { isAdmin?: boolean; user?: unknown };
    expect(me.isAdmin).toBeFalsy();
    expect((await acme.get("/api/media", { cookie })).status).toBeGreaterThanOrEqual(400);
    const user = await siteUser(site.id, "leaver@example.test");
    expect(user).toMatchObject({ role: "user" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect(await t.db.select().from(siteMembers).where(eq(siteMembers.account_id, leaver.id))).toEqual([]);
    // Gone from the console: the site is no longer theirs to see.
    expect((await call("GET", `/api/platform/sites/${site.id}/members`, leaver)).status).toBe(404);
    // Removing again: nobody to remove.
    expect((await call("DELETE", `/api/platform/sites/${site.id}/members/${leaver.id}`, owner)).status).toBe(404);
  });

  it("keeps the last owner", async () => {
    const res = await call("DELETE", `/api/platform/sites/${site.id}/members/${owner.id}`, owner);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "The site's last owner cannot be removed" });
    expect(await t.db.select().from(siteMembers).where(eq(siteMembers.account_id, owner.id))).toHaveLength(1);
  });

  it("gives the owner of site A a 404 for every operation on site B", async () => {
    const b = other.id;
    const answers = await Promise.all([
      call("POST", `/api/platform/sites/${b}/invitations`, owner, { email: "y@example.test" }),
      call("GET", `/api/platform/sites/${b}/members`, owner),
      call("DELETE", `/api/platform/sites/${b}/members/${owner.id}`, owner),
      call("DELETE", `/api/platform/sites/${b}?name=${encodeURIComponent("Zeta Bakery")}`, owner),
      call("POST", `/api/platform/sites/${b}/restore`, owner),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    // Site B stands untouched.
    expect((await t.request("/api/me", { host: other.host })).status).toBe(200);
  });
});

describe("the invitation's language (decision 083)", () => {
  const invitationTo = async (email: string) => {
    const res = await call("POST", `/api/platform/sites/${site.id}/invitations`, owner, { email });
    expect(res.status, await res.clone().text()).toBe(201);
    return smtp.waitFor(email, (m) => m.text.includes("/console/invitations/"));
  };

  it("is the invited person's own when they have a platform account", async () => {
    const amie = await platformPerson(t, "amie@example.test");
    await t.db.update(platformAccounts).set({ ui_locale: "fr" }).where(eq(platformAccounts.id, amie.id));
    const mail = await invitationTo("amie@example.test");
    expect(mail.subject).toBe("Vous êtes invité à aider à gérer Acme Plumbing");
    expect(mail.text).toContain(
      "owner@example.test vous invite à administrer le site Acme Plumbing (acme.localhost) sur Tessera.",
    );
    // Intl writes the number and its unit with a no-break space.
    expect(mail.text).toMatch(/L'invitation est valable 7\sjours, une seule fois\./);
    expect(mail.html).toContain("<strong>Acme Plumbing (acme.localhost)</strong>");
  });

  it("is the inviter's for an address without an account, right to left in Arabic", async () => {
    await t.db.update(platformAccounts).set({ ui_locale: "ar" }).where(eq(platformAccounts.id, owner.id));
    try {
      const mail = await invitationTo("nadia@example.test");
      expect(mail.subject).toBe("أنت مدعو للمساعدة في إدارة Acme Plumbing");
      expect(mail.html).toMatch(/^<div dir="rtl">/);
    } finally {
      await t.db.update(platformAccounts).set({ ui_locale: null }).where(eq(platformAccounts.id, owner.id));
    }
  });
});
