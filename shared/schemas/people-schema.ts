import { z } from "zod";
import { flag, link, text, translations as translationsOf } from "./field-rules.ts";
import { PEOPLE_MESSAGES } from "../rules/people.ts";

/**
 * The team and customer objects of a profile (spec editing-tools §3, §5), as the team/testimonial
 * manager sends them: the whole object, strict (an unknown field is a 400 naming it). Used by the API
 * (server/api/profiles/profiles.schemas.ts names them for OpenAPI and describes the per-language
 * fields) and by the manager's forms (decision 042): one set of rules and messages on both sides.
 */
const optionalText = (max: number) => text(max).nullable().optional();
const optionalLink = link.nullable().optional();
const count = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(1000, "must be at most 1000")
  .nullable()
  .optional();
const list = (max: number) =>
  z.array(text(max), { error: "must be a list of texts" }).max(100, "must list at most 100 entries").optional();
const sectionIds = z
  .array(
    z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be a positive id")
      .max(2_147_483_647, "is not a valid id"),
    { error: "must be a list of section ids" },
  )
  .max(500, "must list at most 500 sections")
  .optional();
const displayOrder = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must not be negative")
  .max(1_000_000, "must be at most 1000000")
  .nullable()
  .optional();

/** `rule` names the message for the reader's language (decision 082). */
const required = (message: string, max: number, rule: string) =>
  z
    .string({ error: message })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== "", { message, params: { rule } });

/** Per-language texts and lists; the API passes its own, described for OpenAPI. */
export type PeopleTranslationRules<T extends z.ZodType, L extends z.ZodType> = { translations: T; listTranslations: L };

export const plainTranslationRules = {
  translations: translationsOf(5000).optional(),
  listTranslations: z
    .record(z.string().max(10), z.array(text(100)).max(100, "must list at most 100 entries"), {
      error: "must map language codes to lists of texts",
    })
    .optional(),
};

export function teamObject<T extends z.ZodType, L extends z.ZodType>({
  translations,
  listTranslations,
}: PeopleTranslationRules<T, L>) {
  return z.strictObject({
    is_team_member: flag,
    image: optionalLink,
    job_title: required(PEOPLE_MESSAGES.jobTitle, 200, "job_title_required"),
    job_title_translation: translations,
    pseudonym: optionalText(200),
    department: optionalText(200),
    department_translation: translations,
    description: optionalText(5000),
    description_translation: translations,
    bio: optionalText(5000),
    experience_years: count,
    years_of_experience: count,
    education: optionalText(1000),
    certifications: list(300),
    achievements: list(300),
    skills: list(100),
    skills_translation: listTranslations,
    linkedin_url: optionalLink,
    twitter_url: optionalLink,
    github_url: optionalLink,
    portfolio_url: optionalLink,
    is_featured: flag.optional(),
    display_order: displayOrder,
    assigned_sections: sectionIds,
  });
}

export function customerObject<T extends z.ZodType, L extends z.ZodType>({
  translations,
}: PeopleTranslationRules<T, L>) {
  return z.strictObject({
    is_customer: flag,
    image: optionalLink,
    testimonial_text: required(PEOPLE_MESSAGES.testimonialText, 5000, "testimonial_text_required"),
    testimonial_text_translation: translations,
    rating: z
      .number({ error: PEOPLE_MESSAGES.rating })
      .int("must be a whole number of stars")
      .min(1, "must be between 1 and 5")
      .max(5, "must be between 1 and 5"),
    pseudonym: optionalText(200),
    company: optionalText(200),
    company_logo: optionalLink,
    job_title: optionalText(200),
    job_title_translation: translations,
    project_type: optionalText(200),
    description: optionalText(5000),
    testimonial_date: z.iso.date({ error: "must be a day like 2026-11-23" }).nullable().optional(),
    linkedin_url: optionalLink,
    is_featured: flag.optional(),
    display_order: displayOrder,
    assigned_sections: sectionIds,
  });
}
