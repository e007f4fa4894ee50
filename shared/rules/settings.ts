import { z } from "zod";
import { FALLBACK_LOCALE, isKnownLocale, normalizeLocales, type Locale } from "../i18n/locales.ts";

/**
 * The lists of organization settings, in the spec's order (editing-tools §3 "Organization
 * settings"): Global Settings edits each one whole and PUT /api/organizations/{id} takes it whole.
 */
export const SETTINGS_LISTS = [
  "features",
  "faqs",
  "banners",
  "blog_posts",
  "products",
  "pricing_plans",
  "menu_items",
  "submenu_items",
  "cookie_categories",
  "cookie_services",
] as const;

/** Business types of spec public-site §1. */
export const BUSINESS_TYPES = [
  "immigration",
  "legal",
  "finance",
  "education",
  "job",
  "beauty",
  "medical",
  "services",
  "real_estate",
  "construction",
  "software",
  "marketing",
  "consulting",
  "automotive",
  "hospitality",
  "retail",
  "healthcare",
  "transportation",
  "technology",
  "platform",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

const colorName = z
  .string()
  .max(40)
  .regex(/^[a-z]+(-\d{2,3})?$/, "expected a palette name like sky-600");

export const gradientSchema = z.object({
  from: colorName,
  via: colorName.nullish(),
  to: colorName,
});

export const HEADER_TYPES = ["default", "transparent", "fixed", "mini", "ring_card_mini"] as const;
export const FOOTER_TYPES = ["default", "compact", "grid", "transparent", "fixed"] as const;
/**
 * Every footer style name stored settings may hold (spec public-site §1: light and minimal are
 * read as compact, stacked as default): what GET returns, PUT must take back.
 */
export const FOOTER_STYLE_NAMES = [...FOOTER_TYPES, "light", "minimal", "stacked"] as const;

export const headerStyleSchema = z.object({
  type: z.enum(HEADER_TYPES).default("default"),
  background: colorName.default("white"),
  color: colorName.default("gray-700"),
  color_hover: colorName.default("gray-900"),
  menu_width: z.enum(["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"]).default("7xl"),
  menu_items_are_text: z.boolean().default(false),
  logo_height: z.enum(["h-8", "h-10", "h-12", "h-16"]).default("h-12"),
  is_gradient: z.boolean().default(false),
  gradient: gradientSchema.default({ from: "gray-50", to: "white" }),
});
export type HeaderStyle = z.infer<typeof headerStyleSchema>;

export const footerStyleObjectSchema = z.object({
  type: z.string().max(40).default("default"),
  background: colorName.default("neutral-900"),
  color: colorName.default("neutral-400"),
  color_hover: colorName.default("white"),
  is_gradient: z.boolean().default(false),
  gradient: gradientSchema.default({ from: "gray-900", to: "gray-800" }),
});
export type FooterStyle = z.infer<typeof footerStyleObjectSchema>;

/** Stored settings: every field optional, so old rows stay valid as fields are added. */
export const organizationSettingsSchema = z.object({
  language: z.string().optional(),
  supported_locales: z.array(z.string()).max(40).optional(),
  site: z.string().max(200).optional(),
  base_url: z.string().max(500).optional(),
  base_url_local: z.string().max(500).optional(),
  with_language_switch: z.boolean().optional(),
  header_style: headerStyleSchema.partial().optional(),
  footer_style: z.union([z.string().max(40), footerStyleObjectSchema.partial()]).optional(),
  primary_color: z.string().max(40).optional(),
  primary_shade: z.coerce.number().int().optional(),
  secondary_color: z.string().max(40).optional(),
  secondary_shade: z.coerce.number().int().optional(),
  logo: z.string().max(2000).optional(),
  font_family: z.string().max(80).optional(),
  /** Accounts: new registrations must confirm their e-mail before signing in. */
  require_email_verification: z.boolean().optional(),
  /**
   * Languages of the site the starter kit could not write (decision 059): their text is the
   * default language's until an editor reviews them (the launch checklist's "languages reviewed").
   */
  untranslated_locales: z.array(z.string().max(10)).max(40).optional(),
  /** What the launch checklist's admin ticked by hand, and whether they put it away (decision 063). */
  launch_checklist: z
    .object({ policies_reviewed: z.boolean(), contact_reviewed: z.boolean(), dismissed: z.boolean() })
    .partial()
    .optional(),
  /** Header and footer styles of single pages (unprefixed path → style), over the site's (decision 017). */
  page_chrome: z
    .record(
      z.string().max(300),
      z.object({
        header_style: headerStyleSchema.partial().optional(),
        footer_style: z.union([z.string().max(40), footerStyleObjectSchema.partial()]).optional(),
      }),
    )
    .optional(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** Footer style names light and minimal map to compact; stacked maps to default. */
export function footerVariant(style: OrganizationSettings["footer_style"]): "default" | "compact" | "grid" {
  const type = typeof style === "string" ? style : style?.type;
  switch (type) {
    case "compact":
    case "light":
    case "minimal":
      return "compact";
    case "grid":
      return "grid";
    default:
      return "default";
  }
}

export type ResolvedSettings = {
  defaultLocale: Locale;
  supportedLocales: Locale[];
  withLanguageSwitch: boolean;
  primary: string;
  secondary: string;
  fontFamily: string;
  logo: string | null;
  header: HeaderStyle;
  footer: FooterStyle & { variant: "default" | "compact" | "grid" };
  requireEmailVerification: boolean;
};

/** Settings with every default of the specs applied (theme sky 600 / gray 500, Inter, en). */
export function resolveSettings(raw: OrganizationSettings | null | undefined): ResolvedSettings {
  const settings = organizationSettingsSchema.catch({}).parse(raw ?? {});
  const supportedLocales = normalizeLocales(settings.supported_locales);
  const language = isKnownLocale(settings.language) ? settings.language : FALLBACK_LOCALE;
  const footerObject = typeof settings.footer_style === "object" ? settings.footer_style : {};
  return {
    defaultLocale: supportedLocales.includes(language) ? language : supportedLocales[0]!,
    supportedLocales,
    withLanguageSwitch: settings.with_language_switch ?? false,
    primary: `${settings.primary_color ?? "sky"}-${settings.primary_shade ?? 600}`,
    secondary: `${settings.secondary_color ?? "gray"}-${settings.secondary_shade ?? 500}`,
    fontFamily: settings.font_family?.trim() || "Inter",
    logo: settings.logo ?? null,
    header: headerStyleSchema.parse(settings.header_style ?? {}),
    footer: {
      ...footerStyleObjectSchema.parse(footerObject),
      variant: footerVariant(settings.footer_style),
    },
    requireEmailVerification: settings.require_email_verification ?? false,
  };
}
