import { describe, expect, it } from "vitest";
import { cookies, call, expectNothingChanged, useContentApp } from "./content.test-setup.ts";

// Who may write content, and the OpenAPI document of the content writes (the app comes from createTestApp in content.test-setup.ts).
useContentApp();

describe("who may write", () => {
  const writes: [string, string, unknown?][] = [
    ["GET", "/api/metrics"],
    ["POST", "/api/metrics", { title: "t", description: "d" }],
    ["PATCH", "/api/metrics/1", { title: "t" }],
    ["DELETE", "/api/metrics/1?force=true"],
    ["POST", "/api/template-sections", { url_page: "/home", section_title: "t" }],
    ["PUT", "/api/template-sections/1", { section_title: "t" }],
    ["DELETE", "/api/template-sections/1"],
    ["POST", "/api/template-sections/1/metrics", { metric_id: 1 }],
    ["DELETE", "/api/template-sections/1/metrics?metric_id=1"],
    ["PUT", "/api/template-sections/1/metrics", { metric_ids: [1] }],
    ["POST", "/api/template-heading-sections", { name: "n", description_text: "d", url_page: "/" }],
    ["PUT", "/api/template-heading-sections/1", { name: "n" }],
    ["DELETE", "/api/template-heading-sections/1"],
    ["GET", "/api/page-layout"],
    ["PUT", "/api/page-layout", { sections: [{ id: 1, type: "template_section", order: 0 }] }],
    ["GET", "/api/revisions"],
    ["POST", "/api/revisions/1/restore"],
  ];
  for (const [method, path, body] of writes) {
    it(`${method} ${path}: anonymous 401, a user 403, another site's admin 401, nothing changed`, async () => {
      await expectNothingChanged(async () => {
        expect((await call(method, path, body, { cookie: null })).status).toBe(401);
        const asUser = await call(method, path, body, { cookie: cookies.userA });
        expect(asUser.status).toBe(403);
        expect(asUser.body.error).toBe("You do not have access to this organization.");
        // B's admin session replayed on A's host is no session there (decision 013).
        expect((await call(method, path, body, { cookie: cookies.adminB })).status).toBe(401);
      });
    });
  }
});

describe("the OpenAPI document", () => {
  it("describes every content write", async () => {
    const doc = (await call("GET", "/api/openapi.json", undefined, { cookie: null })).body as unknown as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/metrics"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/metrics/{id}"]!)).toEqual(expect.arrayContaining(["patch", "delete"]));
    expect(Object.keys(doc.paths["/template-sections"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/template-sections/{id}"]!)).toEqual(expect.arrayContaining(["put", "delete"]));
    expect(Object.keys(doc.paths["/template-sections/{id}/metrics"]!)).toEqual(
      expect.arrayContaining(["post", "put", "delete"]),
    );
    expect(Object.keys(doc.paths["/template-heading-sections/{id}"]!)).toEqual(
      expect.arrayContaining(["put", "delete"]),
    );
    expect(Object.keys(doc.paths["/page-layout"]!)).toEqual(expect.arrayContaining(["get", "put"]));
    expect(Object.keys(doc.paths["/revisions"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/revisions/{id}/restore"]!)).toEqual(["post"]);
  });
});
