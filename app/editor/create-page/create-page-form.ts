import {
  CREATE_PAGE_REDIRECT_MS,
  derivePageSlug,
  PAGE_DESCRIPTION_MAX,
  PAGE_DESCRIPTION_WARN,
  PAGE_MESSAGES,
} from "../../../shared/rules/pages.ts";

export { CREATE_PAGE_REDIRECT_MS, PAGE_DESCRIPTION_MAX, PAGE_MESSAGES };

/**
 * The Create Page modal's draft; the slug follows the title until the slug field is touched. The
 * field rules are the API's (shared/schemas/page-schema.ts), checked by the form.
 */
export type CreatePageForm = { title: string; slug: string; description: string; slugTouched: boolean };

export const EMPTY_FORM: CreatePageForm = { title: "", slug: "", description: "", slugTouched: false };

export function withTitle(form: CreatePageForm, title: string): CreatePageForm {
  return { ...form, title, slug: form.slugTouched ? form.slug : derivePageSlug(title) };
}

export function withSlug(form: CreatePageForm, slug: string): CreatePageForm {
  return { ...form, slug, slugTouched: true };
}

/** `n/160`, orange above 140 (spec §5). */
export function descriptionCounter(description: string): { text: string; warning: boolean } {
  return {
    text: `${description.length}/${PAGE_DESCRIPTION_MAX}`,
    warning: description.length > PAGE_DESCRIPTION_WARN,
  };
}

export type CreateOutcome =
  { ok: true; slug: string } | { ok: false; field?: "title" | "slug" | "description"; message: string };

/** What an answer of POST /api/pages means for the modal (spec §8's words). */
export function createOutcome(status: number, body: unknown): CreateOutcome {
  const answer = (body ?? {}) as { slug?: unknown; error?: unknown; field?: unknown };
  if (status === 201 && typeof answer.slug === "string") return { ok: true, slug: answer.slug };
  const error = typeof answer.error === "string" ? answer.error : null;
  if (status === 409) return { ok: false, field: "slug", message: PAGE_MESSAGES.slugTaken };
  if (status === 403 && answer.field === "organization_id") {
    return { ok: false, message: "Could not find organization. Please refresh and try again." };
  }
  if (status === 400 && error) {
    const field = answer.field === "title" || answer.field === "slug" || answer.field === "description";
    // `title: Page title is required` → the field's own words under the field.
    const message = field ? error.replace(/^[a-z_]+: /, "") : error;
    return field
      ? { ok: false, field: answer.field as "title" | "slug" | "description", message }
      : { ok: false, message };
  }
  if ((status === 401 || status === 403) && error) return { ok: false, message: error };
  return { ok: false, message: PAGE_MESSAGES.createFailed };
}
