import { z } from "@hono/zod-openapi";
import { BANNER_OPEN_STATES, BANNER_POSITIONS } from "../../../shared/banners.ts";
import { CONSENT_SCRIPT_URL } from "../../../shared/cookie-consent.ts";
import { BUSINESS_TYPES, FOOTER_TYPES, HEADER_TYPES } from "../../../shared/settings.ts";
import { sanitizeRichText } from "../../domain/content/sanitize-rich-text.ts";
import { KNOWN_LOCALES } from "../../../shared/locales.ts";
import { SECTION_NAMES } from "../../domain/organizations/get-organization-section.ts";
import { color, flag, id, link, order, text, translations as translationsOf } from "../fields.ts";

/**
 * Bodies of PUT /api/organizations/{id} (spec editing-tools §3 "Organization settings", §7): strict
 * objects, so an unknown field is a 400 that names it; lists are sent whole (see organization-lists.ts).
 */

const money = z
  .number({ error: "must be a number (minor units, e.g. cents)" })
  .int("must be a whole number of cents")
  .min(0, "must not be negative")
  .max(1_000_000_000, "is too large");
const gradient = z.strictObject({ from: color, via: color.nullish(), to: color });
const translations = translationsOf(20_000);
const slug = text(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens");
// A menu slug (spec §5), or a path of them (`account/profile`) as the seed's menus use.
const menuSlug = text(200).regex(
  /^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
  "must be lowercase letters, digits and hyphens (a path may join them with /)",
);
const pagePath = text(300).regex(/^\/[^\s]*$/, "must be a path starting with /");

/** What an editor may send back as it loaded it: read-only, never written. */
const recordKeys = {
  id: id.optional(),
  organization_id: id.optional(),
  created_at: z.string().max(40).optional(),
  updated_at: z.string().max(40).optional(),
};

const featureItem = z.strictObject({
  ...recordKeys,
  title: text(500).optional(),
  title_translation: translations.optional(),
  description: text(5_000).optional(),
  description_translation: translations.optional(),
  icon: text(80).nullable().optional(),
  order: order.optional(),
});

const faqItem = z.strictObject({
  ...recordKeys,
  question: text(500).optional(),
  question_translation: translations.optional(),
  // Rich text: what is stored is already safe (sanitised again when rendered).
  answer: text(20_000).transform(sanitizeRichText).optional(),
  answer_translation: z
    .partialRecord(
      z.enum(KNOWN_LOCALES, { error: "must be a known language code" }),
      text(20_000).transform(sanitizeRichText),
    )
    .optional(),
  order: order.optional(),
});

const bannerContent = z.strictObject({
  text: text(2_000).optional(),
  text_translation: translations.optional(),
  icon: text(40).nullable().optional(),
  link: z
    .strictObject({
      url: link.nullable().optional(),
      label: text(200).nullable().optional(),
      label_translation: translations.optional(),
      isExternal: flag.optional(),
      customContent: text(500).nullable().optional(),
    })
    .nullable()
    .optional(),
  banner_background: z.union([color, gradient]).nullable().optional(),
  banner_content_style: z
    .strictObject({
      color: color.nullable().optional(),
      is_bold: flag.optional(),
      align: z.enum(["left", "center", "right"]).optional(),
    })
    .nullable()
    .optional(),
});

const bannerItem = z.strictObject({
  ...recordKeys,
  position: z.enum(BANNER_POSITIONS, { error: `must be one of ${BANNER_POSITIONS.join(", ")}` }).optional(),
  type: z.enum(["permanent", "closed"], { error: "must be permanent or closed" }).optional(),
  is_enabled: flag.optional(),
  is_open: flag.optional(),
  open_state: z.enum(BANNER_OPEN_STATES, { error: "is not a known open state" }).optional(),
  is_fixed_above_navbar: flag.optional(),
  end_date_promotion: z.iso
    .datetime({ offset: true, error: "must be an ISO date and time" })
    .transform((value) => new Date(value).toISOString())
    .nullable()
    .optional(),
  end_date_promotion_is_displayed: flag.optional(),
  dismissal_duration: text(40).nullable().optional(),
  page_paths: z.array(pagePath).max(100, "at most 100 paths").optional(),
  content: bannerContent.optional(),
  landing_content: text(20_000).transform(sanitizeRichText).nullable().optional(),
  order: order.optional(),
});

const blogPostItem = z
  .strictObject({
    ...recordKeys,
    // Posts are created by the post editor and the Create Page modal: here an item names an existing one.
    id,
    slug: slug.optional(),
    title: text(500).trim().min(1, "is required").optional(),
    title_translation: translations.optional(),
    description: text(5_000).optional(),
    description_translation: translations.optional(),
    subsection: text(200).nullable().optional(),
    order: order.optional(),
    display_this_post: flag.optional(),
    display_as_blog_post: flag.optional(),
    is_displayed_first_page: flag.optional(),
    is_help_center: flag.optional(),
    // Read-only as loaded: the post editor owns these.
    type: z.string().max(40).optional(),
    created_on: z.string().max(40).optional(),
  })
  .transform(({ type: _type, created_on: _created, ...item }) => item);

const productItem = z.strictObject({
  ...recordKeys,
  name: text(300).optional(),
  name_translation: translations.optional(),
  description: text(5_000).optional(),
  description_translation: translations.optional(),
  price: money.nullable().optional(),
  currency_symbol: text(8).optional(),
  image: link.nullable().optional(),
  url: link.nullable().optional(),
  is_displayed: flag.optional(),
  order: order.optional(),
});

const pricingPlanItem = z.strictObject({
  ...recordKeys,
  name: text(300).optional(),
  name_translation: translations.optional(),
  description: text(5_000).optional(),
  description_translation: translations.optional(),
  features: z.array(text(300)).max(50, "at most 50 features").optional(),
  features_translation: z
    .partialRecord(z.enum(KNOWN_LOCALES, { error: "must be a known language code" }), z.array(text(300)).max(50))
    .optional(),
  price: money.optional(),
  is_promotion: flag.optional(),
  promotion_price: money.nullable().optional(),
  currency_symbol: text(8).optional(),
  order: order.optional(),
  is_displayed: flag.optional(),
});

const menuItem = z
  .strictObject({
    ...recordKeys,
    display_name: text(200).optional(),
    display_name_translation: translations.optional(),
    url_name: menuSlug.optional(),
    description: text(2_000).nullable().optional(),
    description_translation: translations.optional(),
    image: link.nullable().optional(),
    order: order.optional(),
    is_displayed: flag.optional(),
    is_displayed_on_footer: flag.optional(),
    icon_name: text(80).nullable().optional(),
    react_icon_id: text(80).nullable().optional(),
    react_icons: text(2_000).nullable().optional(),
    menu_items_are_text: flag.optional(),
    // As GET answers it: ignored here, submenu items are their own list.
    website_submenuitem: z.array(z.unknown()).optional(),
  })
  .transform(({ website_submenuitem: _submenus, ...item }) => item);

const submenuItem = z.strictObject({
  ...recordKeys,
  menu_item_id: id.optional(),
  name: text(200).optional(),
  name_translation: translations.optional(),
  url_name: menuSlug.optional(),
  description: text(2_000).nullable().optional(),
  description_translation: translations.optional(),
  image: link.nullable().optional(),
  order: order.optional(),
  is_displayed: flag.optional(),
});

const cookieCategoryItem = z.strictObject({
  ...recordKeys,
  // The essential category's name is checked against the stored one (cookie-lists.ts).
  name: text(200).trim().min(1, "is required").optional(),
  name_translation: translations.optional(),
  description: text(2_000).optional(),
  description_translation: translations.optional(),
  order: order.optional(),
});

/**
 * A script visitors' browsers load once they consent to the service: an https:// address or a path
 * of this site (what consent-client.ts injects); never `//host`, `/\host`, `javascript:` or `http:`.
 * Empty is no script (null).
 */
export const scriptUrl = text(2048)
  .trim()
  .regex(
    new RegExp(`${CONSENT_SCRIPT_URL.source}|^$`),
    "must be an https:// address or a path of this site starting with /",
  )
  .transform((value) => value || null);

const cookieServiceItem = z.strictObject({
  ...recordKeys,
  category_id: id.optional(),
  name: text(200).trim().min(1, "is required").optional(),
  name_translation: translations.optional(),
  description: text(2_000).optional(),
  description_translation: translations.optional(),
  active: flag.optional(),
  script_url: scriptUrl.nullable().optional(),
  order: order.optional(),
});

const list = <T extends z.ZodType>(item: T, max = 500) =>
  z.array(item, { error: "must be a list" }).max(max, `at most ${max} items`);

export const headerStyleBodySchema = z.strictObject({
  type: z.enum(HEADER_TYPES, { error: `must be one of ${HEADER_TYPES.join(", ")}` }).optional(),
  background: color.optional(),
  color: color.optional(),
  color_hover: color.optional(),
  menu_width: z.enum(["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"], { error: "must be lg to 7xl" }).optional(),
  menu_items_are_text: flag.optional(),
  logo_height: z.enum(["h-8", "h-10", "h-12", "h-16"], { error: "must be h-8, h-10, h-12 or h-16" }).optional(),
  is_gradient: flag.optional(),
  gradient: gradient.optional(),
});

export const footerStyleBodySchema = z.strictObject({
  type: z.enum(FOOTER_TYPES, { error: `must be one of ${FOOTER_TYPES.join(", ")}` }).optional(),
  background: color.optional(),
  color: color.optional(),
  color_hover: color.optional(),
  is_gradient: flag.optional(),
  gradient: gradient.optional(),
});

/** Settings without lists and hero (spec §7); `null` clears a value back to its default. */
export const settingsBodySchema = z.strictObject({
  name: text(200).trim().min(1, "is required").optional(),
  type: z.enum(BUSINESS_TYPES, { error: "is not a known business type" }).optional(),
  base_url: link.nullable().optional(),
  base_url_local: link.nullable().optional(),
  site: text(200).nullable().optional(),
  font_family: text(80).nullable().optional(),
  supported_locales: z
    .array(z.enum(KNOWN_LOCALES, { error: "must be a known language code" }))
    .min(1, "needs at least one language")
    .max(10, "at most 10 languages")
    .nullable()
    .optional(),
  language: z.enum(KNOWN_LOCALES, { error: "must be a known language code" }).nullable().optional(),
  with_language_switch: flag.nullable().optional(),
  header_style: headerStyleBodySchema.nullable().optional(),
  footer_style: footerStyleBodySchema.nullable().optional(),
  primary_color: text(40)
    .regex(/^[a-z]+$/, "must be a palette colour name like sky")
    .nullable()
    .optional(),
  primary_shade: z.number().int().min(50).max(950).nullable().optional(),
  secondary_color: text(40)
    .regex(/^[a-z]+$/, "must be a palette colour name like gray")
    .nullable()
    .optional(),
  secondary_shade: z.number().int().min(50).max(950).nullable().optional(),
  logo: link.nullable().optional(),
  require_email_verification: flag.nullable().optional(),
  page_chrome: z
    .record(
      pagePath,
      z.strictObject({
        header_style: headerStyleBodySchema.optional(),
        footer_style: footerStyleBodySchema.optional(),
      }),
    )
    .nullable()
    .optional(),
});

export const updateOrganizationBodySchema = z
  .strictObject({
    updated_at: z.iso
      .datetime({ offset: true, error: "must be the ISO time the organization was loaded with" })
      .optional()
      .openapi({ description: "`organization.updated_at` as loaded (optimistic concurrency of the settings)" }),
    settings: settingsBodySchema.optional(),
    website_hero: z
      .looseObject(
        { id, updated_at: z.string().max(40).optional() },
        { error: "must be the hero as loaded, with its id" },
      )
      .optional()
      .openapi({
        description: "Sent only from the Hero Section tab: the hero as loaded (with `id`), its fields changed",
      }),
    features: list(featureItem).optional(),
    faqs: list(faqItem).optional(),
    banners: list(bannerItem).optional(),
    blog_posts: list(blogPostItem, 5_000).optional(),
    products: list(productItem).optional(),
    pricing_plans: list(pricingPlanItem).optional(),
    menu_items: list(menuItem).optional(),
    submenu_items: list(submenuItem, 2_000).optional(),
    cookie_categories: list(cookieCategoryItem, 50).optional(),
    cookie_services: list(cookieServiceItem, 200).optional(),
  })
  .superRefine((body, ctx) => {
    if (!Object.keys(body).some((key) => key !== "updated_at")) {
      ctx.addIssue({ code: "custom", path: [], message: "Send settings or at least one list to change" });
    }
  })
  .openapi("OrganizationUpdateBody");

export const organizationIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});

