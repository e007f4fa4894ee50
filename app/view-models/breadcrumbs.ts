import { localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import type { BreadcrumbView } from "./view-models.ts";

export const BREADCRUMB_MAX_LENGTH = 25;

/** Labels longer than 25 characters are cut to 25 plus an ellipsis. */
export function truncateLabel(label: string, max = BREADCRUMB_MAX_LENGTH): string {
  const chars = [...label];
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : label;
}

function humanize(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as it is.
  }
  text = text.replace(/[-_]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Home, then one crumb per path segment (path without locale prefix). */
export function breadcrumbsFor(
  path: string,
  locale: Locale,
  site: LocaleSite,
  labels: Record<string, string> = {},
  homeLabel = "Home",
): BreadcrumbView[] {
  const segments = path.split("/").filter(Boolean);
  const crumbs: BreadcrumbView[] = [{ label: homeLabel, href: localizePath("/", locale, site) }];
  segments.forEach((segment, index) => {
    const unprefixed = "/" + segments.slice(0, index + 1).join("/");
    crumbs.push({ label: labels[unprefixed] ?? humanize(segment), href: localizePath(unprefixed, locale, site) });
  });
  return crumbs;
}
