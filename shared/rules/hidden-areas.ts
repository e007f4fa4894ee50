import { stripLocalePrefix } from "../i18n/locales.ts";

/**
 * Paths on which banners, navbar and footer are hidden (spec public-site §2), each also under a
 * language prefix. `/account/edupro/` ends with a slash in the spec: `/account/edupro` itself counts too.
 */
export const HIDDEN_AREA_PREFIXES = [
  "/account/profile/tickets",
  "/account/edupro/",
  "/help-center",
  "/admin",
  "/login",
  "/signup",
  "/register",
  "/reset-password",
] as const;

/** Whether a page hides banners, navbar and footer. Prefixes match whole segments (`/administration` does not). */
export function isHiddenArea(pathname: string): boolean {
  const path = stripLocalePrefix(pathname.split(/[?#]/)[0]! || "/");
  return HIDDEN_AREA_PREFIXES.some((prefix) => {
    const base = prefix.replace(/\/$/, "");
    return path === base || path.startsWith(`${base}/`);
  });
}
