import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import {
  heroBackgroundStyle,
  heroButtonStyle,
  heroDescriptionStyle,
  heroFields as sharedHeroFields,
  heroImageStyle,
  heroTitle,
  heroTitleStyle,
} from "../../../shared/schemas/hero-schema.ts";
import { websiteHero } from "../../db/schema/index.ts";
import { changesSomething, fieldRules } from "../content/content.schemas.ts";
import { forOpenApi } from "../fields.ts";

const { version, organizationId, pagePath, translations } = fieldRules;

export { HERO_TITLE_MESSAGE } from "../../../shared/schemas/hero-schema.ts";

const titleStyle = forOpenApi(heroTitleStyle).openapi("HeroTitleStyle");
const descriptionStyle = forOpenApi(heroDescriptionStyle).openapi("HeroDescriptionStyle");
const imageStyle = forOpenApi(heroImageStyle).openapi("HeroImageStyle");
const backgroundStyle = forOpenApi(heroBackgroundStyle).openapi("HeroBackgroundStyle");
const buttonStyle = forOpenApi(heroButtonStyle).openapi("HeroButtonStyle");
const title = heroTitle;

const heroFields = {
  ...sharedHeroFields,
  title_translation: translations,
  description_translation: translations,
  button_translation: translations,
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
