/** Section types of spec editing-tools §3, and the legacy flags they are derived from. */
export const SECTION_TYPES = [
  "general",
  "reviews",
  "help_center",
  "real_estate",
  "brand",
  "article_slider",
  "contact",
  "faq",
  "pricing_plans",
  "team",
  "testimonials",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

const LEGACY_FLAGS = [
  ["is_reviews_section", "reviews"],
  ["is_help_center_section", "help_center"],
  ["is_real_estate_modal", "real_estate"],
  ["is_brand", "brand"],
  ["is_article_slider", "article_slider"],
  ["is_contact_section", "contact"],
  ["is_faq_section", "faq"],
  ["is_pricingplans_section", "pricing_plans"],
] as const;

type LegacyFlags = { [K in (typeof LEGACY_FLAGS)[number][0]]?: boolean | null };

/** A section without section_type takes the first legacy flag that is set, else general. */
export function deriveSectionType(section: { section_type?: string | null } & LegacyFlags): SectionType {
  if (section.section_type && (SECTION_TYPES as readonly string[]).includes(section.section_type)) {
    return section.section_type as SectionType;
  }
  for (const [flag, type] of LEGACY_FLAGS) if (section[flag]) return type;
  return "general";
}
