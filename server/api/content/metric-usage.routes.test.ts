import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization, createTemplateSection } from "../../db/seed/factories.ts";

/** Shared content says it is shared (decision 043). GET /api/metrics names the sections showing each metric. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = "";
const call = jsonApi(
  () => t,
  () => cookie,
);
type Item = { id: number; title: string; used_in: { id: number; title: string; url_page: string }[] };

let shared = 0;
let alone = 0;
let first = 0;
let second = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  const orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  const orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  cookie = await a.signIn("admin-a@example.com");
  const one = await createTemplateSection({
    db: t.db,
    organizationId: orgA,
    section: {
      url_page: "/home",
      section_title: "<strong>Our numbers</strong>",
      metrics: [
        { title: "Clients", description: "<p>120</p>" },
        { title: "Alone", description: "<p>1</p>" },
      ],
    },
  });
  first = one.section.id;
  shared = one.metrics[0]!.id;
  alone = one.metrics[1]!.id;
  second = (
    await createTemplateSection({
      db: t.db,
      organizationId: orgA,
      section: { url_page: "/about", section_title: "About us" },
    })
  ).section.id;
  expect((await call("POST", `/api/template-sections/${second}/metrics`, { metric_id: shared })).status).toBe(200);
  // Another organization's section never shows up (it cannot hold A's metric anyway).
  await createTemplateSection({ db: t.db, organizationId: orgB, section: { url_page: "/home", section_title: "B" } });
});

afterAll(() => t.close());

describe("GET /api/metrics used_in", () => {
  it("lists the sections that show each metric, titles as plain text", async () => {
    const res = await call("GET", "/api/metrics");
    expect(res.status).toBe(200);
    const items = res.body as unknown as Item[];
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(shared)!.used_in).toEqual([
      { id: second, title: "About us", url_page: "/about" },
      { id: first, title: "Our numbers", url_page: "/home" },
    ]);
    expect(byId.get(alone)!.used_in).toEqual([{ id: first, title: "Our numbers", url_page: "/home" }]);
  });

  it("follows a removal: a metric taken out of a section is no longer listed there", async () => {
    const res = await call("DELETE", `/api/template-sections/${second}/metrics?metric_id=${shared}`);
    expect(res.status).toBe(200);
    const items = (await call("GET", "/api/metrics")).body as unknown as Item[];
    expect(items.find((item) => item.id === shared)!.used_in.map((use) => use.id)).toEqual([first]);
  });
});
