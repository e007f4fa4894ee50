import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHeadingSection, createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const b = await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: {
      url_page: "/home",
      section_type: "general",
      section_title: "A home <script>alert(1)</script><strong>bold</strong>",
      metrics: [
        { title: "First", description: '<p onclick="x()">one</p>' },
        { title: "Second", description: '<a href="javascript:alert(1)">two</a>' },
      ],
    },
  });
  await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: { url_page: "/about", section_title: "A about" },
  });
  await createTemplateSection({
    db: t.db,
    organizationId: b.id,
    section: { url_page: "/home", section_title: "B home", is_faq_section: true },
  });
  await createHeadingSection({ db: t.db, organizationId: a.id, heading: { url_page: "/home", name: "A heading" } });
  await createHeadingSection({ db: t.db, organizationId: b.id, heading: { url_page: "/home", name: "B heading" } });
});

afterAll(() => t.close());

describe("GET /api/template-sections", () => {
  it("returns only the sections of the host's organization, with ordered metrics", async () => {
    const res = await t.request("/api/template-sections?url_page=/home", { host: "a.localhost" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toHaveLength(1);
    expect(body[0].section_title).toContain("A home");
    expect(body[0].website_metric.map((m: { title: string }) => m.title)).toEqual(["First", "Second"]);

    const other = await (await t.request("/api/template-sections?url_page=/home", { host: "b.localhost:3000" })).json();
    expect(other.map((s: { section_title: string }) => s.section_title)).toEqual(["B home"]);
  });

  it("sanitises rich text in titles and descriptions", async () => {
    const [section] = await (await t.request("/api/template-sections?url_page=/home", { host: "a.localhost" })).json();
    expect(section.section_title).toBe("A home <strong>bold</strong>");
    expect(section.website_metric[0].description).toBe("<p>one</p>");
    expect(section.website_metric[1].description).toBe("<a>two</a>");
  });

  it("removes the locale prefix and reads / as /home", async () => {
    for (const path of ["/es/home", "/", "/es", "/home/"]) {
      const body = await (
        await t.request(`/api/template-sections?url_page=${encodeURIComponent(path)}`, { host: "a.localhost" })
      ).json();
      expect(
        body.map((s: { section_title: string }) => s.section_title),
        path,
      ).toEqual(["A home <strong>bold</strong>"]);
    }
    const about = await (await t.request("/api/template-sections?url_page=/fr/about", { host: "a.localhost" })).json();
    expect(about[0].section_title).toBe("A about");
  });

  it("derives section_type from the legacy flags when it is missing", async () => {
    const [section] = await (await t.request("/api/template-sections?url_page=/home", { host: "b.localhost" })).json();
    expect(section.section_type).toBe("faq");
  });

  it("answers 400 with the field and the reason for a missing or malformed url_page", async () => {
    for (const query of ["", "?url_page=", "?url_page=home", "?url_page=/a%20b", `?url_page=/${"x".repeat(400)}`]) {
      const res = await t.request(`/api/template-sections${query}`, { host: "a.localhost" });
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.field).toBe("url_page");
      expect(body.error).toMatch(/^url_page: /);
    }
  });

  it("answers 404 for a host that serves no site", async () => {
    const res = await t.request("/api/template-sections?url_page=/home", { host: "unknown.example" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No site at this address" });
  });
});

describe("GET /api/template-heading-sections", () => {
  it("returns the heading sections of the host's organization only", async () => {
    const a = await (await t.request("/api/template-heading-sections?url_page=/home", { host: "a.localhost" })).json();
    const b = await (await t.request("/api/template-heading-sections?url_page=/de", { host: "b.localhost" })).json();
    expect(a.map((h: { name: string }) => h.name)).toEqual(["A heading"]);
    expect(b.map((h: { name: string }) => h.name)).toEqual(["B heading"]);
  });
});

describe("the API edge", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("/api/nope", { host: "a.localhost" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });

  it("publishes an OpenAPI document and a readable reference", async () => {
    const doc = await (await t.request("/api/openapi.json", { host: "a.localhost" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/template-sections", "/template-heading-sections"]),
    );
    const html = await (await t.request("/api/docs", { host: "a.localhost" })).text();
    expect(html).toContain("/api/template-sections");
  });

  it("reports readiness with the database reachable", async () => {
    const res = await t.request("/readyz", { host: "anything" });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("ready");
  });
});
