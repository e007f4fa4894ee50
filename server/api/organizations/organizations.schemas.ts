import { z } from "@hono/zod-openapi";
import { BANNER_OPEN_STATES, BANNER_POSITIONS } from "../../../shared/rules/banners.ts";
import { sanitizeRichText } from "../../domain/content/sanitize-rich-text.ts";
import { KNOWN_LOCALES } from "../../../shared/i18n/locales.ts";
import { SETTINGS_LISTS } from "../../../shared/rules/settings.ts";
import { SECTION_NAMES } from "../../domain/organizations/get-organization-section.ts";
import { color, flag, id, link, order, text, translations as translationsOf } from "../fields.ts";
import { pagePath, requiredText, scriptUrl, settingsBodySchema } from "../../../shared/schemas/settings-schema.ts";

// The settings rules live in shared/ (the Global Settings form checks them too, decision 042).
export {
  footerStyleBodySchema,
  headerStyleBodySchema,
  scriptUrl,
  settingsBodySchema,
} from "../../../shared/schemas/settings-schema.ts";

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
    title: requiredText(500).optional(),
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
  name: requiredText(200).optional(),
  name_translation: translations.optional(),
  description: text(2_000).optional(),
  description_translation: translations.optional(),
  order: order.optional(),
});

const cookieServiceItem = z.strictObject({
  ...recordKeys,
  category_id: id.optional(),
  name: requiredText(200).optional(),
  name_translation: translations.optional(),
  description: text(2_000).optional(),
  description_translation: translations.optional(),
  active: flag.optional(),
  script_url: scriptUrl.nullable().optional(),
  order: order.optional(),
});

/** A list sent whole: each item naming a record carries the version it was loaded with (decision 031). */
const list = <T extends z.ZodType>(item: T, max = 500) =>
  z
    .array(item, { error: "must be a list" })
    .max(max, `at most ${max} items`)
    .superRefine((items, ctx) => {
      items.forEach((value, index) => {
        const record = value as { id?: number; updated_at?: string };
        if (record.id !== undefined && record.updated_at === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [index, "updated_at"],
            message: "is required: the updated_at the item was loaded with",
          });
        }
      });
    });

export const updateOrganizationBodySchema = z
  .strictObject({
    updated_at: z.iso
      .datetime({ offset: true, error: "must be the ISO time the organization was loaded with" })
      .optional()
      .openapi({ description: "`organization.updated_at` as loaded: required with `settings` (stale: 409)" }),
    list_versions: z
      .partialRecord(z.enum(SETTINGS_LISTS, { error: "is not a list of the organization" }), z.string().max(100))
      .optional()
      .openapi({ description: "For each list sent, its version from GET's `list_versions` (required; stale: 409)" }),
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
    if (!Object.keys(body).some((key) => key !== "updated_at" && key !== "list_versions")) {
      ctx.addIssue({ code: "custom", path: [], message: "Send settings or at least one list to change" });
    }
    // Every write carries the version it was based on (decision 031).
    if (body.settings && body.updated_at === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["updated_at"],
        message: "is required with settings: organization.updated_at as loaded",
      });
    }
    if (body.website_hero && body.website_hero.updated_at === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["website_hero", "updated_at"],
        message: "is required: the updated_at the hero was loaded with",
      });
    }
    for (const key of SETTINGS_LISTS) {
      if (body[key] !== undefined && body.list_versions?.[key] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["list_versions", key],
          message: "is required with the list: its version from GET's list_versions",
        });
      }
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
    list_versions: z
      .record(z.string(), z.string())
      .openapi({ description: "Each list's version: send it back with the list (optimistic concurrency)" }),
  })
  .openapi("OrganizationSettingsAnswer");

export const sectionAnswerSchema = z.record(z.string(), z.unknown()).openapi("OrganizationSectionAnswer");
