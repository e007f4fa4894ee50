import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import { profiles, revisions } from "../../db/schema/index.ts";
import { CONTENT_CHANGED_CHANNEL } from "../../events.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgA: number;
let orgB: number;
const cookies: Record<string, string> = {};
const ids = { zoe: 0, ada: 0, foreignProfile: 0, section: 0, otherSection: 0, foreignSection: 0 };
let events: number[] = [];

const call = jsonApi(
  () => t,
  () => cookies.adminA,
);

const profileOf = async (organizationId: number, email: string) =>
  (
    await t.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.organization_id, organizationId), eq(profiles.email, email)))
  )[0]!;
const profileRow = async (id: number) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const revisionCount = async () => (await t.db.select({ id: revisions.id }).from(revisions)).length;

/** Runs `act` and checks that no profile, revision or event changed. */
async function expectNothingChanged(act: () => Promise<unknown>) {
  const snapshot = async () => JSON.stringify(await t.db.select().from(profiles).orderBy(profiles.id));
  const before = await snapshot();
  const revisionsBefore = await revisionCount();
  events = [];
  await act();
  expect(await snapshot()).toBe(before);
  expect(await revisionCount()).toBe(revisionsBefore);
  expect(events).toEqual([]);
}

const team = (extra: Record<string, unknown> = {}) => ({ is_team_member: true, job_title: "Engineer", ...extra });
const customer = (extra: Record<string, unknown> = {}) => ({
  is_customer: true,
  testimonial_text: "Great work",
  rating: 5,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const a = accountClient(t, "a.localhost");
  const b = accountClient(t, "b.localhost");
  await a.register({ email: "zoe@example.com", fullName: "Zoe Zed" });
  await a.register({ email: "ada@example.com", fullName: "Ada Admin" });
  await a.register({ email: "user-a@example.com", fullName: "Mia User" });
  await b.register({ email: "admin-b@example.com", fullName: "Bob B" });
  await makeAdmin({ db: t.db, email: "ada@example.com", organization: "a.localhost" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
  cookies.adminA = await a.signIn("ada@example.com");
  cookies.userA = await a.signIn("user-a@example.com");
  cookies.adminB = await b.signIn("admin-b@example.com");
  ids.zoe = (await profileOf(orgA, "zoe@example.com")).id;
  ids.ada = (await profileOf(orgA, "ada@example.com")).id;
  ids.foreignProfile = (await profileOf(orgB, "admin-b@example.com")).id;
  const section = (title: string, organizationId: number) =>
    createTemplateSection({
      db: t.db,
      organizationId,
      section: { url_page: "/team", section_title: title, section_type: "team" },
    });
  ids.section = (await section("Our team", orgA)).section.id;
  ids.otherSection = (await section("Leaders", orgA)).section.id;
  ids.foreignSection = (await section("B team", orgB)).section.id;
  t.services.events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => events.push(JSON.parse(message).organizationId));
});

afterAll(() => t.close());

describe("who may read and write profiles", () => {
  const cases: [string, () => string, unknown?][] = [
    ["GET", () => "/api/profiles"],
    ["PATCH", () => `/api/profiles/${ids.zoe}`, { team: team() }],
  ];
  for (const [method, path, body] of cases) {
    it(`${method} /api/profiles: anonymous 401, a user 403, another site's admin 401, nothing changed`, async () => {
      await expectNothingChanged(async () => {
        expect((await call(method, path(), body, { cookie: null })).status).toBe(401);
        expect((await call(method, path(), body, { cookie: cookies.userA })).status).toBe(403);
        expect((await call(method, path(), body, { cookie: cookies.adminB })).status).toBe(401);
      });
    });
  }
});

describe("GET /api/profiles", () => {
  it("lists the organization's profiles ordered by full name, with e-mail, team and customer", async () => {
    const res = await call("GET", "/api/profiles");
    expect(res.status).toBe(200);
    const list = res.body as unknown as { id: number; full_name: string; email: string; team: unknown }[];
    expect(list.map((p) => p.full_name)).toEqual(["Ada Admin", "Mia User", "Zoe Zed"]);
    expect(list[0]).toMatchObject({ id: ids.ada, email: "ada@example.com", team: null, customer: null });
    expect(list.map((p) => p.id)).not.toContain(ids.foreignProfile);
    expect(list[0]).not.toHaveProperty("organization_id");
  });
});

describe("PATCH /api/profiles/{id}", () => {
  it("replaces the team object, trimming lists and dropping empties, with one revision and one purge", async () => {
    const before = await revisionCount();
    events = [];
    const res = await call("PATCH", `/api/profiles/${ids.zoe}`, {
      team: team({
        job_title: "  Lead engineer ",
        skills: [" React", "", "SQL "],
        certifications: ["AWS", "  "],
        experience_years: 7,
        assigned_sections: [ids.section],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.team).toMatchObject({
      is_team_member: true,
      job_title: "Lead engineer",
      skills: ["React", "SQL"],
      certifications: ["AWS"],
      experience_years: 7,
      assigned_sections: [ids.section],
    });
    expect(res.body).not.toHaveProperty("email");
    expect((await profileRow(ids.zoe)).team?.job_title).toBe("Lead engineer");
    expect(await revisionCount()).toBe(before + 1);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(eq(revisions.entity_id, String(ids.zoe)));
    expect(revision).toMatchObject({ entity: "profile", action: "update" });
    expect(JSON.stringify(revision!.after)).not.toContain("zoe@example.com");
    expect(events).toEqual([orgA]);
  });

  it("replaces the customer object and leaves the team object alone", async () => {
    const res = await call("PATCH", `/api/profiles/${ids.zoe}`, {
      customer: customer({ rating: 4, company: "Acme", testimonial_date: "2026-11-01" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ testimonial_text: "Great work", rating: 4, company: "Acme" });
    expect((await profileRow(ids.zoe)).team?.job_title).toBe("Lead engineer");
  });

  it("removing a section only drops it from assigned_sections", async () => {
    await call("PATCH", `/api/profiles/${ids.zoe}`, {
      team: team({ job_title: "Lead engineer", assigned_sections: [ids.section, ids.otherSection] }),
    });
    const res = await call("PATCH", `/api/profiles/${ids.zoe}`, {
      team: team({ job_title: "Lead engineer", assigned_sections: [ids.otherSection] }),
    });
    expect(res.status).toBe(200);
    expect((await profileRow(ids.zoe)).team).toMatchObject({
      is_team_member: true,
      job_title: "Lead engineer",
      assigned_sections: [ids.otherSection],
    });
  });

  it("a stale version gets 409 with the current record, nothing written", async () => {
    const current = await profileRow(ids.zoe);
    await call("PATCH", `/api/profiles/${ids.zoe}`, { team: team({ job_title: "Newer" }) });
    await expectNothingChanged(async () => {
      const res = await call("PATCH", `/api/profiles/${ids.zoe}`, {
        team: team({ job_title: "Older" }),
        updated_at: current.updated_at.toISOString(),
      });
      expect(res.status).toBe(409);
      expect((res.body.current as unknown as Record<string, unknown>).team).toMatchObject({ job_title: "Newer" });
    });
  });

  it("refuses bad bodies with the field and the reason, nothing changed", async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ team: team({ job_title: "  " }) }, "team.job_title", /Job title is required/],
      [{ team: { is_team_member: true } }, "team.job_title", /Job title is required/],
      [{ customer: customer({ testimonial_text: "" }) }, "customer.testimonial_text", /Testimonial text is required/],
      [{ customer: { is_customer: true, testimonial_text: "Hi" } }, "customer.rating", /Rating is required/],
      [{ customer: customer({ rating: 6 }) }, "customer.rating", /between 1 and 5/],
      [{ customer: customer({ rating: 0 }) }, "customer.rating", /between 1 and 5/],
      [{ customer: customer({ rating: 4.5 }) }, "customer.rating", /whole number/],
      [{ team: team({ experience_years: -1 }) }, "team.experience_years", /not be negative/],
      [{ team: team({ skills: "a, b" }) }, "team.skills", /list of texts/],
      [
        { team: team({ linkedin_url: "javascript:alert(1)" }) },
        "team.linkedin_url",
        /https:\/\/, http:\/\/, mailto: or tel: address/,
      ],
      [{ team: team({ salary: 5 }) }, "team.salary", /is not a known field/],
      [{ team: team(), customer: customer() }, "", /either team or customer/],
      [{}, "", /either team or customer/],
    ];
    await expectNothingChanged(async () => {
      for (const [body, field, reason] of cases) {
        const res = await call("PATCH", `/api/profiles/${ids.zoe}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        if (field) expect(res.body.field, JSON.stringify(body)).toBe(field);
        expect(res.body.error, JSON.stringify(body)).toMatch(reason);
      }
      expect((await call("PATCH", "/api/profiles/abc", { team: team() })).status).toBe(400);
    });
  });

  it("another organization's profile or section is a 404, nothing changed", async () => {
    await expectNothingChanged(async () => {
      expect((await call("PATCH", `/api/profiles/${ids.foreignProfile}`, { team: team() })).status).toBe(404);
      const res = await call("PATCH", `/api/profiles/${ids.zoe}`, {
        team: team({ assigned_sections: [ids.foreignSection] }),
      });
      expect(res.status).toBe(404);
    });
  });
});
