// The Create Page rules (spec editing-tools §5, §8, §9), shared by the modal and the API so that
// both refuse the same slugs with the same words.
import { KNOWN_LOCALES } from "../i18n/locales.ts";

export const PAGE_DESCRIPTION_MAX = 160;
/** The counter turns orange above this many characters. */
export const PAGE_DESCRIPTION_WARN = 140;
export const PAGE_TITLE_MAX = 500;
export const PAGE_SLUG_MAX = 100;
/** After a page is created the product goes to it after this many milliseconds. */
export const CREATE_PAGE_REDIRECT_MS = 300;

export const PAGE_MESSAGES = {
  titleRequired: "Page title is required",
  slugRequired: "Page slug is required",
  slugFormat: "Slug can only contain lowercase letters, numbers, and hyphens",
  slugTaken: "A page with this slug already exists",
  slugReserved: "This address is used by the site itself. Please choose another slug.",
  slugTooLong: `Slug must be at most ${PAGE_SLUG_MAX} characters`,
  descriptionTooLong: `Meta description must be at most ${PAGE_DESCRIPTION_MAX} characters`,
  organizationMissing: "Organization ID not found. Please try again.",
  createFailed: "Failed to create page. Please try again.",
} as const;

/**
 * First path segments the application answers itself (routes.ts, the API, the SEO files, the
 * health checks) or reads as a language prefix: a page there would never be reachable, or would
 * hide the app's own page. `home` is the home page's section path.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "home",
  "login",
  "register",
  "signup",
  "reset-password",
  "logout",
  "admin",
  // The platform's console paths (decision 061): routes of the app on every host.
  "console",
  "operator",
  "account",
  "blog",
  "basket",
  "checkout",
  "help-center",
  "privacy-policy",
  "cookie-policy",
  "api",
  "assets",
  "healthz",
  "readyz",
  "sitemap",
  "robots",
  "demo",
  ...KNOWN_LOCALES,
]);

/** Spec §5: lowercase, runs of other characters become one hyphen, edge hyphens trimmed. */
export function derivePageSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/, "");
}

/**
 * A slug that cannot be used (before the uniqueness check): its English message and the rule's code
 * with its parameters, which a form words in its reader's language (decision 082); or null.
 */
export function pageSlugIssue(slug: string): { message: string; params: { rule: string; maximum?: number } } | null {
  if (slug.trim() === "") return { message: PAGE_MESSAGES.slugRequired, params: { rule: "page_slug_required" } };
  if (!/^[a-z0-9-]+$/.test(slug)) return { message: PAGE_MESSAGES.slugFormat, params: { rule: "slug_format" } };
  if (slug.length > PAGE_SLUG_MAX) {
    return { message: PAGE_MESSAGES.slugTooLong, params: { rule: "page_slug_too_long", maximum: PAGE_SLUG_MAX } };
  }
  if (RESERVED_PAGE_SLUGS.has(slug)) return { message: PAGE_MESSAGES.slugReserved, params: { rule: "slug_reserved" } };
  return null;
}

/** The message for a slug that cannot be used (before the uniqueness check), or null. */
export function pageSlugProblem(slug: string): string | null {
  return pageSlugIssue(slug)?.message ?? null;
}
