import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization, createTemplateSection } from "../../db/seed/factories.ts";
import { createFaqs, createSectionPerson } from "../../db/seed/showcase-factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] });
  const b = await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  const teamOne = await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: { url_page: "/home", order: 0, section_type: "team", section_title: "Team one" },
  });
  const teamTwo = await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: { url_page: "/home", order: 1, section_type: "team", section_title: "Team two" },
  });
  await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: { url_page: "/home", order: 2, is_faq_section: true, section_title: "FAQ" },
  });
  await createTemplateSection({
    db: t.db,
    organizationId: a.id,
    section: { url_page: "/home", order: 3, section_type: "testimonials", section_title: "Words" },
  });
  ids.teamOne = teamOne.section.id;
  ids.teamTwo = teamTwo.section.id;
  const team = (job_title: string, extra: object = {}) => ({ is_team_member: true, job_title, ...extra });
  await createSectionPerson({
    db: t.db,
    organizationId: a.id,
    fullName: "Zed Everywhere",
    email: "zed@a.test",
    team: team("Partner"),
  });
  await createSectionPerson({
    db: t.db,
    organizationId: a.id,
    fullName: "Amy Featured",
    email: "amy@a.test",
    team: team("Lead", { is_featured: true, display_order: 5 }),
  });
  await createSectionPerson({
    db: t.db,
    organizationId: a.id,
    fullName: "Only Two",
    email: "two@a.test",
    team: team("Analyst", { assigned_sections: [teamTwo.section.id], display_order: 1 }),
  });
  await createSectionPerson({
    db: t.db,
    organizationId: a.id,
    fullName: "Not Flagged",
    email: "nf@a.test",
    team: { is_team_member: false, job_title: "Former" },
    customer: { is_customer: true, testimonial_text: "Great work", rating: 4 },
  });
  await createSectionPerson({
    db: t.db,
    organizationId: b.id,
    fullName: "B Person",
    email: "b@b.test",
    team: team("Other org"),
  });
  await createFaqs({
    db: t.db,
    organizationId: a.id,
    items: [{ question: "Q1?", answer: "<p>A1</p><script>x()</script>" }],
  });
  await createFaqs({ db: t.db, organizationId: b.id, items: [{ question: "B question?", answer: "B" }] });
});

afterAll(() => t.close());

describe("GET /api/template-sections: records of faq, team and testimonials sections", () => {
  it("lists flagged team members per section: assigned to it or to none, featured first, then display order", async () => {
    const body = await (await t.request("/api/template-sections?url_page=/home", { host: "a.localhost" })).json();
    const names = (id: number) =>
      body.find((s: { id: number }) => s.id === id).team_members.map((m: { full_name: string }) => m.full_name);
    expect(names(ids.teamOne!)).toEqual(["Amy Featured", "Zed Everywhere"]);
    expect(names(ids.teamTwo!)).toEqual(["Amy Featured", "Only Two", "Zed Everywhere"]);
    expect(JSON.stringify(body)).not.toContain("B Person");
    expect(JSON.stringify(body)).not.toContain("@a.test");
  });

  it("gives the faq section (derived from its legacy flag) the organization's FAQs, sanitised", async () => {
    const body = await (await t.request("/api/template-sections?url_page=/home", { host: "a.localhost" })).json();
    const faq = body.find((s: { section_type: string }) => s.section_type === "faq");
    expect(faq.faq_items.map((f: { question: string; answer: string }) => [f.question, f.answer])).toEqual([
      ["Q1?", "<p>A1</p>"],
    ]);
  });

  it("gives testimonials the profiles whose customer object flags them", async () => {
    const body = await (await t.request("/api/template-sections?url_page=/home", { host: "a.localhost" })).json();
    const words = body.find((s: { section_type: string }) => s.section_type === "testimonials");
    expect(words.testimonials.map((p: { full_name: string }) => p.full_name)).toEqual(["Not Flagged"]);
    expect(words.testimonials[0].customer.testimonial_text).toBe("Great work");
  });
});
