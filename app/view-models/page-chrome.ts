import { sectionPagePath } from "../../shared/i18n/locales.ts";
import {
  footerStyleObjectSchema,
  footerVariant,
  headerStyleSchema,
  type OrganizationSettings,
  type ResolvedSettings,
} from "../../shared/rules/settings.ts";

/**
 * The settings a page's header and footer use: the site's, or the page's own styles when
 * `settings.page_chrome` names the page (unprefixed path; `/` and `/home` alike). A page override
 * replaces the site's style field by field.
 */
export function pageChromeSettings(
  raw: OrganizationSettings,
  settings: ResolvedSettings,
  path: string,
): { settings: ResolvedSettings; key: string | null } {
  const entries = raw.page_chrome ?? {};
  const page = sectionPagePath(path);
  const key = Object.keys(entries).find((entry) => sectionPagePath(entry) === page) ?? null;
  if (!key) return { settings, key: null };
  const override = entries[key]!;
  const header = override.header_style
    ? headerStyleSchema.parse({ ...(raw.header_style ?? {}), ...override.header_style })
    : settings.header;
  const footerRaw = override.footer_style;
  const footer =
    footerRaw === undefined
      ? settings.footer
      : {
          ...footerStyleObjectSchema.parse(typeof footerRaw === "object" ? footerRaw : {}),
          variant: footerVariant(footerRaw),
        };
  return { settings: { ...settings, header, footer }, key: page };
}
