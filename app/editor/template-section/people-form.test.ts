import { describe, expect, it } from "vitest";
import {
  customerFormFrom,
  isListedIn,
  parseCustomerForm,
  parseInteger,
  parseTeamForm,
  RATING_OPTIONS,
  splitCommas,
  splitLines,
  teamFormFrom,
  unassignSection,
} from "./people-form.ts";

describe("team form parsing", () => {
  it("parses integers or null", () => {
    expect(parseInteger("7")).toBe(7);
    expect(parseInteger(" 12 ")).toBe(12);
    expect(parseInteger("7.5")).toBe(7);
    expect(parseInteger("")).toBeNull();
    expect(parseInteger("seven")).toBeNull();
    expect(parseInteger("7 years")).toBeNull();
  });

  it("splits skills on commas and certifications on lines, trimmed, empties dropped", () => {
    expect(splitCommas(" React, ,SQL ,  ")).toEqual(["React", "SQL"]);
    expect(splitLines("AWS\n\n  GCP  \r\nAzure\n")).toEqual(["AWS", "GCP", "Azure"]);
  });

  it("requires a job title and builds the team object, assigning the section", () => {
    const form = { ...teamFormFrom(null), job_title: "  " };
    expect(parseTeamForm(form, null, 4)).toEqual({ error: "Job title is required" });
    const parsed = parseTeamForm(
      {
        ...teamFormFrom(null),
        job_title: " Designer ",
        skills: "Figma, , CSS",
        certifications: "A\n\nB",
        achievements: " Won \n",
        experience_years: "5",
        years_of_experience: "x",
        display_order: "",
        department: " ",
      },
      null,
      4,
    );
    expect(parsed).toEqual({
      team: expect.objectContaining({
        is_team_member: true,
        job_title: "Designer",
        skills: ["Figma", "CSS"],
        certifications: ["A", "B"],
        achievements: ["Won"],
        experience_years: 5,
        years_of_experience: null,
        display_order: null,
        department: null,
        assigned_sections: [4],
      }),
    });
  });

  it("prefills from the team object and round-trips lists", () => {
    const team = {
      is_team_member: true,
      job_title: "CTO",
      skills: ["Go", "SQL"],
      certifications: ["X", "Y"],
      experience_years: 10,
      assigned_sections: [2],
    };
    const form = teamFormFrom(team);
    expect(form).toMatchObject({ job_title: "CTO", skills: "Go, SQL", certifications: "X\nY", experience_years: "10" });
    const parsed = parseTeamForm(form, team, 4);
    expect("team" in parsed && parsed.team.assigned_sections).toEqual([2, 4]);
    // Already shown everywhere (empty list): stays everywhere.
    const everywhere = parseTeamForm(form, { ...team, assigned_sections: [] }, 4);
    expect("team" in everywhere && everywhere.team.assigned_sections).toEqual([]);
  });
});

describe("testimonial form parsing", () => {
  it("defaults to 5 stars and today, and offers 5 to 1 stars", () => {
    expect(customerFormFrom(null, new Date(2026, 10, 23))).toMatchObject({
      rating: "5",
      testimonial_date: "2026-11-23",
    });
    expect(RATING_OPTIONS).toEqual([5, 4, 3, 2, 1]);
  });

  it("requires the text and a rating of 1 to 5", () => {
    const form = customerFormFrom(null);
    expect(parseCustomerForm({ ...form, testimonial_text: " " }, null, 3)).toEqual({
      error: "Testimonial text is required",
    });
    expect(parseCustomerForm({ ...form, testimonial_text: "Hi", rating: "" }, null, 3)).toEqual({
      error: "Rating is required",
    });
    const ok = parseCustomerForm({ ...form, testimonial_text: " Great ", rating: "4", company: "Acme" }, null, 3);
    expect(ok).toEqual({
      customer: expect.objectContaining({
        is_customer: true,
        testimonial_text: "Great",
        rating: 4,
        company: "Acme",
        assigned_sections: [3],
      }),
    });
  });
});

describe("assignment", () => {
  it("removal only drops this section", () => {
    expect(unassignSection([3, 4], 3)).toEqual({ assigned_sections: [4], active: true });
    // Nothing left would mean "every section": the role is switched off instead.
    expect(unassignSection([3], 3)).toEqual({ assigned_sections: [], active: false });
    expect(unassignSection([], 3)).toEqual({ assigned_sections: [], active: false });
  });

  it("lists flagged people assigned to the section or to none", () => {
    const person = (team: object | null) => ({ team: team as never, customer: null });
    expect(isListedIn(person({ is_team_member: true, job_title: "x", assigned_sections: [] }), "team", 3)).toBe(true);
    expect(isListedIn(person({ is_team_member: true, job_title: "x", assigned_sections: [3] }), "team", 3)).toBe(true);
    expect(isListedIn(person({ is_team_member: true, job_title: "x", assigned_sections: [4] }), "team", 3)).toBe(false);
    expect(isListedIn(person({ is_team_member: false, job_title: "x" }), "team", 3)).toBe(false);
    expect(isListedIn(person(null), "testimonials", 3)).toBe(false);
  });
});
