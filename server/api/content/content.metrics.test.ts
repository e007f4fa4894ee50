import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizations } from "../../db/schema/index.ts";
import { getTranslationCoverage } from "../../../features/translations/server/domain/translation-coverage.ts";
import {
  orgA,
  foreign,
  events,
  call,
  revisionCount,
  linkedMetrics,
  expectNothingChanged,
  useContentApp,
  t,
} from "./content.test-setup.ts";

// The metric library: /api/metrics (the app comes from createTestApp in content.test-setup.ts).
useContentApp();

describe("/api/metrics", () => {
  let metricId = 0;
  let version = "";

  it("creates a metric with the spec's defaults, sanitised, and one revision", async () => {
    const before = await revisionCount();
    events.length = 0;
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
    events.length = 0;
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

  it("saves a metric's translations from its card, and the coverage names the section whose editor edits it", async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgA));
    const settings = {
      ...(org!.settings as Record<string, unknown>),
      supported_locales: ["en", "es", "fr"],
      language: "en",
    };
    await t.db.update(organizations).set({ settings }).where(eq(organizations.id, orgA));
    const metric = (await call("POST", "/api/metrics", { title: "Speed", description: "<p>Fast</p>" })).body;
    const section = (await call("POST", "/api/template-sections", { url_page: "/speed", section_title: "S" })).body;
    await call("POST", `/api/template-sections/${section.id}/metrics`, { metric_id: metric.id });

    const bad = await call("PATCH", `/api/metrics/${metric.id}`, {
      title_translation: { xx: "?" },
      updated_at: metric.updated_at,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toMatch(/^title_translation/);
    const res = await call("PATCH", `/api/metrics/${metric.id}`, {
      title_translation: { es: "Rápido<script>x()</script>" },
      description_translation: { es: '<p onclick="x()">Rápido</p>' },
      updated_at: metric.updated_at,
    });
    expect(res.status).toBe(200);
    expect(res.body.title_translation).toEqual({ es: "Rápido" });
    expect(res.body.description_translation).toEqual({ es: "<p>Rápido</p>" });

    const coverage = await getTranslationCoverage(t.db, orgA, { kind: "metrics", record: String(metric.id) });
    // Spanish is saved (current); French is missing, and its link opens the section's editor.
    expect(
      coverage.items.map(({ field, locale, state, page, section: at }) => [field, locale, state, page, at]),
    ).toEqual([
      ["title", "fr", "missing", "/speed", section.id],
      ["description", "fr", "missing", "/speed", section.id],
    ]);
  });
});
