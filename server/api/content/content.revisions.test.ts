import { describe, expect, it } from "vitest";
import { cookies, call, sectionRow, expectNothingChanged, useContentApp } from "./content.test-setup.ts";

// The change log: /api/revisions (the app comes from createTestApp in content.test-setup.ts).
useContentApp();

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
