import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createHeadingSection, createOrganization, createTemplateSection } from "../../db/seed/factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies: Record<string, string> = {};
const ids = { section: 0, metrics: [] as number[], heading: 0, foreignSection: 0, foreignHeading: 0 };

async function get(path: string, cookie: string | null = cookies.adminA!) {
  const res = await t.request(path, {
    host: "a.localhost",
    headers: { "x-forwarded-for": nextIp(), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  const orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  const own = await createTemplateSection({
    db: t.db,
    organizationId: orgA,
    section: {
      url_page: "/about",
      section_title: "Numbers",
      metrics: [
        { title: "One", description: "1" },
        { title: "Two", description: "2" },
      ],
    },
  });
  ids.section = own.section.id;
  ids.metrics = own.metrics.map((metric) => metric.id);
  ids.heading = (
    await createHeadingSection({ db: t.db, organizationId: orgA, heading: { url_page: "/about", name: "Hello" } })
  ).id;
  ids.foreignSection = (
    await createTemplateSection({ db: t.db, organizationId: orgB, section: { url_page: "/about", section_title: "B" } })
  ).section.id;
  ids.foreignHeading = (
    await createHeadingSection({ db: t.db, organizationId: orgB, heading: { url_page: "/about", name: "B" } })
  ).id;
});

afterAll(() => t.close());

describe("GET /api/template-sections/{id} and /api/template-heading-sections/{id}", () => {
  it("answers the section with its ordered metrics and its version", async () => {
    const res = await get(`/api/template-sections/${ids.section}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.section, section_title: "Numbers", url_page: "/about" });
    expect((res.body.website_metric as { id: number }[]).map((metric) => metric.id)).toEqual(ids.metrics);
    expect(typeof res.body.updated_at).toBe("string");
  });

  it("answers the heading section with its version", async () => {
    const res = await get(`/api/template-heading-sections/${ids.heading}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.heading, name: "Hello", url_page: "/about" });
    expect(typeof res.body.updated_at).toBe("string");
  });

  it("another organization's ids are 404; visitors 401, users 403", async () => {
    expect((await get(`/api/template-sections/${ids.foreignSection}`)).status).toBe(404);
    expect((await get(`/api/template-heading-sections/${ids.foreignHeading}`)).status).toBe(404);
    expect((await get(`/api/template-sections/${ids.section}`, null)).status).toBe(401);
    expect((await get(`/api/template-heading-sections/${ids.heading}`, cookies.userA!)).status).toBe(403);
    expect((await get("/api/template-sections/abc")).status).toBe(400);
  });
});
