import { describe, expect, it } from "vitest";
import { orgA, orgB, foreign, call, revisionCount, expectNothingChanged, useContentApp } from "./content.test-setup.ts";

// Heading sections and the page layout (the app comes from createTestApp in content.test-setup.ts).
useContentApp();

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
