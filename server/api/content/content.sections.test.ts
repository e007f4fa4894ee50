import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { metrics } from "../../db/schema/index.ts";
import {
  t,
  orgA,
  orgB,
  foreign,
  call,
  sectionRow,
  linkedMetrics,
  expectNothingChanged,
  useContentApp,
} from "./content.test-setup.ts";

// Template sections and their metric lists (the app comes from createTestApp in content.test-setup.ts).
useContentApp();

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
