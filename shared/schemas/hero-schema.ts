import { z } from "zod";
import { color, flag, gradient, link, LIMITS, order, text, translations as translationsOf } from "./field-rules.ts";
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
} from "../rules/hero.ts";

/**
 * The hero's field rules, used by the API (server/api/heroes/heroes.schemas.ts names them for
 * OpenAPI and adds the request shapes) and by the hero editor's form (decision 042): one set of
 * rules and messages on both sides.
 */

const translations = translationsOf(LIMITS.richText);

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

export const heroTitleStyle = z.strictObject({
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
});

export const heroDescriptionStyle = z.strictObject({
  color: color.optional(),
  size: sizes(HERO_DESCRIPTION_SIZES, "text-xs to text-7xl").optional(),
  weight: oneOf(HERO_WEIGHTS).optional(),
});

export const heroImageStyle = z.strictObject({
  position: oneOf(HERO_IMAGE_POSITIONS).optional(),
  fullPage: flag.optional(),
  width: dimension.optional(),
  height: dimension.optional(),
});

export const heroBackgroundStyle = z.strictObject({
  color: color.optional(),
  is_gradient: flag.optional(),
  gradient: gradientObject.optional(),
  seo_title: text(LIMITS.title).optional(),
  column: z.number().int().min(1).max(3).optional(),
});

export const heroButtonStyle = z.strictObject({
  aboveDescription: flag.optional(),
  isVideo: flag.optional(),
  url: link.optional(),
  color: color.optional(),
  is_gradient: flag.optional(),
  gradient: gradientObject.optional(),
});

export const heroTitle = z
  .string({ error: HERO_TITLE_MESSAGE })
  .max(LIMITS.title, `must be at most ${LIMITS.title} characters`)
  .refine((value) => value.trim() !== "", { message: HERO_TITLE_MESSAGE, params: { rule: "title_required" } });

export const heroFields = {
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
  title_style: heroTitleStyle,
  description_style: heroDescriptionStyle,
  image_style: heroImageStyle,
  background_style: heroBackgroundStyle,
  button_style: heroButtonStyle,
};

/** What the hero editor's form checks before sending (the API checks the same on arrival). */
export const heroFormSchema = z.object({
  title: heroTitle,
  button: heroFields.button,
  image: heroFields.image,
  description: heroFields.description,
  background_style: z.looseObject({ seo_title: heroFields.background_style.shape.seo_title }),
  button_style: z.looseObject({ url: heroFields.button_style.shape.url }),
});
