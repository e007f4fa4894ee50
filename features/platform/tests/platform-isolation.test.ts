import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, platformAccounts, siteMembers } from "../../../server/db/schema/index.ts";
import { seedDemoContent } from "../../../server/db/seed/demo.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { nextIp } from "../../../tests/setup/accounts.ts";
import { buildPlatformApi } from "../server/api/index.ts";
import { openPlatformSession } from "../server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";

/**
 * The platform host's isolation matrix (decision 061): every operation of the platform
 * API, asked about site A by each platform actor — anonymous, a platform account with no site,
 * the owner of another site, and (for comparison) A's owner and an operator. Nobody but A's owner
 * (and an operator where operators may) gets a 2xx for A, and A is unchanged after all of it.
 * Generated from the platform API's own document: a new route joins the matrix by existing.
 */
const PLATFORM = "app.localhost";
const document = buildPlatformApi().getOpenAPI31Document({ openapi: "3.1.0", info: { title: "", version: "" } });
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Operations anybody may call (they concern no site, or only the caller). */
const OPEN = new Set([
  "GET /platform/altcha",
  "POST /platform/sign-up",
  "POST /platform/sign-in",
  "POST /platform/sign-out",
  "POST /platform/confirm",
  "POST /platform/confirmation",
  "GET /platform/slug-available",
  "GET /platform/me",
  // The caller's own language (decision 083): without a body the matrix would only ever see its 400;
  // platform-accounts.test.ts proves it changes the signed-in account only (401 signed out, 403 cross-site).
  "PUT /platform/ui-language",
  "GET /platform/sites",
  "POST /platform/sites",
  "POST /platform/sites/import",
  "GET /platform/invitations/{token}",
  "POST /platform/invitations/{token}/accept",
]);

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<"anonymous" | "account" | "ownerB" | "ownerA" | "operator", string | null> = {
  anonymous: null,
  account: null,
  ownerB: null,
  ownerA: null,
  operator: null,
};
let siteA = 0;
let siteB = 0;

async function person(email: string, isOperator = false) {
  const [row] = await t.db
    .insert(platformAccounts)
    .values({ email, password_hash: "x", is_operator: isOperator, email_verified_at: new Date() })
    .returning();
  return { id: row!.id, cookie: `${PLATFORM_SESSION_COOKIE}=${await openPlatformSession(t.services.db, row!.id)}` };
}

async function snapshotOfA() {
  const [site] = await t.db.select().from(organizations).where(eq(organizations.id, siteA));
  const members = await t.db.select().from(siteMembers).where(eq(siteMembers.organization_id, siteA));
  return { status: site?.status, name: site?.name, quotas: site?.quotas, slug: site?.slug, members: members.length };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
  const [a] = await t.db.select().from(organizations).where(eq(organizations.slug, "brightpath"));
  const [b] = await t.db.select().from(organizations).where(eq(organizations.slug, "globex"));
  siteA = a!.id;
  siteB = b!.id;
  const ownerA = await person("owner-a@example.test");
  const ownerB = await person("owner-b@example.test");
  const account = await person("nobody@example.test");
  const operator = await person("operator@example.test", true);
  await t.db.insert(siteMembers).values([
    { organization_id: siteA, account_id: ownerA.id, role: "owner" },
    { organization_id: siteB, account_id: ownerB.id, role: "owner" },
  ]);
  cookies.ownerA = ownerA.cookie;
  cookies.ownerB = ownerB.cookie;
  cookies.account = account.cookie;
  cookies.operator = operator.cookie;
});
afterAll(() => t.close());

const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => ({
    method: method.toUpperCase(),
    path,
  })),
);

describe("the platform host's isolation matrix", () => {
  it("knows the platform's operations", () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it("gives no one but A's owner (or an operator) anything of site A, and leaves A as it was", async () => {
    const before = await snapshotOfA();
    const leaks: string[] = [];
    for (const { method, path } of operations) {
      const key = `${method} ${path}`;
      if (OPEN.has(key)) continue;
      const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? String(siteA) : "1"));
      for (const actor of ["anonymous", "account", "ownerB"] as const) {
        const cookie = cookies[actor];
        const response = await t.request(
          `/api${concrete}${method === "DELETE" ? `?name=${encodeURIComponent("Brightpath Consulting")}` : ""}`,
          {
            method,
            host: PLATFORM,
            headers: {
              origin: `http://${PLATFORM}`,
              "x-forwarded-for": nextIp(),
              ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
              ...(cookie ? { cookie } : {}),
            },
            ...(method === "GET" || method === "DELETE"
              ? {}
              : { body: JSON.stringify({ reason: "isolation", email: "x@example.test" }) }),
          },
        );
        if (response.status < 400) leaks.push(`${actor} ${key}: ${response.status}`);
        if (response.status >= 500) leaks.push(`${actor} ${key}: ${response.status} (server error)`);
        // Anonymous is told to sign in; a stranger learns nothing of A (404, or 403 for operators' routes).
        if (actor === "anonymous" && ![400, 401].includes(response.status))
          leaks.push(`${actor} ${key}: ${response.status}`);
        if (actor !== "anonymous" && ![400, 403, 404].includes(response.status))
          leaks.push(`${actor} ${key}: ${response.status}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("shows each person only their own sites", async () => {
    for (const [actor, expected] of [
      ["ownerA", [siteA]],
      ["ownerB", [siteB]],
      ["account", []],
    ] as const) {
      const response = await t.request("/api/platform/sites", { host: PLATFORM, headers: { cookie: cookies[actor]! } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { sites: { id: number }[] };
      expect(body.sites.map((site) => site.id)).toEqual(expected);
    }
  });

  it("lets A's owner and an operator reach A where the platform says they may", async () => {
    const asOwner = await t.request(`/api/platform/sites/${siteA}/members`, {
      host: PLATFORM,
      headers: { cookie: cookies.ownerA! },
    });
    expect(asOwner.status).toBe(200);
    const asOperator = await t.request(`/api/operator/sites?q=brightpath`, {
      host: PLATFORM,
      headers: { cookie: cookies.operator! },
    });
    expect(asOperator.status).toBe(200);
    const asOwnerOfB = await t.request(`/api/operator/sites`, { host: PLATFORM, headers: { cookie: cookies.ownerB! } });
    expect(asOwnerOfB.status).toBe(403);
  });
});
