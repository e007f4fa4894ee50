import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { seedDemoContent } from "../../../../server/db/seed/demo.ts";
import {
  organizations,
  platformAccounts,
  platformAudit,
  siteMembers,
  users,
} from "../../../../server/db/schema/index.ts";
import { openPlatformSession } from "../domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../shared/paths.ts";

/**
 * The platform's export and import routes (decision 060): on the
 * platform host only, export for the site's owner or an operator, import for a signed-in platform
 * account with a confirmed address, who owns the new site.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let brightpathId: number;
const PLATFORM = "app.localhost";
const cookies: Record<"owner" | "stranger" | "operator" | "unconfirmed", string> = {
  owner: "",
  stranger: "",
  operator: "",
  unconfirmed: "",
};
let ownerId = 0;
let brightpathArchive: Uint8Array;

async function account(email: string, { operator = false, confirmed = true } = {}) {
  const [row] = await t.db
    .insert(platformAccounts)
    .values({ email, password_hash: "x", is_operator: operator, email_verified_at: confirmed ? new Date() : null })
    .returning();
  return { id: row!.id, cookie: `${PLATFORM_SESSION_COOKIE}=${await openPlatformSession(t.services.db, row!.id)}` };
}

const platform = (pathName: string, init: RequestInit & { cookie?: string; host?: string } = {}) => {
  const { cookie, host = PLATFORM, headers, ...rest } = init;
  return t.request(pathName, {
    ...rest,
    host,
    headers: {
      origin: `http://${host}`,
      ...(cookie ? { cookie } : {}),
      ...(headers as Record<string, string>),
    },
  });
};

function importForm(archive: Uint8Array, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.set("file", new File([archive as Uint8Array<ArrayBuffer>], "site.tessera.zip", { type: "application/zip" }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

async function organizationCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(organizations);
  return Number(row!.n);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tessera-archive-api-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  brightpathId = (await seedDemoContent({ db: t.db })).brightpath.id;
  const owner = await account("owner@example.test");
  ownerId = owner.id;
  cookies.owner = owner.cookie;
  cookies.stranger = (await account("stranger@example.test")).cookie;
  cookies.operator = (await account("operator@example.test", { operator: true })).cookie;
  cookies.unconfirmed = (await account("unconfirmed@example.test", { confirmed: false })).cookie;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/platform/sites/{id}/export", () => {
  it("gives an operator any site as a download", async () => {
    const res = await platform(`/api/platform/sites/${brightpathId}/export`, { cookie: cookies.operator });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="brightpath-\d{4}-\d\d-\d\d\.tessera\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    brightpathArchive = new Uint8Array(await res.arrayBuffer());
    const manifest = JSON.parse(strFromU8(unzipSync(brightpathArchive)["manifest.json"]!)) as {
      organization: { id: number };
    };
    expect(manifest.organization.id).toBe(brightpathId);
    const [audit] = await t.db
      .select()
      .from(platformAudit)
      .where(and(eq(platformAudit.action, "export"), eq(platformAudit.site_id, brightpathId)));
    expect(audit).toMatchObject({ actor_email: "operator@example.test", details: { role: "operator" } });
  });

  it("refuses anonymous callers, people who do not own the site, and a site's host", async () => {
    expect((await platform(`/api/platform/sites/${brightpathId}/export`)).status).toBe(401);
    // Not a member: the site is not theirs to know of.
    expect((await platform(`/api/platform/sites/${brightpathId}/export`, { cookie: cookies.stranger })).status).toBe(
      404,
    );
    expect((await platform("/api/platform/sites/99999/export", { cookie: cookies.operator })).status).toBe(404);
    expect((await platform("/api/platform/sites/abc/export", { cookie: cookies.operator })).status).toBe(400);
    const onSite = await platform(`/api/platform/sites/${brightpathId}/export`, {
      cookie: cookies.operator,
      host: "localhost",
    });
    expect(onSite.status).toBe(404);
  });
});

describe("POST /api/platform/sites/import", () => {
  let imported: { id: number; slug: string; url: string; status: string };

  it("creates a draft site from a form, owned by the caller, and records it", async () => {
    const res = await platform("/api/platform/sites/import", {
      method: "POST",
      cookie: cookies.owner,
      body: importForm(brightpathArchive, { slug: "acme", name: "Acme Consulting" }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { site: typeof imported };
    imported = body.site;
    expect(imported).toEqual({ id: expect.any(Number), slug: "acme", url: "http://acme.localhost", status: "draft" });
    const [organization] = await t.db.select().from(organizations).where(eq(organizations.id, imported.id));
    expect(organization).toMatchObject({ name: "Acme Consulting", slug: "acme", status: "draft" });
    expect(await t.db.select().from(siteMembers).where(eq(siteMembers.organization_id, imported.id))).toEqual([
      expect.objectContaining({ account_id: ownerId, role: "owner" }),
    ]);
    const [audit] = await t.db
      .select()
      .from(platformAudit)
      .where(and(eq(platformAudit.action, "import"), eq(platformAudit.site_id, imported.id)));
    expect(audit).toMatchObject({ actor_email: "owner@example.test", site_slug: "acme" });
    expect(await t.db.select().from(users).where(eq(users.organizationId, imported.id))).not.toHaveLength(0);
    // A draft: visitors of its address see "coming soon".
    expect((await t.request("/", { host: "acme.localhost" })).status).toBe(503);
  });

  it("lets the new site's owner export it", async () => {
    const res = await platform(`/api/platform/sites/${imported.id}/export`, { cookie: cookies.owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="acme-');
    expect((await platform(`/api/platform/sites/${imported.id}/export`, { cookie: cookies.stranger })).status).toBe(
      404,
    );
  });

  it("takes the archive as a raw body with the slug in the query", async () => {
    const res = await platform("/api/platform/sites/import?slug=acme-raw", {
      method: "POST",
      cookie: cookies.owner,
      headers: { "content-type": "application/zip" },
      body: brightpathArchive as Uint8Array<ArrayBuffer>,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { site: { slug: string } }).site.slug).toBe("acme-raw");
  });

  it("refuses bad callers, slugs and archives with a clear error, writing nothing", async () => {
    const before = await organizationCount();
    const send = (cookie: string | undefined, body: BodyInit, pathName = "/api/platform/sites/import") =>
      platform(pathName, { method: "POST", cookie, body });
    const cases: [string, Promise<Response>, number, RegExp][] = [
      ["anonymous", send(undefined, importForm(brightpathArchive, { slug: "anon" })), 401, /Sign in/],
      ["unconfirmed", send(cookies.unconfirmed, importForm(brightpathArchive, { slug: "unconf" })), 403, /Confirm/],
      ["taken slug", send(cookies.owner, importForm(brightpathArchive, { slug: "acme" })), 409, /taken/],
      ["reserved slug", send(cookies.owner, importForm(brightpathArchive, { slug: "www" })), 400, /reserved/],
      ["no slug", send(cookies.owner, importForm(brightpathArchive, {})), 400, /address/],
      [
        "no file",
        send(
          cookies.owner,
          (() => {
            const f = new FormData();
            f.set("slug", "nofile");
            return f;
          })(),
        ),
        400,
        /file/,
      ],
      ["JSON", send(cookies.owner, JSON.stringify({ slug: "json" })), 400, /multipart/],
      [
        "garbage",
        send(cookies.owner, importForm(strToU8("not a zip at all, just some text"), { slug: "garbage" })),
        400,
        /not a site archive/,
      ],
      [
        "traversal",
        send(
          cookies.owner,
          importForm(zipSync({ ...unzipSync(brightpathArchive), "../../escape.txt": strToU8("x") }), { slug: "trav" }),
        ),
        400,
        /cannot hold/,
      ],
    ];
    for (const [name, pending, status, error] of cases) {
      const res = await pending;
      expect(res.status, name).toBe(status);
      expect(((await res.json()) as { error: string }).error, name).toMatch(error);
    }
    expect(await organizationCount()).toBe(before);
  });

  it("counts an account's import attempts: the 31st in an hour is a 429 before the archive is read", async () => {
    const { cookie } = await account("busy-importer@example.test");
    const attempt = () =>
      platform("/api/platform/sites/import?slug=busy", {
        method: "POST",
        cookie,
        headers: { "content-type": "application/zip" },
        body: strToU8("not a zip") as Uint8Array<ArrayBuffer>,
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many/);
  });

  it("is not there on a site's host", async () => {
    const res = await platform("/api/platform/sites/import?slug=onsite", {
      method: "POST",
      cookie: cookies.owner,
      host: "localhost",
      headers: { "content-type": "application/zip" },
      body: brightpathArchive as Uint8Array<ArrayBuffer>,
    });
    expect(res.status).toBe(404);
  });
});
