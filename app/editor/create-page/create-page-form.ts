import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { apiErrorText, type ApiErrorBody } from "../../../shared/i18n/validation-text.ts";
import {
  CREATE_PAGE_REDIRECT_MS,
  derivePageSlug,
  PAGE_DESCRIPTION_MAX,
  PAGE_DESCRIPTION_WARN,
  PAGE_MESSAGES,
  PAGE_SLUG_MAX,
} from "../../../shared/rules/pages.ts";

type Ui = { locale: UiLocale };
const EN: Ui = ui("en");

/**
 * The page rules' messages (shared/rules/pages.ts, in English for the API and the form's schema) in
 * the person's language; any other text (a server's own words) is shown as it came.
 */
export function pageMessage(text: string, o: Ui = EN): string {
  const known: Record<string, () => string> = {
    [PAGE_MESSAGES.titleRequired]: () => m.editors_pageTitleRequired({}, o),
    [PAGE_MESSAGES.slugRequired]: () => m.editors_pageSlugRequired({}, o),
    [PAGE_MESSAGES.slugFormat]: () => m.editors_pageSlugFormat({}, o),
    [PAGE_MESSAGES.slugTaken]: () => m.editors_pageSlugTaken({}, o),
    [PAGE_MESSAGES.slugReserved]: () => m.editors_pageSlugReserved({}, o),
    [PAGE_MESSAGES.slugTooLong]: () => m.editors_pageSlugTooLong({ max: PAGE_SLUG_MAX }, o),
    [PAGE_MESSAGES.descriptionTooLong]: () => m.editors_pageDescriptionTooLong({ max: PAGE_DESCRIPTION_MAX }, o),
    [PAGE_MESSAGES.organizationMissing]: () => m.editors_orgIdMissing({}, o),
    [PAGE_MESSAGES.createFailed]: () => m.editors_pageCreateFailed({}, o),
  };
  return known[text]?.() ?? text;
}

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
export function createOutcome(status: number, body: unknown, o: Ui = EN): CreateOutcome {
  const answer = (body ?? {}) as { slug?: unknown; error?: unknown; field?: unknown };
  if (status === 201 && typeof answer.slug === "string") return { ok: true, slug: answer.slug };
  const error = typeof answer.error === "string" ? answer.error : null;
  if (status === 409) return { ok: false, field: "slug", message: pageMessage(PAGE_MESSAGES.slugTaken, o) };
  if (status === 403 && answer.field === "organization_id") {
    return { ok: false, message: m.editors_orgNotFoundRefresh({}, o) };
  }
  if (status === 400 && error) {
    const field = answer.field === "title" || answer.field === "slug" || answer.field === "description";
    // `title: Page title is required` → the field's own words under the field.
    const message = pageMessage(field ? error.replace(/^[a-z_]+: /, "") : error, o);
    return field
      ? { ok: false, field: answer.field as "title" | "slug" | "description", message }
      : { ok: false, message };
  }
  // The site's pages quota, with its number, in the person's language (decisions 065, 082).
  if (status === 403 && (answer as ApiErrorBody).code === "quota_exceeded") {
    return { ok: false, message: apiErrorText(answer as ApiErrorBody, o, { status }) };
  }
  if ((status === 401 || status === 403) && error) return { ok: false, message: error };
  return { ok: false, message: pageMessage(PAGE_MESSAGES.createFailed, o) };
}