export const sectionParamSchema = z.object({
  orgId: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .openapi({ param: { name: "orgId", in: "path" }, example: 1 }),
  sectionName: z
    .enum(SECTION_NAMES, { error: `must be one of ${SECTION_NAMES.join(", ")}` })
    .openapi({ param: { name: "sectionName", in: "path" }, example: "faqs" }),
});

export const organizationAnswerSchema = z
  .object({
    organization: z.object({ id: z.number(), name: z.string(), type: z.string(), updated_at: z.string() }),
    settings: z.record(z.string(), z.unknown()),
    website_hero: z.record(z.string(), z.unknown()).nullable(),
    menu_items: z.array(z.record(z.string(), z.unknown())),
    submenu_items: z.array(z.record(z.string(), z.unknown())),
    blog_posts: z.array(z.record(z.string(), z.unknown())),
    products: z.array(z.record(z.string(), z.unknown())),
    pricing_plans: z.array(z.record(z.string(), z.unknown())),
    features: z.array(z.record(z.string(), z.unknown())),
    faqs: z.array(z.record(z.string(), z.unknown())),
    banners: z.array(z.record(z.string(), z.unknown())),
    cookie_categories: z.array(z.record(z.string(), z.unknown())),
    cookie_services: z.array(z.record(z.string(), z.unknown())),
    cookie_consent_records: z.array(z.record(z.string(), z.unknown())),
  })
  .openapi("OrganizationSettingsAnswer");

export const sectionAnswerSchema = z.record(z.string(), z.unknown()).openapi("OrganizationSectionAnswer");
