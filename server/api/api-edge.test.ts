import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../db/seed/factories.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";

/** Hostile bodies for every state-changing endpoint of the OpenAPI document: a 4xx JSON error, never a 500. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let writes: { method: string; path: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await createOrganization({ db: t.db, name: "Edge", hosts: ["edge.localhost"] });
  const doc = await (await t.request("/api/openapi.json", { host: "edge.localhost" })).json();
  writes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: `/api${path.replace(/\{[^}]+\}/g, "1")}` })),
  );
});

afterAll(() => t.close());

const BODIES: [string, string, string][] = [
  ["an empty body", "application/json", ""],
  ["malformed JSON", "application/json", "{not json"],
  ["JSON null", "application/json", "null"],
  ["a JSON array", "application/json", "[]"],
  ["wrong types", "application/json", '{"email":123,"password":[1],"username":{"$gt":""},"tag":5}'],
  ["plain text", "text/plain", "email=a"],
  ["a form", "application/x-www-form-urlencoded", "email=a&password=b"],
];

describe("every state-changing API endpoint", () => {
  it("is listed in the OpenAPI document", () => {
    expect(writes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(BODIES)("answers %s without a server error, refusing with a JSON error", async (_name, contentType, body) => {
    let refused = 0;
    for (const { method, path } of writes) {
      const res = await t.request(path, {
        method,
        host: "edge.localhost",
        headers: { "content-type": contentType },
        body,
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status >= 400) {
        refused++;
        expect(typeof (await res.json()).error, `${method} ${path}`).toBe("string");
      }
    }
    // Only endpoints that need no input (sign-out) may accept it.
    expect(refused).toBeGreaterThanOrEqual(writes.length - 2);
  });
});
