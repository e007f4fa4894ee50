import { index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import type {
  HeroBackgroundStyle,
  HeroButtonStyle,
  HeroDescriptionStyle,
  HeroImageStyle,
  HeroTitleStyle,
  Stored,
} from "../../../shared/rules/hero.ts";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * The hero of a page (spec editing-tools §3 "Hero"): one record per hero, its styles as JSON
 * objects. `legacy` keeps the flat fields of older records (h1_*, p_description_*, …), read only as
 * fallbacks where a style object lacks a value (shared/rules/hero.ts `resolveHero`).
 */
export const websiteHero = pgTable(
  "website_hero",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The page the hero appears on, without locale prefix; home is `/home`. */
    url_page: text().notNull().default("/home"),
    name: text().notNull().default(""),
    title: text().notNull().default(""),
    title_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    button: text().notNull().default("Get Started"),
    button_translation: translations(),
    image: text(),
    animation_element: text(),
    display_order: integer().notNull().default(0),
    title_style: jsonb().$type<Stored<HeroTitleStyle>>().notNull().default({}),
    description_style: jsonb().$type<Stored<HeroDescriptionStyle>>().notNull().default({}),
    image_style: jsonb().$type<Stored<HeroImageStyle>>().notNull().default({}),
    background_style: jsonb().$type<Stored<HeroBackgroundStyle>>().notNull().default({}),
    button_style: jsonb().$type<Stored<HeroButtonStyle>>().notNull().default({}),
    legacy: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("website_hero_organization_page_idx").on(t.organization_id, t.url_page, t.display_order),
    unique("website_hero_organization_id_uq").on(t.organization_id, t.id),
  ],
);
