import { z } from "zod";
import { CONSENT_SCRIPT_URL } from "../rules/cookie-consent.ts";
import { flag, link, text } from "./field-rules.ts";
import { KNOWN_LOCALES } from "../i18n/locales.ts";
import { footerStyleSchema, headerStyleSchema } from "./chrome-style-schema.ts";
import { BUSINESS_TYPES } from "../rules/settings.ts";

/**
 * The organization settings' field rules (spec editing-tools §3 "Organization settings"), used by
 * the API (server/api/organizations/organizations.schemas.ts builds PUT /api/organizations/{id}
 * from them) and by the Global Settings form (decision 042): one set of rules and messages.
 */

/** A text that must not be blank (a post title, a cookie category's or service's name). */
export const requiredText = (max: number) => text(max).trim().min(1, "is required");

export const pagePath = text(300).regex(/^\/[^\s]*$/, "must be a path starting with /");

/** The header and footer styles' rules live in chrome-style-schema.ts (the header and footer editors check them too). */
export const headerStyleBodySchema = headerStyleSchema;
export const footerStyleBodySchema = footerStyleSchema;

/** Settings without lists and hero (spec §7); `null` clears a value back to its default. */
export const settingsBodySchema = z.strictObject({
  name: requiredText(200).optional(),
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
  /**
   * Languages whose text is still the default language's, as the starter kit left them (decision
   * 059); the launch checklist's "languages reviewed" sends the rest, or null once all are reviewed.
   */
  untranslated_locales: z
    .array(z.enum(KNOWN_LOCALES, { error: "must be a known language code" }))
    .max(10, "at most 10 languages")
    .nullable()
    .optional(),
  /** The launch checklist's ticks and whether it was put away (decision 063); null removes them. */
  launch_checklist: z
    .strictObject({ policies_reviewed: flag, contact_reviewed: flag, dismissed: flag })
    .partial()
    .nullable()
    .optional(),
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

/** The fields of the General tab, as the API takes them in `settings`. */
export const generalSettingsSchema = settingsBodySchema.pick({
  name: true,
  base_url: true,
  base_url_local: true,
  type: true,
  font_family: true,
  supported_locales: true,
  language: true,
  logo: true,
});

/**
 * The Global Settings form (draft `{ general, lists, hero }`): the General tab's settings and the
 * list fields the API refuses when blank or unsafe, with the API's own rules and messages.
 */
export const settingsFormSchema = z.looseObject({
  general: generalSettingsSchema,
  lists: z.looseObject({
    blog_posts: z.array(z.looseObject({ title: requiredText(500).optional() })),
    cookie_categories: z.array(z.looseObject({ name: requiredText(200).optional() })),
    cookie_services: z.array(
      z.looseObject({ name: requiredText(200).optional(), script_url: scriptUrl.nullable().optional() }),
    ),
  }),
});
