import { z } from "zod";
import { LIMITS } from "./field-rules.ts";

/**
 * The heading section's required fields and their messages (spec editing-tools §5, in its order:
 * name, description, page URL), used by the API (server/api/content/content.schemas.ts) and by the
 * heading editor's form (decision 042).
 */
export const HEADING_MESSAGES = {
  name: "Please enter a heading name",
  description_text: "Please enter a description text",
  url_page: 'Please enter a page URL (e.g., "/about" or "/").',
} as const;

/**
 * Text that must not be blank (after trimming), at most `max` characters; `rule` names the message
 * for the reader's language (decision 082).
 */
export const requiredText = (message: string, max: number, rule: string) =>
  z
    .string({ error: message })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== "", { message, params: { rule } });

/** What the heading editor's form checks before sending (the API checks the same on arrival). */
export const headingFormSchema = z.object({
  name: requiredText(HEADING_MESSAGES.name, LIMITS.headingName, "heading_name_required"),
  description_text: requiredText(HEADING_MESSAGES.description_text, LIMITS.richText, "description_text_required"),
  url_page: requiredText(HEADING_MESSAGES.url_page, 300, "page_url_required"),
});
