import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApi, openApiDocumentOf } from "../api/index.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { API_CACHE_RULES, apiCacheControl } from "./cache-policy.ts";

/** Reads of public site content: the same for every visitor, so they carry no Cache-Control. */
const PUBLIC_READS = new Set([
  "/banners", // its own: a minute for anonymous visitors
  "/cookies/categories",
  "/document-sets",
  "/help-center",
  "/help-center/articles/{id}",
  "/heroes",
  "/meetings/types",
  "/posts",
  "/posts/{slug}",
  "/template-heading-sections",
  "/template-sections",
]);

describe("the API's cache table", () => {
  const document = openApiDocumentOf(buildApi()) as unknown as { paths: Record<string, Record<string, unknown>> };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, concrete: `/api${path.replace(/\{[^}]+\}/g, "7")}` })),
  );

  it("declares every read that is not public site content, so a new private route cannot be left out", () => {
    const undeclared = operations
      .filter(
        ({ method, path, concrete }) =>
          method === "GET" && !PUBLIC_READS.has(path) && !apiCacheControl(method, concrete),
      )
      .map(({ path }) => path);
    expect(undeclared).toEqual([]);
    for (const path of PUBLIC_READS)
      expect(apiCacheControl("GET", `/api${path.replace(/\{[^}]+\}/g, "7")}`), path).toBeNull();
  });

  it("names only paths of the OpenAPI document", () => {
    for (const rule of API_CACHE_RULES)
      for (const path of rule.paths) {
        const prefix = path.replace(/\/\*$/, "");
        const known = path.endsWith("/*")
          ? operations.some((operation) => operation.path === prefix || operation.path.startsWith(`${prefix}/`))
          : operations.some((operation) => operation.path === path);
        expect(known, `${rule.group}: ${path}`).toBe(true);
      }
  });

  it("keeps every write's answer out of every cache", () => {
    for (const { method, concrete } of operations.filter((operation) => operation.method !== "GET"))
      expect(apiCacheControl(method, concrete), `${method} ${concrete}`).toBe("no-store");
  });
});

describe("apiCacheHeaders", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let organizationId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    organizationId = (await createOrganization({ db: t.db, name: "Cache", hosts: ["cache.localhost"] })).id;
  });
  afterAll(() => t.close());
  const get = (path: string, init: RequestInit = {}) => t.request(path, { host: "cache.localhost", ...init });

  it("sends each group's value on answers, none on refusals and none on public content", async () => {
    expect((await get("/api/search?q=hello")).headers.get("cache-control")).toBe("no-store");
    const me = await get("/api/me");
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    const refused = await get("/api/orders");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBeNull();
    const consent = await get("/api/cookies/consent", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://cache.localhost" },
      body: JSON.stringify({ organization_id: organizationId, consent_given: false, services: [] }),
    });
    expect(consent.status, await consent.clone().text()).toBeLessThan(400);
    expect(consent.headers.get("cache-control")).toBe("no-store");
    const posts = await get("/api/posts");
    expect(posts.status).toBe(200);
    expect(posts.headers.get("cache-control")).toBeNull();
  });

  it("leaves a handler's own value alone (the anonymous banner list may be kept a minute)", async () => {
    expect((await get("/api/banners")).headers.get("cache-control")).toBe("public, max-age=60");
  });
});
