import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, nextIp } from "../../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { profiles, revisions } from "../../../../server/db/schema/index.ts";
import { listSitePaths } from "../../../../server/domain/content/list-site-paths.ts";

/**
 * Translation coverage through the API (decision 069): a source edit makes its translation stale in
 * the same write, the coverage lists it, "Mark as still correct" clears it, a new translation is
 * current, and the figures move with each step.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA = 0;
const cookies: Record<string, string> = {};

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: string, path: string, body?: unknown, cookie: string | undefined = cookies.adminA) {
  const res = await t.request(path, {
    method,
    host: "a.localhost",
    headers: {
      origin: "http://a.localhost",
      "x-forwarded-for": nextIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Body) : {} };
}

beforeAll(async () => {
  t = await createTestApp();
  orgA = (
    await createOrganization({
      db: t.db,
      name: "Org A",
      hosts: ["a.localhost"],
      settings: { language: "en", supported_locales: ["en", "es", "fr"] },
    })
  ).id;
  await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com" });
  await a.register({ email: "user-a@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  cookies.adminA = await a.signIn("admin-a@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const coverage = (query = "") => call("GET", `/api/organizations/${orgA}/translations${query}`);
const titleItem = (body: Body, heroId: number, locale: string) =>
  (body.items as Body[]).find(
    (item) =>
      item.kind === "website_hero" && item.id === String(heroId) && item.field === "title" && item.locale === locale,
  );

describe("translation coverage", () => {
  it("follows a source edit, a confirmation and a new translation", async () => {
    const created = await call("POST", "/api/heroes", { title: "Welcome", url_page: "/home" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const heroId = created.body.id as number;

    let answer = await coverage("?page=/home");
    expect(answer.status).toBe(200);
    expect(answer.body.defaultLocale).toBe("en");
    expect(answer.body.locales.map((l: Body) => l.locale)).toEqual(["es", "fr"]);
    expect(titleItem(answer.body, heroId, "es")).toMatchObject({ state: "missing", page: "/home", label: "Welcome" });

    // A translation saved: current; the Spanish figure moves up.
    const translated = await call("PUT", `/api/heroes/${heroId}`, {
      title_translation: { es: "Bienvenido" },
      updated_at: created.body.updated_at,
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    answer = await coverage("?page=/home");
    expect(titleItem(answer.body, heroId, "es")).toBeUndefined();
    const es = () => (answer.body.locales as Body[]).find((l) => l.locale === "es")!;
    const afterTranslation = es();
    expect(afterTranslation.current).toBeGreaterThanOrEqual(1);

    // The source changes: the translation is stale, in the same write.
    const edited = await call("PUT", `/api/heroes/${heroId}`, {
      title: "Welcome to our shop",
      updated_at: translated.body.updated_at,
    });
    expect(edited.status).toBe(200);
    answer = await coverage("?page=/home&locale=es");
    expect(titleItem(answer.body, heroId, "es")).toMatchObject({ state: "stale", excerpt: "Welcome to our shop" });
    expect(es()).toMatchObject({ stale: afterTranslation.stale + 1, current: afterTranslation.current - 1 });
    expect(answer.body.locales).toHaveLength(1);

    // Only admins ask, and only about their own organization.
    expect((await call("GET", `/api/organizations/${orgA}/translations`, undefined, cookies.userA)).status).toBe(403);
    expect((await call("GET", `/api/organizations/${orgA + 1}/translations`)).status).toBe(404);

    // "Mark as still correct": current again, with a revision for History and the audit log.
    const ref = { kind: "website_hero", id: String(heroId), field: "title", locale: "es" };
    const confirmed = await call("POST", `/api/organizations/${orgA}/translations/confirm`, ref);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.changed).toBe(true);
    answer = await coverage("?page=/home&locale=es");
    expect(titleItem(answer.body, heroId, "es")).toBeUndefined();
    expect(es()).toMatchObject(afterTranslation);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.organization_id, orgA), eq(revisions.entity, "translation")));
    expect(revision).toMatchObject({ entity_id: `website_hero:${heroId}:title:es`, actor_name: expect.any(String) });
    expect((await call("POST", `/api/organizations/${orgA}/translations/confirm`, ref)).body.changed).toBe(false);

    // Edited again, then translated anew: the new translation is current.
    const again = await call("PUT", `/api/heroes/${heroId}`, { title: "Hello", updated_at: edited.body.updated_at });
    expect(titleItem((await coverage("?locale=es")).body, heroId, "es")).toMatchObject({ state: "stale" });
    const hola = await call("PUT", `/api/heroes/${heroId}`, {
      title_translation: { es: "Hola" },
      updated_at: again.body.updated_at,
    });
    expect(titleItem((await coverage("?locale=es")).body, heroId, "es")).toBeUndefined();

    // hreflang and the sitemap read the site index: /home is Spanish, not French, until it is.
    expect((await listSitePaths({ db: t.db, organizationId: orgA })).translated["/home"]).toEqual(["es"]);
    await call("PUT", `/api/heroes/${heroId}`, {
      title_translation: { es: "Hola", fr: "Bonjour" },
      updated_at: hola.body.updated_at,
    });
    expect((await listSitePaths({ db: t.db, organizationId: orgA })).translated["/home"]).toEqual(["es", "fr"]);
    expect(titleItem((await coverage("?locale=fr")).body, heroId, "fr")).toBeUndefined();
  });

  it("follows a team member's and a testimonial's texts, placed on the people sections that show them", async () => {
    const [person] = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.organization_id, orgA), eq(profiles.email, "user-a@example.com")));
    const id = String(person!.id);
    const section = await call("POST", "/api/template-sections", {
      url_page: "/team",
      section_title: "Our team",
      section_type: "team",
    });
    expect(section.status, JSON.stringify(section.body)).toBe(201);
    const profileItem = (body: Body, field: string, locale: string) =>
      (body.items as Body[]).find(
        (item) => item.kind === "profiles" && item.id === id && item.field === field && item.locale === locale,
      );
    const es = (body: Body) => (body.locales as Body[]).find((l) => l.locale === "es")!;
    const listed = await call("GET", "/api/profiles");
    let version = (listed.body as unknown as Body[]).find((p) => String(p.id) === id)!.updated_at as string;
    const saveTeam = async (team: Body) => {
      const saved = await call("PATCH", `/api/profiles/${id}`, { team, updated_at: version });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      version = saved.body.updated_at as string;
    };

    const before = es((await coverage("?page=/team")).body);
    // A team member with a Spanish job title: current in Spanish, missing in French, on /team.
    await saveTeam({ is_team_member: true, job_title: "Designer", job_title_translation: { es: "Diseñadora" } });
    let answer = await coverage("?page=/team");
    expect(profileItem(answer.body, "team.job_title", "es")).toBeUndefined();
    expect(profileItem(answer.body, "team.job_title", "fr")).toMatchObject({
      state: "missing",
      page: "/team",
      section: section.body.id,
      label: expect.any(String),
      excerpt: "Designer",
    });
    expect(es(answer.body)).toMatchObject({ total: before.total + 1, current: before.current + 1 });
    const translated = es(answer.body);

    // The job title changes: the Spanish translation is stale, in the same write.
    await saveTeam({ is_team_member: true, job_title: "Lead designer", job_title_translation: { es: "Diseñadora" } });
    answer = await coverage("?page=/team&locale=es");
    expect(profileItem(answer.body, "team.job_title", "es")).toMatchObject({
      state: "stale",
      excerpt: "Lead designer",
    });
    expect(es(answer.body)).toMatchObject({ stale: translated.stale + 1, current: translated.current - 1 });
    // The editors ask about the one record they edit.
    const record = await coverage(`?kind=profiles&record=${id}&locale=es`);
    expect((record.body.items as Body[]).map((item) => [item.field, item.state])).toEqual([
      ["team.job_title", "stale"],
    ]);

    // "Mark as still correct": current again, with a revision; another organization cannot.
    const ref = { kind: "profiles", id, field: "team.job_title", locale: "es" };
    const confirmed = await call("POST", `/api/organizations/${orgA}/translations/confirm`, ref);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.changed).toBe(true);
    answer = await coverage("?page=/team&locale=es");
    expect(profileItem(answer.body, "team.job_title", "es")).toBeUndefined();
    expect(es(answer.body)).toMatchObject(translated);
    expect((await call("POST", `/api/organizations/${orgA + 1}/translations/confirm`, ref)).status).toBe(404);

    // Edited again, then translated anew: the new translation is current.
    await saveTeam({ is_team_member: true, job_title: "Art director", job_title_translation: { es: "Diseñadora" } });
    expect(profileItem((await coverage("?locale=es")).body, "team.job_title", "es")).toMatchObject({ state: "stale" });
    await saveTeam({
      is_team_member: true,
      job_title: "Art director",
      job_title_translation: { es: "Directora de arte" },
    });
    answer = await coverage("?page=/team&locale=es");
    expect(profileItem(answer.body, "team.job_title", "es")).toBeUndefined();
    expect(es(answer.body)).toMatchObject(translated);

    // No longer a team member: nothing of the team entry is shown, so nothing is counted.
    await saveTeam({ is_team_member: false, job_title: "Art director" });
    expect(es((await coverage("?page=/team")).body)).toMatchObject(before);
    // A testimonial no testimonials section shows is site-wide content, with no section to open.
    const customer = await call("PATCH", `/api/profiles/${id}`, {
      customer: { is_customer: true, testimonial_text: "Great work", rating: 5 },
      updated_at: version,
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    const testimonial = profileItem((await coverage("?page=site")).body, "customer.testimonial_text", "es");
    expect(testimonial).toMatchObject({ state: "missing", page: null });
    expect(testimonial!.section).toBeUndefined();
  });

  it("refuses a confirmation of nothing, or of another organization's record, as JSON 4xx", async () => {
    const created = await call("POST", "/api/heroes", { title: "Plain", url_page: "/about" });
    const nothing = await call("POST", `/api/organizations/${orgA}/translations/confirm`, {
      kind: "website_hero",
      id: String(created.body.id),
      field: "title",
      locale: "fr",
    });
    expect(nothing).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    const unknown = await call("POST", `/api/organizations/${orgA}/translations/confirm`, {
      kind: "users",
      id: "1",
      field: "email",
      locale: "es",
    });
    expect(unknown.status).toBe(404);
    const bad = await call("POST", `/api/organizations/${orgA}/translations/confirm`, { kind: "x" });
    expect(bad.status).toBe(400);
  });
});
