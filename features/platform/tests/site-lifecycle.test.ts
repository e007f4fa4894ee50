import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, organizations, platformAudit, siteMembers } from "../../../server/db/schema/index.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { mediaStorageFor } from "../../../server/domain/media/media-storage.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { DELETE_NAME_MISMATCH, PURGE_SITES_JOB } from "../server/domain/sites/site-lifecycle.ts";
import { platformCall, platformPerson, siteOwnedBy, type Person } from "./site-fixtures.test-setup.ts";

/**
 * Deleting a site (decision 064): an owner deletes it by typing its name; it is offline at once (404 "No site at
 * this address"), restorable during the grace period, then removed for good — every row of the
 * organization in every table, and its media — and its slug is free again.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof platformCall>;
let owner: Person;
let dataDir: string;
const DAY = 86_400_000;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-purge-"));
  t = await createTestApp({ DATA_DIR: dataDir, SITE_DELETE_GRACE_DAYS: "30", LOG_LEVEL: "error" });
  await seedDemoContent({ db: t.db });
  call = platformCall(t);
  owner = await platformPerson(t, "owner@example.test");
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every table with an organization column, and how many rows of `organizationId` it holds. */
async function rowsOf(organizationId: number): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id' order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
  const names = (tables.rows ?? tables).map((row) => row.table_name);
  expect(names.length).toBeGreaterThan(30);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} where organization_id = ${organizationId}`,
    )) as unknown as { rows?: { n: number }[] } & { n: number }[];
    const n = (result.rows ?? result)[0]!.n;
    if (n > 0) counts[name] = n;
  }
  return counts;
}

const globexId = async () =>
  (await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, "globex")))[0]!.id;

describe("deleting a site", () => {
  it("asks for the site's name typed exactly", async () => {
    const site = await siteOwnedBy(t, owner, "typo", "Typo Cafe");
    for (const name of ["", "typo cafe", "Typo Cafe ", "Typo"]) {
      const res = await call("DELETE", `/api/platform/sites/${site.id}?name=${encodeURIComponent(name)}`, owner);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: DELETE_NAME_MISMATCH });
    }
    expect((await call("DELETE", `/api/platform/sites/${site.id}`, owner)).status).toBe(400);
    expect((await t.request("/api/me", { host: site.host })).status).toBe(200);
  });

  it("takes the site offline at once, and restores it to the status it had", async () => {
    const site = await siteOwnedBy(t, owner, "gone", "Gone Fishing");
    await t.db.update(organizations).set({ status: "draft" }).where(eq(organizations.id, site.id));
    t.services.tenants.purge(`org-${site.id}`);
    // Warm the tenant cache: the delete must purge it, not its expiry.
    expect((await t.request("/api/me", { host: site.host })).status).toBe(200);

    const admin = await platformPerson(t, "admin-of-gone@example.test");
    await t.db.insert(siteMembers).values({ organization_id: site.id, account_id: admin.id, role: "admin" });
    expect((await call("DELETE", `/api/platform/sites/${site.id}?name=Gone%20Fishing`, admin)).status).toBe(403);
    expect((await call("DELETE", `/api/platform/sites/${site.id}?name=Gone%20Fishing`, null)).status).toBe(401);

    const res = await call("DELETE", `/api/platform/sites/${site.id}?name=Gone%20Fishing`, owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { site: { status: string; purge_after: string } };
    expect(body.site.status).toBe("deleted");
    const grace = (new Date(body.site.purge_after).getTime() - Date.now()) / DAY;
    expect(grace).toBeGreaterThan(29.9);
    expect(grace).toBeLessThanOrEqual(30);

    const page = await t.request("/", { host: site.host });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("No site at this address");
    expect((await t.request("/api/me", { host: site.host })).status).toBe(404);
    // Its slug is still held during the grace period.
    await expect(t.db.insert(organizations).values({ name: "Squatter", slug: "gone" })).rejects.toThrow();
    // The purge is planned for the end of the grace period.
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PURGE_SITES_JOB), eq(jobs.key, `site-${site.id}`)));
    expect(job).toMatchObject({ state: "pending", organization_id: null });
    expect(job!.run_at.toISOString()).toBe(body.site.purge_after);
    // Deleting twice: it is already gone.
    expect((await call("DELETE", `/api/platform/sites/${site.id}?name=Gone%20Fishing`, owner)).status).toBe(409);

    const restored = await call("POST", `/api/platform/sites/${site.id}/restore`, owner);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ site: { id: site.id, status: "draft" } });
    expect((await t.request("/api/me", { host: site.host })).status).toBe(200);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, site.id));
    expect(row).toMatchObject({ status: "draft", deleted_at: null, purge_after: null });
    const [cancelled] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(cancelled!.state).toBe("cancelled");
    const actions = await t.db
      .select({ action: platformAudit.action, actor: platformAudit.actor_email })
      .from(platformAudit)
      .where(eq(platformAudit.site_id, site.id));
    expect(actions).toEqual([
      { action: "site.delete", actor: "owner@example.test" },
      { action: "site.restore", actor: "owner@example.test" },
    ]);
    // Restoring a site that is not deleted: nothing to restore.
    expect((await call("POST", `/api/platform/sites/${site.id}/restore`, owner)).status).toBe(409);
  });

  it("lets an operator restore, and nobody after the grace period", async () => {
    const site = await siteOwnedBy(t, owner, "late", "Late Show");
    expect((await call("DELETE", `/api/platform/sites/${site.id}?name=Late%20Show`, owner)).status).toBe(200);
    const stranger = await platformPerson(t, "stranger@example.test");
    expect((await call("POST", `/api/platform/sites/${site.id}/restore`, stranger)).status).toBe(404);
    const operator = await platformPerson(t, "operator@example.test");
    await t.db.execute(sql`update platform_accounts set is_operator = true where id = ${operator.id}`);
    expect((await call("POST", `/api/platform/sites/${site.id}/restore`, operator)).status).toBe(200);
    expect((await call("DELETE", `/api/platform/sites/${site.id}?name=Late%20Show`, owner)).status).toBe(200);
    await t.db
      .update(organizations)
      .set({ purge_after: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, site.id));
    expect((await call("POST", `/api/platform/sites/${site.id}/restore`, owner)).status).toBe(409);
  });
});

describe("the purge", () => {
  it("removes every row of the organization and its media after the grace period; the slug is free again", async () => {
    const id = await globexId();
    await t.db.insert(siteMembers).values({ organization_id: id, account_id: owner.id, role: "owner" });
    const storage = mediaStorageFor(t.services.env);
    await storage.put(`${id}/1/original.webp`, Buffer.from("image"));
    await storage.put(`chat/${id}/1/image.webp`, Buffer.from("image"));
    const brightpath = (await t.db.select().from(organizations).where(eq(organizations.slug, "brightpath")))[0]!;
    await storage.put(`${brightpath.id}/1/original.webp`, Buffer.from("kept"));
    const before = await rowsOf(id);
    expect(Object.keys(before).length).toBeGreaterThan(15);
    const brightpathBefore = await rowsOf(brightpath.id);

    const [globex] = await t.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, id));
    const res = await call("DELETE", `/api/platform/sites/${id}?name=${encodeURIComponent(globex!.name)}`, owner);
    expect(res.status, await res.clone().text()).toBe(200);
    // Not before its time.
    await t.services.jobs.runDue({ kinds: [PURGE_SITES_JOB] });
    expect((await rowsOf(id)).domains).toBeGreaterThan(0);

    await t.services.jobs.runDue({ now: new Date(Date.now() + 31 * DAY), kinds: [PURGE_SITES_JOB] });
    expect(await rowsOf(id)).toEqual({});
    expect(await t.db.select().from(organizations).where(eq(organizations.id, id))).toEqual([]);
    await expect(stat(path.join(dataDir, "media", String(id)))).rejects.toThrow();
    await expect(stat(path.join(dataDir, "media", "chat", String(id)))).rejects.toThrow();
    // Another site is untouched.
    expect(await rowsOf(brightpath.id)).toEqual(brightpathBefore);
    expect(await storage.get(`${brightpath.id}/1/original.webp`)).not.toBeNull();
    // The audit log keeps the purge.
    const audit = await t.db.select().from(platformAudit).where(eq(platformAudit.site_id, id));
    expect(audit.map((row) => row.action)).toEqual(["site.delete", "site.purge"]);
    expect((await t.request("/", { host: "globex.localhost" })).status).toBe(404);

    // The slug can be taken again.
    const [again] = await t.db.insert(organizations).values({ name: "New Globex", slug: "globex" }).returning();
    expect(again!.id).not.toBe(id);
  }, 60_000);
});
