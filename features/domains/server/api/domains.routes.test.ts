import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { challtestsrvMissing, startChalltestsrv, type Challtestsrv } from "../../../../tests/support/challtestsrv.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { domains, revisions } from "../../../../server/db/schema/index.ts";

/**
 * The custom domains API (decision 066) against a real DNS server: add, verify, primary, remove;
 * squatting (pending claims block nobody, the first to verify wins); another organization's ids.
 */

const missing = challtestsrvMissing();
if (missing) console.warn(missing);

let t: Awaited<ReturnType<typeof createTestApp>>;
let dns: Challtestsrv | null = null;
let orgA = 0;
let orgB = 0;
const cookies: Record<string, string> = {};

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: string,
  path: string,
  body?: unknown,
  { cookie = cookies.adminA, host = "a.localhost" }: { cookie?: string | null; host?: string } = {},
): Promise<{ status: number; body: Body; headers: Headers }> {
  const res = await t.request(path, {
    method,
    host,
    headers: {
      origin: `http://${host}`,
      "x-forwarded-for": nextIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Body) : {}, headers: res.headers };
}

const asB = { cookie: undefined as string | undefined, host: "b.localhost" };

beforeAll(async () => {
  dns = await startChalltestsrv();
  t = await createTestApp({
    TRUST_PROXY: "true",
    // Without the binary, lookups go nowhere (and the DNS cases skip).
    DNS_SERVERS: dns?.dnsAddress ?? "127.0.0.1:9",
    SITES_CNAME_TARGET: "sites.tessera.test",
    SITES_IPV4: "203.0.113.10",
  });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
  asB.cookie = cookies.adminB;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await dns?.stop();
});

const txtOf = (domain: Body) => domain.records.find((record: Body) => record.type === "TXT") as Body;

describe("the site's domains", () => {
  it("lists the platform address as primary and active, with nothing to set at a DNS provider", async () => {
    const { status, body } = await call("GET", `/api/organizations/${orgA}/domains`);
    expect(status).toBe(200);
    expect(body.domains).toEqual([
      expect.objectContaining({
        host: "a.localhost",
        display_host: "a.localhost",
        kind: "platform",
        status: "active",
        primary: true,
        records: [],
      }),
    ]);
    expect(typeof body.domains[0].id).toBe("number");
  });

  it("adds a custom domain as pending, with the TXT and CNAME records to set, and records it in History", async () => {
    const { status, body } = await call("POST", `/api/organizations/${orgA}/domains`, { host: "WWW.Added.example" });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.domain).toMatchObject({
      host: "www.added.example",
      kind: "custom",
      status: "pending",
      primary: false,
      verified_at: null,
    });
    expect(body.domain.records).toEqual([
      {
        type: "TXT",
        name: "_tessera.www.added.example",
        value: expect.stringMatching(/^tessera-verification=\w{16,}$/),
      },
      { type: "CNAME", name: "www.added.example", value: "sites.tessera.test" },
    ]);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entity, "domain"), eq(revisions.entity_id, String(body.domain.id))));
    expect(revision).toMatchObject({ action: "create", organization_id: orgA });
  });

  it("asks an apex for an A record, and stores an IDN in ASCII while showing it in Unicode", async () => {
    const apex = await call("POST", `/api/organizations/${orgA}/domains`, { host: "bücher.example" });
    expect(apex.status).toBe(201);
    expect(apex.body.domain).toMatchObject({ host: "xn--bcher-kva.example", display_host: "bücher.example" });
    expect(apex.body.domain.records.map((record: Body) => record.type)).toEqual(["TXT", "A"]);
  });

  it("refuses hostile names with a 400 naming the problem, at the host field", async () => {
    const cases: [string, RegExp][] = [
      ["shop.example.com.", /trailing dot/],
      ["shop.example.com:443", /port/],
      ["127.0.0.1", /IP address/],
      ["[::1]", /IP address/],
      ["localhost", /localhost/],
      ["evil.localhost", /localhost/],
      ["b.localhost", /localhost|platform/],
      ["\u0430pple.com", /mixes/],
      ["example", /with a dot/],
    ];
    for (const [host, message] of cases) {
      const { status, body } = await call("POST", `/api/organizations/${orgA}/domains`, { host });
      expect(status, host).toBe(400);
      expect(body.error, host).toMatch(message);
      expect(body.field, host).toBe("host");
    }
  });

  it("refuses adding the same domain twice to one site (409)", async () => {
    await call("POST", `/api/organizations/${orgA}/domains`, { host: "twice.example" });
    const again = await call("POST", `/api/organizations/${orgA}/domains`, { host: "Twice.example" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already one of this site's domains/);
  });

  it("answers 404 for another organization's id or domain, and changes nothing", async () => {
    const own = await call("POST", `/api/organizations/${orgA}/domains`, { host: "mine.example" });
    const before = JSON.stringify(await t.db.select().from(domains).orderBy(domains.id));
    for (const [method, path] of [
      // B's admin on B's host naming A's organization, or A's domain under B's own.
      ["GET", `/api/organizations/${orgA}/domains`],
      ["POST", `/api/organizations/${orgA}/domains`],
      ["POST", `/api/organizations/${orgA}/domains/${own.body.domain.id}/verify`],
      ["POST", `/api/organizations/${orgB}/domains/${own.body.domain.id}/verify`],
      ["POST", `/api/organizations/${orgB}/domains/${own.body.domain.id}/primary`],
      ["DELETE", `/api/organizations/${orgB}/domains/${own.body.domain.id}`],
    ] as const) {
      const answer = await call(
        method,
        path,
        method === "POST" && path.endsWith("domains") ? { host: "x.example" } : undefined,
        asB,
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect(JSON.stringify(await t.db.select().from(domains).orderBy(domains.id))).toBe(before);
  });

  it("lets only admins in: anonymous 401, a user 403", async () => {
    expect((await call("GET", `/api/organizations/${orgA}/domains`, undefined, { cookie: null })).status).toBe(401);
    expect((await call("GET", `/api/organizations/${orgA}/domains`, undefined, { cookie: cookies.userA })).status).toBe(
      403,
    );
    expect(
      (await call("POST", `/api/organizations/${orgA}/domains`, { host: "u.example" }, { cookie: cookies.userA }))
        .status,
    ).toBe(403);
  });

  it("cannot remove the platform address, nor make a pending domain primary", async () => {
    const list = await call("GET", `/api/organizations/${orgA}/domains`);
    const platform = list.body.domains.find((domain: Body) => domain.kind === "platform");
    const removed = await call("DELETE", `/api/organizations/${orgA}/domains/${platform.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error).toMatch(/platform address cannot be removed/);
    const pending = list.body.domains.find((domain: Body) => domain.status === "pending");
    const primary = await call("POST", `/api/organizations/${orgA}/domains/${pending.id}/primary`);
    expect(primary.status).toBe(409);
    expect(primary.body.error).toMatch(/Only an active domain/);
  });
});

describe.skipIf(missing !== null)("verification with real DNS (pebble-challtestsrv)", () => {
  it("a pending domain serves nothing; Verify says what is missing, then finds the record and serves the site", async () => {
    const added = await call("POST", `/api/organizations/${orgA}/domains`, { host: "shop.example.test" });
    const { id } = added.body.domain;
    const txt = txtOf(added.body.domain);

    const notServed = await t.request("/api/organizations/" + orgA + "/domains", { host: "shop.example.test" });
    expect(notServed.status).toBe(404);
    expect(await notServed.json()).toEqual({ error: "No site at this address" });

    const first = await call("POST", `/api/organizations/${orgA}/domains/${id}/verify`);
    expect(first.status).toBe(200);
    expect(first.body.domain).toMatchObject({ status: "pending" });
    expect(first.body.check.found).toEqual([]);
    expect(first.body.check.missing).toEqual([`TXT ${txt.name} = ${txt.value}`]);
    expect(first.body.check.message).toContain(txt.name);

    await dns!.setTxt(txt.name, "google-site-verification=abc");
    const wrong = await call("POST", `/api/organizations/${orgA}/domains/${id}/verify`);
    expect(wrong.body.domain.status).toBe("pending");
    expect(wrong.body.check.found).toEqual(["google-site-verification=abc"]);

    await dns!.setTxt(txt.name, txt.value);
    const verified = await call("POST", `/api/organizations/${orgA}/domains/${id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.domain).toMatchObject({ status: "active", verified_at: expect.any(String) });
    expect(verified.body.check).toMatchObject({ missing: [], found: expect.arrayContaining([txt.value]) });

    // Served at once (the change purged the tenant resolver's "no site" answer).
    const served = await t.request(`/api/organizations/${orgA}/domains`, {
      host: "shop.example.test",
      headers: { cookie: cookies.adminA! },
    });
    expect(served.status).not.toBe(404);
  });

  it("a pending claim blocks nobody: the first site to verify wins, the other is refused", async () => {
    const claimA = await call("POST", `/api/organizations/${orgA}/domains`, { host: "contested.example.test" });
    const claimB = await call("POST", `/api/organizations/${orgB}/domains`, { host: "contested.example.test" }, asB);
    expect(claimA.status).toBe(201);
    expect(claimB.status).toBe(201);
    const txtB = txtOf(claimB.body.domain);
    expect(txtB.value).not.toBe(txtOf(claimA.body.domain).value);
    await dns!.setTxt(txtB.name, txtB.value);
    const wonB = await call(
      "POST",
      `/api/organizations/${orgB}/domains/${claimB.body.domain.id}/verify`,
      undefined,
      asB,
    );
    expect(wonB.body.domain.status).toBe("active");
    // A's token is now set too (say the DNS changed hands): B verified first, A is refused.
    await dns!.setTxt(txtB.name, txtOf(claimA.body.domain).value);
    const lostA = await call("POST", `/api/organizations/${orgA}/domains/${claimA.body.domain.id}/verify`);
    expect(lostA.status).toBe(409);
    expect(lostA.body.error).toMatch(/Another site verified this domain first/);
    const again = await call("POST", `/api/organizations/${orgA}/domains`, { host: "other.example.test" });
    expect(again.status).toBe(201);
    const taken = await call("POST", `/api/organizations/${orgA}/domains`, { host: "contested.example.test" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("This domain is already connected to another site.");
  });

  it("makes an active domain primary, then the platform address again; removing the primary falls back", async () => {
    const list = await call("GET", `/api/organizations/${orgA}/domains`);
    const shop = list.body.domains.find((domain: Body) => domain.host === "shop.example.test");
    const platform = list.body.domains.find((domain: Body) => domain.kind === "platform");
    const made = await call("POST", `/api/organizations/${orgA}/domains/${shop.id}/primary`);
    expect(made.status).toBe(200);
    expect(made.body.domain).toMatchObject({ host: "shop.example.test", primary: true });
    const after = await call("GET", `/api/organizations/${orgA}/domains`);
    expect(after.body.domains.filter((domain: Body) => domain.primary).map((domain: Body) => domain.host)).toEqual([
      "shop.example.test",
    ]);
    // The platform address now answers pages with a 301 to the primary (the tenant cache was purged).
    const moved = await t.request("/pricing?plan=pro", { host: "a.localhost" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("http://shop.example.test/pricing?plan=pro");
    const back = await call("POST", `/api/organizations/${orgA}/domains/${platform.id}/primary`, undefined, {
      host: "shop.example.test",
    });
    expect(back.body.domain).toMatchObject({ host: "a.localhost", primary: true });

    await call("POST", `/api/organizations/${orgA}/domains/${shop.id}/primary`);
    const removed = await call("DELETE", `/api/organizations/${orgA}/domains/${shop.id}`);
    expect(removed.status).toBe(204);
    const final = await call("GET", `/api/organizations/${orgA}/domains`);
    expect(final.body.domains.find((domain: Body) => domain.primary)).toMatchObject({ host: "a.localhost" });
    expect(final.body.domains.some((domain: Body) => domain.host === "shop.example.test")).toBe(false);
    expect((await t.request("/pricing", { host: "a.localhost" })).status).not.toBe(301);
  });
});
