/**
 * The team and testimonial manager's form (spec editing-tools §2.4, §3, §4, §5): prefill from a
 * profile's team or customer object, parse back into the object, and assign or unassign a section.
 */
import { z } from "zod";
import { PEOPLE_MESSAGES, type CustomerObject, type TeamObject } from "../../../shared/rules/people.ts";
import { customerObject, plainTranslationRules, teamObject } from "../../../shared/schemas/people-schema.ts";

export type PeopleKind = "team" | "testimonials";

export type TeamForm = {
  image: string;
  job_title: string;
  /** Per language (decision 069); blank ones are left out. */
  job_title_translation: Record<string, string>;
  pseudonym: string;
  department: string;
  department_translation: Record<string, string>;
  description: string;
  description_translation: Record<string, string>;
  bio: string;
  experience_years: string;
  years_of_experience: string;
  education: string;
  certifications: string;
  achievements: string;
  skills: string;
  linkedin_url: string;
  twitter_url: string;
  github_url: string;
  portfolio_url: string;
  is_featured: boolean;
  display_order: string;
};

export type CustomerForm = {
  image: string;
  testimonial_text: string;
  testimonial_text_translation: Record<string, string>;
  rating: string;
  pseudonym: string;
  company: string;
  company_logo: string;
  job_title: string;
  job_title_translation: Record<string, string>;
  project_type: string;
  description: string;
  testimonial_date: string;
  linkedin_url: string;
  is_featured: boolean;
  display_order: string;
};

/** Rating options, 5 stars first (spec §5). */
export const RATING_OPTIONS = [5, 4, 3, 2, 1] as const;

const text = (value: string | null | undefined) => value ?? "";
const number = (value: number | null | undefined) => (typeof value === "number" ? String(value) : "");

export function teamFormFrom(team: TeamObject | null | undefined): TeamForm {
  return {
    image: text(team?.image),
    job_title: text(team?.job_title),
    job_title_translation: team?.job_title_translation ?? {},
    pseudonym: text(team?.pseudonym),
    department: text(team?.department),
    department_translation: team?.department_translation ?? {},
    description: text(team?.description),
    description_translation: team?.description_translation ?? {},
    bio: text(team?.bio),
    experience_years: number(team?.experience_years),
    years_of_experience: number(team?.years_of_experience),
    education: text(team?.education),
    certifications: (team?.certifications ?? []).join("\n"),
    achievements: (team?.achievements ?? []).join("\n"),
    skills: (team?.skills ?? []).join(", "),
    linkedin_url: text(team?.linkedin_url),
    twitter_url: text(team?.twitter_url),
    github_url: text(team?.github_url),
    portfolio_url: text(team?.portfolio_url),
    is_featured: Boolean(team?.is_featured),
    display_order: number(team?.display_order),
  };
}

