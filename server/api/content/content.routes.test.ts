import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createHeadingSection, createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import {
  headingSections,
  metrics,
  revisions,
  templateSectionMetrics,
  templateSections,
} from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
/** Ids of org B's records, which org A's admin must never reach. */
const foreign = { section: 0, metric: 0, heading: 0 };
let events: number[] = [];

const call = jsonApi(
  () => t,
  () => cookies.adminA,
);

const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;
const sectionRow = async (id: number) =>
  (await t.db.select().from(templateSections).where(eq(templateSections.id, id)))[0];
const linkedMetrics = async (sectionId: number) =>
  (
    await t.db
      .select({ id: templateSectionMetrics.metric_id, order: templateSectionMetrics.order })
      .from(templateSectionMetrics)
      .where(eq(templateSectionMetrics.section_id, sectionId))
  )
    .sort((x, y) => x.order - y.order)
    .map((row) => row.id);

/** Runs `act` and checks that it changed nothing: no revision, no event, same rows. */
async function expectNothingChanged(act: () => Promise<unknown>) {
  const snapshot = async () =>
    JSON.stringify([
      await t.db.select().from(templateSections).orderBy(templateSections.id),
      await t.db.select().from(metrics).orderBy(metrics.id),
      await t.db.select().from(headingSections).orderBy(headingSections.id),
      await t.db.select().from(templateSectionMetrics),
    ]);
  const before = await snapshot();
  const revisionsBefore = await revisionCount();
  events = [];
  await act();
  expect(await snapshot()).toBe(before);
  expect(await revisionCount()).toBe(revisionsBefore);
  expect(events).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "admin-a@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com" });
  await b.register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
  const b1 = await createTemplateSection({
    db: t.db,
    organizationId: orgB,
    section: { url_page: "/home", section_title: "B section", metrics: [{ title: "B metric", description: "b" }] },
  });
  foreign.section = b1.section.id;
  foreign.metric = b1.metrics[0]!.id;
  foreign.heading = (
    await createHeadingSection({ db: t.db, organizationId: orgB, heading: { url_page: "/home", name: "B" } })
  ).id;
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

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

