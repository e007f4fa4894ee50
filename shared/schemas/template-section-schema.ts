import { z } from "zod";
import { LIMITS } from "./field-rules.ts";

/**
 * The template section's title rule and its message (spec editing-tools §5: a general section needs
 * a title; every other type may go without), used by the API (server/api/content/content.schemas.ts)
 * and by the template section editor's form (decision 042).
 */
export const SECTION_TITLE_MESSAGE = "Please enter a section title";

/** Whether a section of this type with this title lacks the title it needs. */
export function missingSectionTitle(type: string, title: string | null | undefined): boolean {
  return type === "general" && !title?.trim();
}

/** What the template section editor's form checks before sending (the API checks the same on arrival). */
export const sectionFormSchema = z
  .object({
    section_type: z.string(),
    section_title: z.string({ error: "must be text" }).max(LIMITS.title, `must be at most ${LIMITS.title} characters`),
    section_description: z
      .string({ error: "must be text" })
      .max(LIMITS.richText, `must be at most ${LIMITS.richText} characters`),
  })
  .superRefine((draft, ctx) => {
    if (missingSectionTitle(draft.section_type, draft.section_title)) {
      ctx.addIssue({
        code: "custom",
        path: ["section_title"],
        message: SECTION_TITLE_MESSAGE,
        params: { rule: "section_title_required" },
      });
    }
  });
