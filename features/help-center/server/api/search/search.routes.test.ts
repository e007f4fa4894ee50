import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../../server/domain/accounts/make-admin.ts";
import { createPost } from "../../../../../server/db/seed/content-factories.ts";
import { createOrganization } from "../../../../../server/db/seed/factories.ts";
import { revisions } from "../../../../../server/db/schema/index.ts";
import { reindexOrganization } from "../../domain/search/reindex-organization.ts";

/** GET /api/search and the AI agents' API, on the write path (decision 034). */

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, read field by field
type Body = Record<string, any>;
const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);
let orgA: number;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (
    await createOrganization({
      db: t.db,
      name: "Org A",
      hosts: ["a.localhost"],
      settings: { language: "en", supported_locales: ["en", "es"] },
    })
  ).id;
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  await createPost({
    db: t.db,
    organizationId: orgA,
    post: {
      slug: "returns",
      title: "Returns",
      title_translation: { es: "Devoluciones" },
      content: "<p>Send parcels back within 30 days.</p>",
      content_translation: { es: "<p>Devuelva los paquetes en 30 días.</p>" },
    },
  });
  await reindexOrganization({ db: t.db, organizationId: orgA });
});

afterAll(() => t?.close());

describe("GET /api/search", () => {
  it("answers ranked results with plain-text snippets and localized urls", async () => {
    const en = await call("GET", "/api/search?q=parcel");
    expect(en.status).toBe(200);
    expect(en.body.query).toBe("parcel");
    expect(en.body.results[0]).toMatchObject({ kind: "post", title: "Returns", url: "/returns" });
    expect(en.body.results[0].snippet).toContainEqual({ text: "parcels", match: true });
    const es = await call("GET", "/api/search?q=paquetes&locale=es");
    expect(es.body.results[0]).toMatchObject({ title: "Devoluciones", url: "/es/returns" });
  });

  it("says which texts of a result are shown untranslated, in the site's default language", async () => {
    await createPost({
      db: t.db,
      organizationId: orgA,
      post: { slug: "warranty", title: "Warranty", content: "<p>Repairs are free for two years.</p>" },
    });
    await reindexOrganization({ db: t.db, organizationId: orgA });
    const es = await call("GET", "/api/search?q=warranty&locale=es");
    expect(es.body.results[0]).toMatchObject({
      title: "Warranty",
      url: "/es/warranty",
      fallback: { title: "en", snippet: "en" },
    });
    const translated = await call("GET", "/api/search?q=paquetes&locale=es");
    expect(translated.body.results[0]).not.toHaveProperty("fallback");
    const en = await call("GET", "/api/search?q=warranty");
    expect(en.body.results[0]).not.toHaveProperty("fallback");
  });

  it("refuses a missing, blank or over-long query", async () => {
    for (const query of ["", "?q=", "?q=%20%20", `?q=${"x".repeat(201)}`, "?q=ok&limit=0"]) {
      const res = await call("GET", `/api/search${query}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe("string");
    }
  });

  it("finds a published edit soon after the save: the index is rebuilt by a job after the commit", async () => {
    expect((await call("GET", "/api/search?q=kangaroo")).body.results).toEqual([]);
    const edit = await call("PATCH", "/api/posts/returns", { content: "<p>Kangaroo deliveries return too.</p>" });
    expect(edit.status).toBe(200);
    // Nobody asks for it: the write's job runs on its own, at once, after the answer.
    await expect
      .poll(async () => (await call("GET", "/api/search?q=kangaroo")).body.results.map((result: Body) => result.url), {
        timeout: 10_000,
      })
      .toEqual(["/returns"]);
    expect((await call("GET", "/api/search?q=parcels")).body.results).toEqual([]);
  });
});

describe("/api/ai/agents", () => {
  it("creates, updates with the loaded version, and deletes an agent, each with a revision", async () => {
    const created = await call("POST", "/api/ai/agents", {
      name: "Helper",
      greeting: "Hello!",
      sources: ["faq", "faq", "posts"],
      languages: ["es"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Helper", sources: ["faq", "posts"], languages: ["es"], enabled: true });
    const id = created.body.id as number;
    // The assistant speaks Spanish only now: the built-in one is gone for English.
    expect((await call("GET", "/api/assistant?locale=en")).body).toEqual({ agent: null });
    expect((await call("GET", "/api/assistant?locale=es")).body.agent).toMatchObject({
      id: String(id),
      name: "Helper",
    });
    const updated = await call("PUT", `/api/ai/agents/${id}`, { enabled: false, updated_at: created.body.updated_at });
    expect(updated.status).toBe(200);
    const stale = await call("PUT", `/api/ai/agents/${id}`, { name: "Lost", updated_at: created.body.updated_at });
    expect(stale.status).toBe(409);
    const unversioned = await jsonApi<Body>(
      () => t,
      () => cookies.adminA,
      undefined,
      { versions: "as-sent" },
    )("PUT", `/api/ai/agents/${id}`, { name: "Blind" });
    expect(unversioned.status, "a save without the version it was based on").toBe(400);
    expect(unversioned.body.field).toBe("updated_at");
    const bad = await call("POST", "/api/ai/agents", { name: "x", sources: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("sources");
    expect((await call("POST", "/api/ai/agents", { name: "x", sources: ["web"] })).status).toBe(400);
    const removed = await call(
      "DELETE",
      `/api/ai/agents/${id}?updated_at=${encodeURIComponent(updated.body.updated_at)}`,
    );
    expect(removed.status).toBe(200);
    const history = await t.db
      .select({ action: revisions.action })
      .from(revisions)
      .where(and(eq(revisions.entity, "ai_agent"), eq(revisions.entity_id, String(id))));
    expect(history.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
    expect((await call("GET", "/api/ai/agents")).body).toEqual([]);
  });

  it("lists the questions visitors asked, for admins only", async () => {
    const res = await t.request("/api/assistant/ask", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json", origin: "http://a.localhost" },
      body: JSON.stringify({ question: "Where do I send parcels back?", locale: "en" }),
    });
    await res.text();
    const list = await call("GET", "/api/ai/questions");
    expect(list.status).toBe(200);
    expect(list.body.questions[0]).toMatchObject({ question: "Where do I send parcels back?" });
    expect((await call("GET", "/api/ai/questions", undefined, { cookie: null })).status).toBe(401);
  });
});
