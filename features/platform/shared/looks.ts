import { DEFAULT_LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import type { BusinessType, OrganizationSettings } from "../../../shared/rules/settings.ts";

/**
 * The looks a person chooses from when creating a site (decision 063): palette, font, header and
 * footer, as the organization settings hold them, and the colours a form shows as a preview.
 * Browser-safe: the create-site form imports this file.
 */
export type SiteLook = {
  id: string;
  label: string;
  settings: Required<
    Pick<
      OrganizationSettings,
      | "primary_color"
      | "primary_shade"
      | "secondary_color"
      | "secondary_shade"
      | "font_family"
      | "header_style"
      | "footer_style"
    >
  >;
  /** Hex colours (what shared/style/palette.ts gives for the names above) and the font, for a preview. */
  preview: { primary: string; secondary: string; background: string; text: string; footer: string; font: string };
};

export const SITE_LOOKS = [
  {
    id: "brightpath",
    label: "Bright (sky blue, Inter)",
    settings: {
      primary_color: "sky",
      primary_shade: 600,
      secondary_color: "gray",
      secondary_shade: 500,
      font_family: "Inter",
      header_style: { type: "default", background: "white", color: "gray-700", color_hover: "gray-900" },
      footer_style: "default",
    },
    preview: {
      primary: "#0084d1",
      secondary: "#6a7282",
      background: "#ffffff",
      text: "#364153",
      footer: "#171717",
      font: "Inter",
    },
  },
  {
    id: "globex",
    label: "Classic (emerald, Lora)",
    settings: {
      primary_color: "emerald",
      primary_shade: 600,
      secondary_color: "slate",
      secondary_shade: 500,
      font_family: "Lora",
      header_style: { type: "default", background: "white", color: "slate-700", color_hover: "emerald-800" },
      footer_style: { type: "compact", background: "slate-950", color: "slate-400", color_hover: "white" },
    },
    preview: {
      primary: "#009966",
      secondary: "#62748e",
      background: "#ffffff",
      text: "#314158",
      footer: "#020618",
      font: "Lora",
    },
  },
  {
    id: "neutral",
    label: "Neutral (grey and black, Inter)",
    settings: {
      primary_color: "neutral",
      primary_shade: 900,
      secondary_color: "neutral",
      secondary_shade: 500,
      font_family: "Inter",
      header_style: { type: "default", background: "white", color: "neutral-700", color_hover: "neutral-950" },
      footer_style: { type: "default", background: "neutral-950", color: "neutral-400", color_hover: "white" },
    },
    preview: {
      primary: "#171717",
      secondary: "#737373",
      background: "#ffffff",
      text: "#404040",
      footer: "#0a0a0a",
      font: "Inter",
    },
  },
] as const satisfies readonly SiteLook[];

export type LookId = (typeof SITE_LOOKS)[number]["id"];
export const LOOK_IDS = SITE_LOOKS.map((look) => look.id) as [LookId, ...LookId[]];
export const DEFAULT_LOOK: LookId = "neutral";

export function isLookId(value: unknown): value is LookId {
  return typeof value === "string" && (LOOK_IDS as readonly string[]).includes(value);
}

export function lookOf(id: LookId): SiteLook {
  return SITE_LOOKS.find((look) => look.id === id) ?? SITE_LOOKS.find((look) => look.id === DEFAULT_LOOK)!;
}

/** The languages the starter kit is written in: the ten the product's UI speaks. */
export const KIT_LOCALES: readonly Locale[] = DEFAULT_LOCALES;

/** The chosen languages the kit has no texts for (their pages show the default language's text). */
export function localesWithoutKit(locales: readonly string[]): string[] {
  return locales.filter((locale) => !(KIT_LOCALES as readonly string[]).includes(locale));
}

export type NewSite = {
  name: string;
  businessType: BusinessType;
  defaultLocale: Locale;
  /** Every language of the site, the default first (it is put first when it is not). */
  locales: readonly Locale[];
  look: LookId;
  /** Not a setting: the kit writes it into the contact page, policies and help center. */
  contactEmail: string;
};

/** The default language first, each language once. */
export function siteLocales(defaultLocale: Locale, locales: readonly Locale[]): Locale[] {
  return [...new Set([defaultLocale, ...locales])];
}

/**
 * The settings of a new site (valid under organizationSettingsSchema): its languages, its look and
 * the languages the kit could not write (`untranslated_locales`, decision 059).
 */
export function settingsForNewSite(
  site: Omit<NewSite, "contactEmail"> & { contactEmail?: string },
): OrganizationSettings {
  const locales = siteLocales(site.defaultLocale, site.locales);
  const look = lookOf(site.look);
  const untranslated = localesWithoutKit(locales);
  return {
    language: site.defaultLocale,
    supported_locales: locales,
    with_language_switch: locales.length > 1,
    site: site.name,
    primary_color: look.settings.primary_color,
    primary_shade: look.settings.primary_shade,
    secondary_color: look.settings.secondary_color,
    secondary_shade: look.settings.secondary_shade,
    font_family: look.settings.font_family,
    header_style: { ...look.settings.header_style },
    footer_style:
      typeof look.settings.footer_style === "string" ? look.settings.footer_style : { ...look.settings.footer_style },
    ...(untranslated.length > 0 ? { untranslated_locales: untranslated } : {}),
  };
}

/**
 * The site's languages whose text is still the default language's, as the kit left them (the
 * launch checklist's "languages reviewed" is done when this is empty). Only languages the site
 * still supports count.
 */
export function untranslatedLocales(settings: OrganizationSettings | null | undefined): string[] {
  const flagged = settings?.untranslated_locales ?? [];
  const supported = settings?.supported_locales;
  return supported ? flagged.filter((locale) => supported.includes(locale)) : [...flagged];
}

/** The settings once an editor has reviewed `locales` (all flagged ones when omitted). */
export function withLanguagesReviewed(
  settings: OrganizationSettings,
  locales?: readonly string[],
): OrganizationSettings {
  const remaining = locales ? (settings.untranslated_locales ?? []).filter((l) => !locales.includes(l)) : [];
  const { untranslated_locales: _flagged, ...rest } = settings;
  return remaining.length > 0 ? { ...rest, untranslated_locales: remaining } : rest;
}
