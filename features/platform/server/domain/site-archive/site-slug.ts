import { KNOWN_LOCALES } from "../../../../../shared/i18n/locales.ts";
import { AppError } from "../../../../../server/errors.ts";

/**
 * The slug an imported site asks for (lowercase letters, digits, hyphens; reserved
 * words refused). Site creation checks the same rule; when both exist they should share one module.
 */
const RESERVED = new Set([
  "app",
  "www",
  "api",
  "admin",
  "mail",
  "brightpath",
  "globex",
  ...KNOWN_LOCALES.map((locale) => String(locale).toLowerCase()),
]);

export function checkSiteSlug(raw: unknown): string {
  const slug = typeof raw === "string" ? raw.trim() : "";
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug)) {
    throw new AppError(
      "bad_request",
      "The address may hold lowercase letters, digits and hyphens (1 to 63, no hyphen at either end)",
      { field: "slug" },
    );
  }
  if (RESERVED.has(slug)) throw new AppError("bad_request", "That address is reserved", { field: "slug" });
  return slug;
}
