import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../tests/setup/accounts.ts";
import { undocumentedStatuses, type StatusRecord } from "../../tests/setup/api-status-check.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { makeAdmin } from "../domain/accounts/make-admin.ts";
import { createOrganization } from "../db/seed/factories.ts";

/**
 * The OpenAPI document names every status an operation answers (decision 030). The whole API
 * suite is checked after it runs (tests/setup/api-statuses.ts); this file checks the edge's own
 * statuses and the ones a review found undocumented, so that it fails on its own too.
 */
type Doc = Parameters<typeof undocumentedStatuses>[0];
let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: Doc;
let cookie: string;
const seen: StatusRecord[] = [];

async function call(method: string, path: string, init: { body?: string; cookie?: string; type?: string } = {}) {
  const res = await t.request(path, {
    method,
    host: "s.localhost",
    headers: {
      origin: "http://s.localhost",
      "x-forwarded-for": "10.7.7.7",
      ...(init.body !== undefined ? { "content-type": init.type ?? "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  seen.push({ method, path, status: res.status });
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", WRITE_LIMIT_PER_MINUTE: "3" });
  await createOrganization({ db: t.db, name: "S", hosts: ["s.localhost"] });
  const client = accountClient(t, "s.localhost");
  await client.register({ email: "admin@s.example" });
  await makeAdmin({ db: t.db, email: "admin@s.example", organization: "s.localhost" });
  cookie = await client.signIn("admin@s.example");
  doc = (await (await t.request("/api/openapi.json", { host: "s.localhost" })).json()) as Doc;
});

afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("lists the edge's statuses on every operation: 400 and 404, and 413 and 429 on writes", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, statuses: Object.keys(op.responses ?? {}) })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path, statuses } of operations) {
      expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "404"]));
      if (method !== "get") expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(["413", "429"]));
    }
  });

  it("the check names an operation that answered a status its document does not list", () => {
    expect(
      undocumentedStatuses(doc, [
        { method: "GET", path: "/api/media/7/usage", status: 418 },
        { method: "GET", path: "/api/media/7/usage", status: 200 },
        { method: "GET", path: "/api/no-such-operation", status: 404 },
      ]),
    ).toEqual(["GET /media/{id}/usage: 418"]);
  });

  it("documents what the operations answer at the edge and the statuses once found missing", async () => {
    // GET /api/auth/verify-email with a token too long, and a media id that is not a number: 400.
    expect((await call("GET", `/api/auth/verify-email?token=${"a".repeat(5000)}`)).status).toBe(400);
    expect((await call("GET", "/api/media/abc/usage", { cookie })).status).toBe(400);
    // A body nested too deep (anonymous and signed in), one too large, a NUL in a query.
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    expect((await call("POST", "/api/auth/login", { body: deep })).status).toBe(400);
    expect((await call("PUT", "/api/organizations/1", { body: deep, cookie })).status).toBe(400);
    expect((await call("POST", "/api/contact", { body: `"${"x".repeat(1024 * 1024 + 10)}"` })).status).toBe(413);
    expect((await call("GET", "/api/template-sections?url_page=%00")).status).toBe(400);
    // No site at this host.
    const noSite = await t.request("/api/metrics", { host: "nowhere.localhost" });
    expect(noSite.status).toBe(404);
    seen.push({ method: "GET", path: "/api/metrics", status: noSite.status });
    // The write limit (3 here), whatever the write.
    const window = Math.floor(Date.now() / 60_000) * 60_000 + 120 * 60_000;
    t.services.rateLimiter.now = () => window + 30_000;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await call("POST", "/api/metrics", { body: JSON.stringify({ title: "t", description: "d" }), cookie }))
            .status,
        );
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect((await call("DELETE", "/api/media/1", { cookie })).status).toBe(429);
    } finally {
      t.services.rateLimiter.now = Date.now;
    }
    expect(undocumentedStatuses(doc, seen)).toEqual([]);
  });
});