/** Today as YYYY-MM-DD (the default testimonial date), in the editor's own calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function customerFormFrom(customer: CustomerObject | null | undefined, now = new Date()): CustomerForm {
  return {
    image: text(customer?.image),
    testimonial_text: text(customer?.testimonial_text),
    testimonial_text_translation: customer?.testimonial_text_translation ?? {},
    rating: String(customer?.rating ?? 5),
    pseudonym: text(customer?.pseudonym),
    company: text(customer?.company),
    company_logo: text(customer?.company_logo),
    job_title: text(customer?.job_title),
    job_title_translation: customer?.job_title_translation ?? {},
    project_type: text(customer?.project_type),
    description: text(customer?.description),
    testimonial_date: text(customer?.testimonial_date) || today(now),
    linkedin_url: text(customer?.linkedin_url),
    is_featured: Boolean(customer?.is_featured),
    display_order: number(customer?.display_order),
  };
}

/** A whole number, or null for anything else (empty, words, fractions are cut: "7.5" is 7). */
export function parseInteger(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Comma-separated entries, trimmed, empties dropped (skills). */
export function splitCommas(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** One entry per line, trimmed, empties dropped (certifications, achievements). */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const orNull = (value: string) => value.trim() || null;

/**
 * A section newly assigned: a person assigned to no section yet (and already shown) is shown
 * everywhere, so the list stays empty; someone new to the role is assigned to this section only.
 */
export function assignSection(current: number[] | undefined, wasListed: boolean, sectionId: number): number[] {
  const list = current ?? [];
  if (list.includes(sectionId)) return list;
  if (list.length === 0 && wasListed) return list;
  return [...list, sectionId];
}

/**
 * Removal drops only this section from the list (spec §4). An empty list means "every section",
 * so when nothing would be left (or the list was empty already) the role is switched off instead:
 * otherwise the person would stay in this section, and appear in all the others.
 */
export function unassignSection(
  current: number[] | undefined,
  sectionId: number,
): { assigned_sections: number[]; active: boolean } {
  const rest = (current ?? []).filter((id) => id !== sectionId);
  return rest.length === 0 ? { assigned_sections: [], active: false } : { assigned_sections: rest, active: true };
}

/** The team object a form describes, before the section is assigned (what the form's schema checks). */
export function teamFromForm(form: TeamForm): TeamObject {
  return {
    is_team_member: true,
    image: orNull(form.image),
    job_title: form.job_title.trim(),
    job_title_translation: form.job_title_translation,
    pseudonym: orNull(form.pseudonym),
    department: orNull(form.department),
    department_translation: form.department_translation,
    description: orNull(form.description),
    description_translation: form.description_translation,
    bio: orNull(form.bio),
    experience_years: parseInteger(form.experience_years),
    years_of_experience: parseInteger(form.years_of_experience),
    education: orNull(form.education),
    certifications: splitLines(form.certifications),
    achievements: splitLines(form.achievements),
    skills: splitCommas(form.skills),
    linkedin_url: orNull(form.linkedin_url),
    twitter_url: orNull(form.twitter_url),
    github_url: orNull(form.github_url),
    portfolio_url: orNull(form.portfolio_url),
    is_featured: form.is_featured,
    display_order: parseInteger(form.display_order),
  };
}

export function parseTeamForm(
  form: TeamForm,
  existing: TeamObject | null | undefined,
  sectionId: number,
): { team: TeamObject } | { error: string } {
  if (!form.job_title.trim()) return { error: PEOPLE_MESSAGES.jobTitle };
  return {
    team: {
      ...existing,
      ...teamFromForm(form),
      assigned_sections: assignSection(existing?.assigned_sections, Boolean(existing?.is_team_member), sectionId),
    },
  };
}

/** The customer object a form describes, before the section is assigned (what the form's schema checks). */
export function customerFromForm(form: CustomerForm): CustomerObject {
  return {
    is_customer: true,
    image: orNull(form.image),
    testimonial_text: form.testimonial_text.trim(),
    testimonial_text_translation: form.testimonial_text_translation,
    rating: parseInteger(form.rating),
    pseudonym: orNull(form.pseudonym),
    company: orNull(form.company),
    company_logo: orNull(form.company_logo),
    job_title: orNull(form.job_title),
    job_title_translation: form.job_title_translation,
    project_type: orNull(form.project_type),
    description: orNull(form.description),
    testimonial_date: orNull(form.testimonial_date),
    linkedin_url: orNull(form.linkedin_url),
    is_featured: form.is_featured,
    display_order: parseInteger(form.display_order),
  };
}

export function parseCustomerForm(
  form: CustomerForm,
  existing: CustomerObject | null | undefined,
  sectionId: number,
): { customer: CustomerObject } | { error: string } {
  if (!form.testimonial_text.trim()) return { error: PEOPLE_MESSAGES.testimonialText };
  const rating = parseInteger(form.rating);
  if (rating === null || rating < 1 || rating > 5) return { error: PEOPLE_MESSAGES.rating };
  return {
    customer: {
      ...existing,
      ...customerFromForm(form),
      assigned_sections: assignSection(existing?.assigned_sections, Boolean(existing?.is_customer), sectionId),
    },
  };
}

/**
 * What the forms check before sending: the API's own team and customer rules (shared/schemas/people-schema.ts)
 * over the object the form describes; an error's path is the form field's name (`job_title`).
 */
export const teamFormSchema = z.custom<TeamForm>().transform(teamFromForm).pipe(teamObject(plainTranslationRules));

export const customerFormSchema = z
  .custom<CustomerForm>()
  .transform(customerFromForm)
  .pipe(customerObject(plainTranslationRules));

/** Whether a profile shows in a section of this kind (spec §4). */
export function isListedIn(
  profile: { team: TeamObject | null; customer: CustomerObject | null },
  kind: PeopleKind,
  sectionId: number,
): boolean {
  const entry = kind === "team" ? profile.team : profile.customer;
  const flagged = kind === "team" ? profile.team?.is_team_member : profile.customer?.is_customer;
  if (!entry || !flagged) return false;
  const list = entry.assigned_sections ?? [];
  return list.length === 0 || list.includes(sectionId);
}