describe("/api/metrics", () => {
  let metricId = 0;
  let version = "";

  it("creates a metric with the spec's defaults, sanitised, and one revision", async () => {
    const before = await revisionCount();
    events = [];
    const res = await call("POST", "/api/metrics", {
      title: "Speed<script>alert(1)</script>",
      description: '<p onclick="x()">Fast <a href="javascript:alert(1)">here</a></p>',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Speed",
      description: "<p>Fast <a>here</a></p>",
      image: null,
      is_image_rounded_full: false,
      is_title_displayed: true,
      is_card_type: false,
      background_color: "white",
      is_gradient: false,
    });
    expect(res.body).not.toHaveProperty("organization_id");
    metricId = res.body.id as unknown as number;
    version = res.body.updated_at as unknown as string;
    expect(await revisionCount()).toBe(before + 1);
    expect(events).toEqual([orgA]);
  });

  it("lists only the host organization's metrics", async () => {
    const res = await call("GET", "/api/metrics");
    expect(res.status).toBe(200);
    const ids = (res.body as unknown as { id: number }[]).map((m) => m.id);
    expect(ids).toContain(metricId);
    expect(ids).not.toContain(foreign.metric);
  });

  it("refuses bad bodies with the field and the reason", async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ title: "", description: "d" }, "title", /Title and description are required/],
      [{ title: "t", description: "  " }, "description", /Title and description are required/],
      [{ title: 5, description: "d" }, "title", /must be text/],
      [{ title: "t", description: "d", colour: "red" }, "colour", /is not a known field/],
      [{ title: "x".repeat(501), description: "d" }, "title", /at most 500 characters/],
      [
        { title: "t", description: "d", image: "javascript:alert(1)" },
        "image",
        /https:\/\/, http:\/\/, mailto: or tel: address/,
      ],
      [{ title: "t", description: "d", background_color: "red;}" }, "background_color", /palette colour/],
      [{ title: "t", description: "d", gradient: { from: "blue-400" } }, "gradient.to", /must be text/],
      [{ title: "t", description: "d", is_card_type: "yes" }, "is_card_type", /true or false/],
    ];
    await expectNothingChanged(async () => {
      for (const [body, field, reason] of cases) {
        const res = await call("POST", "/api/metrics", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field, JSON.stringify(body)).toBe(field);
        expect(res.body.error).toMatch(reason);
      }
      const patch = await call("PATCH", `/api/metrics/${metricId}`, { title: "x".repeat(501) });
      expect(patch.status).toBe(400);
      expect(patch.body.field).toBe("title");
      expect((await call("PATCH", "/api/metrics/abc", { title: "t" })).status).toBe(400);
      const empty = await call("PATCH", `/api/metrics/${metricId}`, { updated_at: version });
      expect(empty.status).toBe(400);
      expect(empty.body.error).toBe("Send at least one field to change");
    });
  });

  it("patches some fields, checks the version and answers 409 with the current record when stale", async () => {
    const res = await call("PATCH", `/api/metrics/${metricId}`, { title: "Speedier", updated_at: version });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Speedier");
    expect(res.body.description).toBe("<p>Fast <a>here</a></p>");
    await expectNothingChanged(async () => {
      const stale = await call("PATCH", `/api/metrics/${metricId}`, { title: "Lost update", updated_at: version });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("stale");
      expect((stale.body.current as unknown as { title: string }).title).toBe("Speedier");
    });
  });

  it("answers 404 for another organization's metric and changes nothing", async () => {
    await expectNothingChanged(async () => {
      expect((await call("PATCH", `/api/metrics/${foreign.metric}`, { title: "mine" })).status).toBe(404);
      expect((await call("DELETE", `/api/metrics/${foreign.metric}?force=true`)).status).toBe(404);
      expect((await call("PATCH", "/api/metrics/999999", { title: "mine" })).status).toBe(404);
    });
  });

  it("deletes a metric from every section in one transaction, only with force when it is in use", async () => {
    const metric = (await call("POST", "/api/metrics", { title: "Shared", description: "in two sections" })).body;
    const s1 = (await call("POST", "/api/template-sections", { url_page: "/shared", section_title: "One" })).body;
    const s2 = (await call("POST", "/api/template-sections", { url_page: "/shared", section_title: "Two" })).body;
    for (const section of [s1, s2]) {
      expect(
        (await call("POST", `/api/template-sections/${section.id}/metrics`, { metric_id: metric.id })).status,
      ).toBe(200);
    }
    await expectNothingChanged(async () => {
      const refused = await call("DELETE", `/api/metrics/${metric.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("in_use");
    });
    const before = await revisionCount();
    events = [];
    expect((await call("DELETE", `/api/metrics/${metric.id}?force=true`)).status).toBe(200);
    expect(await linkedMetrics(s1.id as unknown as number)).toEqual([]);
    expect(await linkedMetrics(s2.id as unknown as number)).toEqual([]);
    expect(await revisionCount()).toBe(before + 1);
    expect(events).toEqual([orgA]);
    // Its last revision keeps it: restoring brings it back into both sections.
    const [log] = (await call("GET", `/api/revisions?entity=metric&id=${metric.id}`)).body as unknown as {
      id: number;
      action: string;
    }[];
    expect(log!.action).toBe("delete");
    const restored = await call("POST", `/api/revisions/${log!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await linkedMetrics(s1.id as unknown as number)).toEqual([metric.id]);
    expect(await linkedMetrics(s2.id as unknown as number)).toEqual([metric.id]);
  });
});

describe("/api/template-sections", () => {
  let sectionId = 0;

  it("creates a section on the host's organization, sanitised, last on its page", async () => {
    const res = await call("POST", "/api/template-sections", {
      url_page: "/es/services",
      section_title: "Our <em>work</em><img src=x onerror=alert(1)>",
      section_type: "general",
      grid_columns: 4,
      organization_id: orgA,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url_page: "/services",
      section_title: "Our <em>work</em>",
      grid_columns: 4,
      order: 0,
      metric_ids: [],
    });
    sectionId = res.body.id as unknown as number;
    const second = await call("POST", "/api/template-sections", { url_page: "/services", section_title: "Next" });
    expect(second.body.order).toBe(1);
  });

  it("refuses bad bodies with the field and the reason, changing nothing", async () => {
    const cases: [string, string, unknown, string, RegExp][] = [
      ["POST", "/api/template-sections", { url_page: "/x" }, "section_title", /Please enter a section title/],
      ["POST", "/api/template-sections", { section_title: "t" }, "url_page", /Please enter a page URL/],
      [
        "POST",
        "/api/template-sections",
        { url_page: "/x", section_title: "t", grid_columns: 7 },
        "grid_columns",
        /between 1 and 6/,
      ],
      ["POST", "/api/template-sections", { url_page: "/x", section_title: "t", order: -1 }, "order", /not be negative/],
      [
        "POST",
        "/api/template-sections",
        { url_page: "/x", section_title: "t", section_type: "hero" },
        "section_type",
        /one of/,
      ],
      [
        "POST",
        "/api/template-sections",
        { url_page: "/x", section_title: "t", text_style_variant: "comic" },
        "text_style_variant",
        /one of/,
      ],
      [
        "POST",
        "/api/template-sections",
        { url_page: "/x", section_title: "t", image_metrics_height: "h-12" },
        "image_metrics_height",
        /one of/,
      ],
      [
        "POST",
        "/api/template-sections",
        { url_page: "/x", section_title: "t", website_metric: [] },
        "website_metric",
        /not a known field/,
      ],
      ["PUT", `/api/template-sections/${0}`, { section_title: "t" }, "id", /positive id/],
      ["PUT", "/api/template-sections/1", { url_page: "/elsewhere" }, "url_page", /not a known field/],
      ["PUT", "/api/template-sections/1", { section_title: "x".repeat(501) }, "section_title", /at most 500/],
      ["PUT", "/api/template-sections/1", { is_slider: "true" }, "is_slider", /true or false/],
      [
        "PUT",
        "/api/template-sections/1",
        { section_type: "general", section_title: " " },
        "section_title",
        /Please enter a section title/,
      ],
    ];
    await expectNothingChanged(async () => {
      for (const [method, path, body, field, reason] of cases) {
        const res = await call(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.field, JSON.stringify(body)).toBe(field);
        expect(res.body.error).toMatch(reason);
      }
    });
  });

  it("accepts a title-less section of another type than general", async () => {
    const res = await call("POST", "/api/template-sections", { url_page: "/contact", section_type: "contact" });
    expect(res.status).toBe(201);
  });

  it("refuses an organization_id other than the host's with 403, nothing changed", async () => {
    await expectNothingChanged(async () => {
      const res = await call("POST", "/api/template-sections", {
        url_page: "/x",
        section_title: "t",
        organization_id: orgB,
      });
      expect(res.status).toBe(403);
      expect(res.body.field).toBe("organization_id");
      expect(
        (await call("PUT", `/api/template-sections/${sectionId}`, { organization_id: orgB, section_title: "Taken" }))
          .status,
      ).toBe(403);
    });
  });

  it("updates with the loaded version; a stale one gets 409 and the current section", async () => {
    // The version comes with the public list the editor opens from.
    const list = (await call("GET", "/api/template-sections?url_page=/services")).body as unknown as {
      id: number;
      updated_at: string;
    }[];
    const loaded = { updated_at: new Date(list.find((item) => item.id === sectionId)!.updated_at) };
    const ok = await call("PUT", `/api/template-sections/${sectionId}`, {
      section_title: "Our work",
      is_slider: true,
      updated_at: loaded.updated_at.toISOString(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ section_title: "Our work", is_slider: true, url_page: "/services" });
    await expectNothingChanged(async () => {
      const stale = await call("PUT", `/api/template-sections/${sectionId}`, {
        section_title: "Overwritten",
        updated_at: loaded.updated_at.toISOString(),
      });
      expect(stale.status).toBe(409);
      expect((stale.body.current as unknown as { section_title: string }).section_title).toBe("Our work");
    });
  });

  it("answers 404 for another organization's section, changing nothing", async () => {
    await expectNothingChanged(async () => {
      expect((await call("PUT", `/api/template-sections/${foreign.section}`, { section_title: "mine" })).status).toBe(
        404,
      );
      expect((await call("DELETE", `/api/template-sections/${foreign.section}`)).status).toBe(404);
    });
    expect((await sectionRow(foreign.section))!.section_title).toBe("B section");
  });

  it("deletes a section, keeping its last revision so that it can be restored", async () => {
    const created = (await call("POST", "/api/template-sections", { url_page: "/gone", section_title: "Doomed" })).body;
    const metric = (await call("POST", "/api/metrics", { title: "Kept", description: "in library" })).body;
    await call("POST", `/api/template-sections/${created.id}/metrics`, { metric_id: metric.id });
    expect((await call("DELETE", `/api/template-sections/${created.id}`)).status).toBe(200);
    expect(await sectionRow(created.id as unknown as number)).toBeUndefined();
    const [last] = (await call("GET", `/api/revisions?entity=template_section&id=${created.id}`)).body as unknown as {
      id: number;
      action: string;
      before: { section_title: string };
    }[];
    expect(last).toMatchObject({ action: "delete", before: { section_title: "Doomed" } });
    const restored = await call("POST", `/api/revisions/${last!.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await sectionRow(created.id as unknown as number))!.section_title).toBe("Doomed");
    expect(await linkedMetrics(created.id as unknown as number)).toEqual([metric.id]);
  });
});

describe("/api/template-sections/{id}/metrics", () => {
  let sectionId = 0;
  const ids: number[] = [];

  beforeAll(async () => {
    sectionId = (await call("POST", "/api/template-sections", { url_page: "/team", section_title: "Metrics" })).body
      .id as unknown as number;
    for (const title of ["one", "two", "three"]) {
      const metric = (await call("POST", "/api/metrics", { title, description: title })).body;
      ids.push(metric.id as unknown as number);
    }
  });

  it("adds metrics last, refuses a duplicate (409) and another organization's metric (404)", async () => {
    for (const id of ids) {
      const res = await call("POST", `/api/template-sections/${sectionId}/metrics`, { metric_id: id });
      expect(res.status).toBe(200);
    }
    expect(await linkedMetrics(sectionId)).toEqual(ids);
    await expectNothingChanged(async () => {
      expect((await call("POST", `/api/template-sections/${sectionId}/metrics`, { metric_id: ids[0] })).status).toBe(
        409,
      );
      expect(
        (await call("POST", `/api/template-sections/${sectionId}/metrics`, { metric_id: foreign.metric })).status,
      ).toBe(404);
      expect(
        (await call("POST", `/api/template-sections/${foreign.section}/metrics`, { metric_id: ids[0] })).status,
      ).toBe(404);
      const bad = await call("POST", `/api/template-sections/${sectionId}/metrics`, { metric_id: "1" });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("metric_id");
    });
  });

  it("reorders; missing, duplicated or foreign ids get 400 and leave the order unchanged", async () => {
    const reversed = [...ids].reverse();
    const res = await call("PUT", `/api/template-sections/${sectionId}/metrics`, { metric_ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.metric_ids).toEqual(reversed);
    expect(await linkedMetrics(sectionId)).toEqual(reversed);
    await expectNothingChanged(async () => {
      for (const metric_ids of [
        reversed.slice(1),
        [...reversed, reversed[0]],
        [...reversed, foreign.metric],
        [reversed[0], reversed[1], foreign.metric],
      ]) {
        const bad = await call("PUT", `/api/template-sections/${sectionId}/metrics`, { metric_ids });
        expect(bad.status, JSON.stringify(metric_ids)).toBe(400);
        expect(bad.body.field).toBe("metric_ids");
      }
      const typed = await call("PUT", `/api/template-sections/${sectionId}/metrics`, { metric_ids: [-1] });
      expect(typed.status).toBe(400);
      expect(typed.body.field).toBe("metric_ids.0");
      expect(
        (await call("PUT", `/api/template-sections/${foreign.section}/metrics`, { metric_ids: [foreign.metric] }))
          .status,
      ).toBe(404);
    });
    expect(await linkedMetrics(sectionId)).toEqual(reversed);
  });

  it("concurrent reorders based on one version: one applies whole, the others are 409 (decision 031)", async () => {
    const orders = [ids, [...ids].reverse(), [ids[1]!, ids[0]!, ids[2]!]];
    const section = await call("GET", `/api/template-sections/${sectionId}`);
    const answers = await Promise.all(
      orders.map((metric_ids) =>
        call("PUT", `/api/template-sections/${sectionId}/metrics`, { metric_ids, updated_at: section.body.updated_at }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = orders[answers.findIndex((a) => a.status === 200)]!;
    expect(await linkedMetrics(sectionId)).toEqual(winner);
  });

  it("removes a metric from the section only (it stays in the library); 404 when it is not there", async () => {
    const res = await call("DELETE", `/api/template-sections/${sectionId}/metrics?metric_id=${ids[0]}`);
    expect(res.status).toBe(200);
    expect(await linkedMetrics(sectionId)).not.toContain(ids[0]);
    expect((await t.db.select().from(metrics).where(eq(metrics.id, ids[0]!))).length).toBe(1);
    await expectNothingChanged(async () => {
      expect((await call("DELETE", `/api/template-sections/${sectionId}/metrics?metric_id=${ids[0]}`)).status).toBe(
        404,
      );
      expect((await call("DELETE", `/api/template-sections/${sectionId}/metrics?metric_id=x`)).status).toBe(400);
    });
  });
});

describe("/api/template-heading-sections", () => {
  it("creates, updates and deletes a heading section of the host's organization", async () => {
    const created = await call("POST", "/api/template-heading-sections", {
      name: "Build",
      name_part_2: "better",
      name_part_3: "sites",
      description_text: "<p>Fast<script>x()</script></p>",
      url_page: "/",
      text_style_variant: "apple",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url_page: "/home", description_text: "<p>Fast</p>", name_part_3: "sites" });
    const id = created.body.id as unknown as number;
    const updated = await call("PUT", `/api/template-heading-sections/${id}`, {
      name_part_3: null,
      updated_at: created.body.updated_at,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name_part_3).toBeNull();
    const stale = await call("PUT", `/api/template-heading-sections/${id}`, {
      name: "Lost",
      updated_at: created.body.updated_at,
    });
    expect(stale.status).toBe(409);
    expect((await call("DELETE", `/api/template-heading-sections/${id}`)).status).toBe(200);
  });

  it("names the spec's messages in the spec's order, and other bad fields", async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ description_text: "", url_page: "" }, "name", /Please enter a heading name/],
      [{ name: "n", description_text: " ", url_page: "" }, "description_text", /Please enter a description text/],
      [{ name: "n", description_text: "d" }, "url_page", /Please enter a page URL \(e\.g\., "\/about" or "\/"\)\./],
      [
        { name: "n", description_text: "d", url_page: "/", text_style_variant: "magazine" },
        "text_style_variant",
        /one of/,
      ],
      [
        { name: "n", description_text: "d", url_page: "/", title_alignment: "justify" },
        "title_alignment",
        /left, center/,
      ],
      [
        { name: "n", description_text: "d", url_page: "/", url: "javascript:alert(1)" },
        "url",
        /https:\/\/, http:\/\/, mailto: or tel: address/,
      ],
      [{ name: "n", description_text: "d", url_page: "/", order: -3 }, "order", /not be negative/],
      [{ name: "x".repeat(301), description_text: "d", url_page: "/" }, "name", /at most 300/],
      [{ name: "n", description_text: "d", url_page: "/", extra: 1 }, "extra", /not a known field/],
    ];
    await expectNothingChanged(async () => {
      for (const [body, field, reason] of cases) {
        const res = await call("POST", "/api/template-heading-sections", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field, JSON.stringify(body)).toBe(field);
        expect(res.body.error).toMatch(reason);
      }
    });
  });

  it("answers 404 for another organization's heading and 403 for another organization_id", async () => {
    await expectNothingChanged(async () => {
      expect((await call("PUT", `/api/template-heading-sections/${foreign.heading}`, { name: "mine" })).status).toBe(
        404,
      );
      expect((await call("DELETE", `/api/template-heading-sections/${foreign.heading}`)).status).toBe(404);
      const other = await call("POST", "/api/template-heading-sections", {
        name: "n",
        description_text: "d",
        url_page: "/",
        organization_id: orgB,
      });
      expect(other.status).toBe(403);
    });
  });
});

describe("/api/page-layout", () => {
  it("lists a page's sections and saves their order as one change", async () => {
    const s = (await call("POST", "/api/template-sections", { url_page: "/layout", section_title: "S" })).body;
    const h = (
      await call("POST", "/api/template-heading-sections", { name: "H", description_text: "d", url_page: "/layout" })
    ).body;
    const layout = await call("GET", `/api/page-layout?organization_id=${orgA}&url_page=/layout`);
    expect(layout.status).toBe(200);
    expect(layout.body.sections).toEqual([
      { id: h.id, type: "heading_section", title: "H", order: 0, data: { section_type: null } },
      { id: s.id, type: "template_section", title: "S", order: 0, data: { section_type: "general" } },
    ]);
    const before = await revisionCount();
    const saved = await call("PUT", "/api/page-layout", {
      organization_id: orgA,
      sections: [
        { id: s.id, type: "template_section", order: 0 },
        { id: h.id, type: "heading_section", order: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.sections as unknown as { id: number }[]).map((x) => x.id)).toEqual([s.id, h.id]);
    expect(await revisionCount()).toBe(before + 1);
  });

  it("refuses foreign ids (404), another organization (403) and bad entries (400), changing nothing", async () => {
    const mine = (await call("POST", "/api/template-sections", { url_page: "/layout2", section_title: "M" })).body;
    await expectNothingChanged(async () => {
      const foreignId = await call("PUT", "/api/page-layout", {
        sections: [
          { id: mine.id, type: "template_section", order: 1 },
          { id: foreign.section, type: "template_section", order: 0 },
        ],
      });
      expect(foreignId.status).toBe(404);
      expect((await call("GET", `/api/page-layout?organization_id=${orgB}`)).status).toBe(403);
      const other = await call("PUT", "/api/page-layout", {
        organization_id: orgB,
        sections: [{ id: mine.id, type: "template_section", order: 0 }],
      });
      expect(other.status).toBe(403);
      for (const [body, field] of [
        [{ sections: [{ id: mine.id, type: "template_section", order: -1 }] }, "sections.0.order"],
        [{ sections: [{ id: mine.id, type: "banner", order: 0 }] }, "sections.0.type"],
        [{ sections: [] }, "sections"],
        [
          {
            sections: [
              { id: mine.id, type: "template_section", order: 0 },
              { id: mine.id, type: "template_section", order: 1 },
            ],
          },
          "sections.1.id",
        ],
      ] as const) {
        const res = await call("PUT", "/api/page-layout", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field).toBe(field);
      }
    });
  });
});

describe("/api/revisions", () => {
  it("lists who changed what and when; a restore is a new revision", async () => {
    const section = (await call("POST", "/api/template-sections", { url_page: "/history", section_title: "v0" })).body;
    await call("PUT", `/api/template-sections/${section.id}`, { section_title: "v1" });
    await call("PUT", `/api/template-sections/${section.id}`, { section_title: "v2" });
    const log = (await call("GET", `/api/revisions?entity=template_section&id=${section.id}`)).body as unknown as {
      id: number;
      action: string;
      actor: { name: string };
      changes: { field: string; before: unknown; after: unknown }[];
    }[];
    expect(log.map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect(log[0]!.actor.name).toBe("Ada Admin");
    expect(log[0]!.changes).toContainEqual({ field: "section_title", before: "v1", after: "v2" });
    const restored = await call("POST", `/api/revisions/${log[1]!.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await sectionRow(section.id as unknown as number))!.section_title).toBe("v1");
    const after = (await call("GET", `/api/revisions?entity=template_section&id=${section.id}`)).body as unknown as {
      action: string;
    }[];
    expect(after.map((r) => r.action)).toEqual(["restore", "update", "update", "create"]);
    // The organization's log, filtered by person and day.
    const today = new Date().toISOString().slice(0, 10);
    const me = (await call("GET", "/api/me")).body as unknown as { user: { id: string } };
    const mine = (await call("GET", `/api/revisions?actor=${me.user.id}&from=${today}&to=${today}`))
      .body as unknown as { actor: { id: string } }[];
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(mine.every((r) => r.actor.id === me.user.id)).toBe(true);
    expect((await call("GET", `/api/revisions?actor=someone-else`)).body).toEqual([]);
    expect((await call("GET", "/api/revisions?to=2000-01-01")).body).toEqual([]);
  });

  it("never shows or restores another organization's revisions", async () => {
    const b = await call(
      "POST",
      "/api/metrics",
      { title: "B's", description: "b" },
      {
        cookie: cookies.adminB,
        host: "b.localhost",
      },
    );
    expect(b.status).toBe(201);
    const [bRevision] = (
      await call("GET", `/api/revisions?entity=metric&id=${b.body.id}`, undefined, {
        cookie: cookies.adminB,
        host: "b.localhost",
      })
    ).body as unknown as { id: number }[];
    expect((await call("GET", `/api/revisions?entity=metric&id=${b.body.id}`)).body).toEqual([]);
    await expectNothingChanged(async () => {
      expect((await call("POST", `/api/revisions/${bRevision!.id}/restore`)).status).toBe(404);
    });
    const bad = await call("GET", "/api/revisions?entity=users");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("entity");
    const badDay = await call("GET", "/api/revisions?from=yesterday");
    expect(badDay.status).toBe(400);
    expect(badDay.body.field).toBe("from");
  });
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
