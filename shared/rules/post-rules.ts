import { KNOWN_LOCALES } from "../i18n/locales.ts";

/**
 * The post rules of spec editing-tools §5 and §9, shared by the post editor and the API so that
 * both sides refuse the same input with the same words.
 */

export const POST_TYPES = ["default", "minimal", "landing", "doc_set"] as const;
export type PostType = (typeof POST_TYPES)[number];

export const META_DESCRIPTION_MAX = 160;
/** The meta description counter turns orange above this many characters. */
export const META_DESCRIPTION_WARN = 140;
export const SLUG_MAX = 200;

export const TITLE_REQUIRED_MESSAGE = "Title is required";
export const SLUG_REQUIRED_MESSAGE = "Slug is required";
export const SLUG_FORMAT_MESSAGE = "Slug can only contain lowercase letters, numbers, and hyphens";
export const SLUG_TAKEN_MESSAGE = "A post with this slug already exists";
export const SLUG_RESERVED_MESSAGE = "This slug is used by the site itself; choose another";
/**
 * Spec editing-tools §4: the post editor's local draft is written "every 2 minutes (checked every
 * 30 s, saved when 2 minutes have passed since the last save)"; closing with the question confirmed
 * writes it at once.
 */
export const POST_DRAFT_INTERVAL = { every: 120_000, check: 30_000 } as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Addresses the site answers itself (fixed pages, language prefixes): a post there could never be
 * reached, so such slugs are refused rather than silently shadowed.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "login",
  "register",
  "signup",
  "reset-password",
  "admin",
  "account",
  "blog",
  "privacy-policy",
  "cookie-policy",
  "basket",
  "api",
  "home",
  ...KNOWN_LOCALES,
]);

/**
 * The slug generated from a title on create (spec §5): lower-cased, trimmed, punctuation removed,
 * spaces and underscores to hyphens, repeats collapsed, edge hyphens removed. Accented letters lose
 * their accents first ("Café" → "cafe") so that the result passes the slug format.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s_-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** A new document set's slug from its name (spec §4): lowercased, spaces replaced by hyphens. */
export function docSetSlugFromName(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}

/** Why a slug cannot be used, with its rule's code for the reader's language (decision 082), or null. */
export function slugIssue(slug: string): { message: string; params: { rule: string } } | null {
  if (!slug) return { message: SLUG_REQUIRED_MESSAGE, params: { rule: "slug_required" } };
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) {
    return { message: SLUG_FORMAT_MESSAGE, params: { rule: "slug_format" } };
  }
  if (RESERVED_SLUGS.has(slug)) return { message: SLUG_RESERVED_MESSAGE, params: { rule: "slug_reserved" } };
  return null;
}

/** Why a slug cannot be used, or null when it can. */
export function slugProblem(slug: string): string | null {
  return slugIssue(slug)?.message ?? null;
}
