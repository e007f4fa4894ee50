import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { revisions, websiteHero } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";
import { draftFromRecord, heroPayload } from "../../../app/editor/hero/hero-draft.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
let foreignHero = 0;
const cookies: Record<string, string> = {};
let events: number[] = [];

type Body = Record<string, unknown> & { error?: string; field?: string };

const call = jsonApi<Body>(
  () => t,
  () => cookies.adminA,
);

const heroRows = () => t.db.select().from(websiteHero).orderBy(websiteHero.id);
const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;

async function expectNothingChanged(act: () => Promise<unknown>) {
  const before = JSON.stringify(await heroRows());
  const revisionsBefore = await revisionCount();
  events = [];
  await act();
  expect(JSON.stringify(await heroRows())).toBe(before);
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
  const [row] = await t.db
    .insert(websiteHero)
    .values({ organization_id: orgB, title: "B hero" })
    .returning({ id: websiteHero.id });
  foreignHero = row!.id;
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

describe("/api/heroes", () => {
  it("creates a hero on /home by default with the spec's defaults, one revision and one purge", async () => {
    const revisionsBefore = await revisionCount();
    events = [];
    const created = await call("POST", "/api/heroes", { title: "Grow with us" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Grow with us",
      url_page: "/home",
      button: "Get Started",
      display_order: 0,
      animation_element: null,
    });
    expect(typeof created.body.updated_at).toBe("string");
    expect(await revisionCount()).toBe(revisionsBefore + 1);
    expect(events).toEqual([orgA]);

    const one = await call("GET", `/api/heroes/${created.body.id}`, undefined, { cookie: null });
    expect(one.status).toBe(200);
    expect(one.body.title).toBe("Grow with us");
    expect((await call("GET", `/api/heroes/${foreignHero}`)).status).toBe(404);
    const list = await call("GET", "/api/heroes?url_page=/", undefined, { cookie: null });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { id: number; title: string }[]).map((hero) => hero.title)).toEqual([
      "Grow with us",
    ]);
    // The locale prefix is removed, as for sections.
    const prefixed = await call("GET", "/api/heroes?url_page=/es/home", undefined, { cookie: null });
    expect((prefixed.body as unknown as unknown[]).length).toBe(1);
  });

  it("updates styles and text, refusing a stale version with 409 and the current record", async () => {
    const created = (await call("POST", "/api/heroes", { title: "Old", url_page: "/about" })).body;
    const updated = await call("PUT", `/api/heroes/${created.id}`, {
      title: "New title",
      // Some languages only: the others read the base text.
      title_translation: { es: "Título nuevo" },
      title_style: { size: { desktop: "64px", mobile: "text-4xl" }, alignment: "left", is_gradient: true },
      button_style: { is_gradient: true, gradient: { from: "sky-600", via: "sky-500", to: "sky-700" } },
      image_style: { position: "background", width: 1280, height: 720 },
      animation_element: "DotGrid",
      updated_at: created.updated_at,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: "New title",
      url_page: "/about",
      animation_element: "DotGrid",
      title_translation: { es: "Título nuevo" },
      title_style: { size: { desktop: "64px", mobile: "text-4xl" }, alignment: "left", is_gradient: true },
    });
    await expectNothingChanged(async () => {
      const stale = await call("PUT", `/api/heroes/${created.id}`, { title: "Lost", updated_at: created.updated_at });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("stale");
      expect((stale.body.current as { title: string }).title).toBe("New title");
    });
  });

  it("accepts back what the hero editor sends: every field of a loaded hero", async () => {
    const created = (await call("POST", "/api/heroes", { title: "Round trip", url_page: "/round-trip" })).body;
    const body = { ...heroPayload(draftFromRecord(created as never)), updated_at: created.updated_at };
    const saved = await call("PUT", `/api/heroes/${created.id}`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("requires a title: 'Title is required.' for a missing or blank one", async () => {
    await expectNothingChanged(async () => {
      for (const body of [{}, { title: "   " }, { title: "" }]) {
        const res = await call("POST", "/api/heroes", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toContain("Title is required.");
        expect(res.body.field).toBe("title");
      }
      const existing = (await heroRows()).find((row) => row.organization_id === orgA)!;
      const blank = await call("PUT", `/api/heroes/${existing.id}`, { title: " " });
      expect(blank.status).toBe(400);
      expect(blank.body.error).toContain("Title is required.");
    });
  });

  it("refuses hostile or malformed values naming the field, changing nothing", async () => {
    const existing = (await heroRows()).find((row) => row.organization_id === orgA)!;
    await expectNothingChanged(async () => {
      for (const [body, field] of [
        [{ title: "x", button_style: { url: "javascript:alert(1)" } }, "button_style.url"],
        [{ title: "x", image: "javascript:alert(1)" }, "image"],
        [{ title: "x", title_style: { size: { desktop: "text-9xl" } } }, "title_style.size.desktop"],
        [{ title: "x", title_style: { size: { desktop: "130px" } } }, "title_style.size.desktop"],
        [{ title: "x", description_style: { weight: "heavy" } }, "description_style.weight"],
        [{ title: "x", title_style: { blockColumns: 4 } }, "title_style.blockColumns"],
        [{ title: "x", image_style: { width: 10 } }, "image_style.width"],
        [{ title: "x", animation_element: "Fireworks" }, "animation_element"],
        [{ title: "x", background_style: { color: "url(x)" } }, "background_style.color"],
        [{ title: "x", legacy: { h1_title: "x" } }, "legacy"],
        [{ title: "x", organization_id: orgB }, "organization_id"],
      ] as const) {
        const res = await call("POST", "/api/heroes", body);
        expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
        expect(res.body.field, JSON.stringify(body)).toBe(field);
      }
      expect((await call("PUT", `/api/heroes/${existing.id}`, {})).status).toBe(400);
    });
  });

  it("keeps organizations apart: foreign ids 404, the other organization 403, nothing changed", async () => {
    await expectNothingChanged(async () => {
      expect((await call("PUT", `/api/heroes/${foreignHero}`, { title: "Taken" })).status).toBe(404);
      expect((await call("DELETE", `/api/heroes/${foreignHero}`)).status).toBe(404);
      const list = await call("GET", "/api/heroes", undefined, { cookie: null });
      expect((list.body as unknown as { title: string }[]).map((hero) => hero.title)).not.toContain("B hero");
    });
  });

  it("asks the policy first: anonymous 401, a user 403, another site's admin 401", async () => {
    const existing = (await heroRows()).find((row) => row.organization_id === orgA)!;
    await expectNothingChanged(async () => {
      for (const [method, path, body] of [
        ["POST", "/api/heroes", { title: "t" }],
        ["PUT", `/api/heroes/${existing.id}`, { title: "t" }],
        ["DELETE", `/api/heroes/${existing.id}`, undefined],
      ] as const) {
        expect((await call(method, path, body, { cookie: null })).status).toBe(401);
        expect((await call(method, path, body, { cookie: cookies.userA })).status).toBe(403);
        expect((await call(method, path, body, { cookie: cookies.adminB })).status).toBe(401);
      }
    });
  });

  it("deletes a hero and restores it from its last revision with the same id", async () => {
    const created = (await call("POST", "/api/heroes", { title: "Short-lived", url_page: "/gone" })).body;
    const deleted = await call("DELETE", `/api/heroes/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(websiteHero)
        .where(eq(websiteHero.id, created.id as number)),
    ).toEqual([]);
    const history = await call("GET", `/api/revisions?entity=hero&id=${created.id}`);
    expect(history.status).toBe(200);
    const entries = history.body as unknown as { id: number; action: string }[];
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "create"]);
    const restored = await call("POST", `/api/revisions/${entries[0]!.id}/restore`);
    expect(restored.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(websiteHero)
      .where(eq(websiteHero.id, created.id as number));
    expect(row?.title).toBe("Short-lived");
  });

  it("puts heroes in the page layout (type hero) and saves their order with the sections", async () => {
    const hero = (await call("POST", "/api/heroes", { title: "Layout hero", url_page: "/layout" })).body;
    const section = (await call("POST", "/api/template-sections", { url_page: "/layout", section_title: "S" })).body;
    const layout = await call("GET", "/api/page-layout?url_page=/layout");
    expect(layout.status).toBe(200);
    expect(layout.body.sections).toEqual([
      { id: hero.id, type: "hero", title: "Layout hero", order: 0, data: { section_type: null } },
      { id: section.id, type: "template_section", title: "S", order: 0, data: { section_type: "general" } },
    ]);
    const saved = await call("PUT", "/api/page-layout", {
      sections: [
        { id: section.id, type: "template_section", order: 0 },
        { id: hero.id, type: "hero", order: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.sections as { type: string }[]).map((entry) => entry.type)).toEqual([
      "template_section",
      "hero",
    ]);
    await expectNothingChanged(async () => {
      const foreign = await call("PUT", "/api/page-layout", {
        sections: [{ id: foreignHero, type: "hero", order: 0 }],
      });
      expect(foreign.status).toBe(404);
    });
  });
});
