import { z } from "zod";
import { PAGE_DESCRIPTION_MAX, PAGE_MESSAGES, PAGE_TITLE_MAX, pageSlugIssue } from "../rules/pages.ts";

/**
 * The Create Page rules (spec editing-tools §2.6, §5), used by the API (server/api/pages/
 * pages.schemas.ts adds the OpenAPI names) and by the Create Page modal's form (decision 042).
 */

export const pageTitle = z
  .string({ error: "must be text" })
  .trim()
  .min(1, PAGE_MESSAGES.titleRequired)
  .max(PAGE_TITLE_MAX, `must be at most ${PAGE_TITLE_MAX} characters`);

/** The body's slug; its own rules (format, reserved, unique) are the domain's, with the modal's words. */
export const pageSlugText = z.string({ error: "must be text" }).max(300, "must be at most 300 characters");

export const pageDescription = z
  .string({ error: "must be text" })
  .max(PAGE_DESCRIPTION_MAX, PAGE_MESSAGES.descriptionTooLong);

/**
 * The modal's form, in the spec's order (title, slug, description): the API's rules, and the slug
 * rules the API checks after them (pageSlugIssue), so that the form says at once what it would; each
 * slug rule carries its code (`params.rule`), so the form words it in the person's language.
 */
export const createPageFormSchema = z.object({
  title: pageTitle,
  slug: pageSlugText.superRefine((slug, ctx) => {
    const problem = pageSlugIssue(slug);
    if (problem) ctx.addIssue({ code: "custom", ...problem });
  }),
  description: pageDescription,
});
