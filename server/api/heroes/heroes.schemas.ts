import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import {
  HERO_ALIGNMENTS,
  HERO_ANIMATIONS,
  HERO_BLOCK_WIDTHS,
  HERO_DESCRIPTION_SIZES,
  HERO_IMAGE_MIN,
  HERO_IMAGE_MAX_WIDTH,
  HERO_IMAGE_POSITIONS,
  HERO_TITLE_SIZES,
  HERO_WEIGHTS,
  isHeroTextSize,
} from "../../../shared/hero.ts";
import { websiteHero } from "../../db/schema/index.ts";
import { changesSomething, fieldRules, LIMITS } from "../content/content.schemas.ts";

const { text, flag, order, color, gradient, link, translations, version, organizationId, pagePath } = fieldRules;

/** Spec editing-tools §5. */
export const HERO_TITLE_MESSAGE = "Title is required.";

const oneOf = <T extends readonly [string, ...string[]]>(list: T) =>
  z.enum(list, { error: `must be one of ${list.join(", ")}` });

const size = (allowed: readonly string[], range: string) =>
  z
    .string({ error: "must be text" })
    .refine((value) => isHeroTextSize(value, allowed), `must be ${range}, or 12px to 120px`);
const sizes = (allowed: readonly string[], range: string) =>
  z.strictObject({ desktop: size(allowed, range).optional(), mobile: size(allowed, range).optional() });

const dimension = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(HERO_IMAGE_MIN, `must be at least ${HERO_IMAGE_MIN}`)
  .max(HERO_IMAGE_MAX_WIDTH, `must be at most ${HERO_IMAGE_MAX_WIDTH}`);

const gradientObject = gradient.unwrap();

const titleStyle = z
  .strictObject({
    color: color.optional(),
    size: sizes(HERO_TITLE_SIZES, "text-lg to text-7xl").optional(),
    alignment: oneOf(HERO_ALIGNMENTS).optional(),
    blockWidth: oneOf(HERO_BLOCK_WIDTHS).optional(),
    blockColumns: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 3")
      .max(3, "must be between 1 and 3")
      .optional(),
    is_gradient: flag.optional(),
    gradient: gradientObject.optional(),
  })
  .openapi("HeroTitleStyle");

const descriptionStyle = z
  .strictObject({
    color: color.optional(),
    size: sizes(HERO_DESCRIPTION_SIZES, "text-xs to text-7xl").optional(),
    weight: oneOf(HERO_WEIGHTS).optional(),
  })
  .openapi("HeroDescriptionStyle");

const imageStyle = z
  .strictObject({
    position: oneOf(HERO_IMAGE_POSITIONS).optional(),
    fullPage: flag.optional(),
    width: dimension.optional(),
    height: dimension.optional(),
  })
  .openapi("HeroImageStyle");

const backgroundStyle = z
  .strictObject({
    color: color.optional(),
    is_gradient: flag.optional(),
    gradient: gradientObject.optional(),
    seo_title: text(LIMITS.title).optional(),
    column: z.number().int().min(1).max(3).optional(),
  })
  .openapi("HeroBackgroundStyle");

const buttonStyle = z
  .strictObject({
    aboveDescription: flag.optional(),
    isVideo: flag.optional(),
    url: link.optional(),
    color: color.optional(),
    is_gradient: flag.optional(),
    gradient: gradientObject.optional(),
  })
  .openapi("HeroButtonStyle");

const title = z
  .string({ error: HERO_TITLE_MESSAGE })
  .max(LIMITS.title, `must be at most ${LIMITS.title} characters`)
  .refine((value) => value.trim() !== "", HERO_TITLE_MESSAGE);

const heroFields = {
  name: text(LIMITS.headingName),
  title_translation: translations,
  description: text(LIMITS.richText),
  description_translation: translations,
  button: text(LIMITS.buttonText),
  button_translation: translations,
  image: link.nullable(),
  animation_element: z
    .enum(HERO_ANIMATIONS, { error: `must be one of ${HERO_ANIMATIONS.join(", ")}, or null` })
    .nullable(),
  display_order: order,
  title_style: titleStyle,
  description_style: descriptionStyle,
  image_style: imageStyle,
  background_style: backgroundStyle,
  button_style: buttonStyle,
  organization_id: organizationId,
};

const optionalHeroFields = Object.fromEntries(
  Object.entries(heroFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof heroFields]: z.ZodOptional<(typeof heroFields)[K]> };

export const createHeroBodySchema = z
  .strictObject({
    title,
    url_page: pagePath("must be a path starting with /, like /home or /about").optional(),
    ...optionalHeroFields,
  })
  .openapi("HeroCreateBody");

export const updateHeroBodySchema = z
  .strictObject({
    title: title.optional(),
    url_page: pagePath("must be a path starting with /, like /home or /about").optional(),
    ...optionalHeroFields,
    updated_at: version,
  })
  .superRefine(changesSomething)
  .openapi("HeroUpdateBody");

export const heroRecordSchema = createSelectSchema(websiteHero)
  .omit({ organization_id: true, created_at: true, updated_at: true, legacy: true })
  .extend({ created_at: z.string(), updated_at: z.string(), legacy: z.record(z.string(), z.unknown()) })
  .openapi("HeroRecord");

export const heroListQuerySchema = z.object({
  url_page: pagePath("must be a path starting with /, like /home or /about")
    .optional()
    .openapi({ param: { name: "url_page", in: "query" }, description: "The page; default /home", example: "/home" }),
});
