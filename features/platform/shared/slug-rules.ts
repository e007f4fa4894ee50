import { KNOWN_LOCALES } from "../../../shared/i18n/locales.ts";

/**
 * What a site's address may be (decision 063): `{slug}.{SITES_DOMAIN}`. Shared by the server (which
 * decides) and the create-site form (which checks as the person types). Browser-safe.
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Lower-case letters, digits and single hyphens inside; no hyphen at either end. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names no site may take: the platform's own hosts, every language code, the demo sites. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "app",
  "www",
  "api",
  "admin",
  "mail",
  "console",
  "operator",
  "static",
  "assets",
  "help",
  "support",
  "status",
  "platform",
  "localhost",
  "brightpath",
  "globex",
  ...KNOWN_LOCALES,
]);

export type SlugProblem = "invalid" | "reserved";

export const SLUG_MESSAGES = {
  invalid: `Use ${SLUG_MIN}–${SLUG_MAX} lower-case letters, digits and single hyphens, not at the start or end`,
  reserved: "This address is reserved",
  taken: "This address is already taken",
} as const;

/** What a person typed, as a slug would be: trimmed and lower case (nothing else is changed). */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** Why `slug` cannot be a site's address (format or reserved), or null when it may be (if free). */
export function slugProblem(slug: string): SlugProblem | null {
  if (RESERVED_SLUGS.has(slug)) return "reserved";
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return "invalid";
  return null;
}

/** A slug suggested from a site's name ("Café Lumière" → "cafe-lumiere"), or "" when none fits. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
