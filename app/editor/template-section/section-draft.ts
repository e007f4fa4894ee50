/**
 * The template section editor's pure state (spec editing-tools §2.2, §3, §5): the draft, its
 * defaults, the payload it saves, and the save check. No React here, so the rules are unit-tested.
 */
import {
  DEFAULT_GRADIENT,
  DEFAULT_IMAGE_HEIGHT,
  GRID_COLUMNS,
  type TextStyleVariant,
} from "../../view-models/section-options.ts";
import type { Gradient } from "../../../shared/i18n/types.ts";
import type { paths } from "../../api-client/schema.d.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { missingSectionTitle, SECTION_TITLE_MESSAGE } from "../../../shared/schemas/template-section-schema.ts";

/** The 11 section types with the labels the type picker shows (spec §3). */
export const SECTION_TYPE_OPTIONS = [
  { value: "general", label: "General Content" },
  { value: "reviews", label: "Reviews" },
  { value: "help_center", label: "Help Center" },
  { value: "real_estate", label: "Real Estate" },
  { value: "brand", label: "Brands" },
  { value: "article_slider", label: "Article Slider" },
  { value: "contact", label: "Contact Form" },
  { value: "faq", label: "FAQ" },
  { value: "pricing_plans", label: "Pricing Plans" },
  { value: "team", label: "Team Members" },
  { value: "testimonials", label: "Testimonials" },
] as const;
export type SectionTypeValue = (typeof SECTION_TYPE_OPTIONS)[number]["value"];

const SECTION_TYPE_MESSAGES: Record<SectionTypeValue, (o: { locale: UiLocale }) => string> = {
  general: (o) => m.fields_secTypeGeneral({}, o),
  reviews: (o) => m.fields_secTypeReviews({}, o),
  help_center: (o) => m.fields_secTypeHelpCenter({}, o),
  real_estate: (o) => m.fields_secTypeRealEstate({}, o),
  brand: (o) => m.fields_secTypeBrands({}, o),
  article_slider: (o) => m.fields_secTypeArticleSlider({}, o),
  contact: (o) => m.fields_secTypeContact({}, o),
  faq: (o) => m.fields_secTypeFaq({}, o),
  pricing_plans: (o) => m.fields_secTypePricingPlans({}, o),
  team: (o) => m.fields_secTypeTeam({}, o),
  testimonials: (o) => m.fields_secTypeTestimonials({}, o),
};

/** The type picker's options in the person's language (English: the labels above). */
export function sectionTypeOptions(locale: UiLocale = "en") {
  return SECTION_TYPE_OPTIONS.map((option) => ({
    value: option.value,
    label: SECTION_TYPE_MESSAGES[option.value](ui(locale)),
  }));
}

export type Alignment = "left" | "center" | "right";

export type SectionDraft = {
  section_title: string;
  section_description: string;
  section_type: SectionTypeValue;
  alignment: Alignment;
  is_full_width: boolean;
  is_slider: boolean;
  grid_columns: number;
  is_gradient: boolean;
  gradient: Gradient;
  background_color: string;
  text_style_variant: TextStyleVariant;
  is_image_bottom: boolean;
  image_metrics_height: string;
  /** The translated title and description, `{ es: "…" }` (decision 069), saved with the section. */
  section_title_translation: Record<string, string>;
  section_description_translation: Record<string, string>;
};

export const NEW_SECTION_DRAFT: SectionDraft = {
  section_title: "",
  section_description: "",
  section_type: "general",
  alignment: "left",
  is_full_width: false,
  is_slider: false,
  grid_columns: GRID_COLUMNS.default,
  is_gradient: false,
  gradient: { ...DEFAULT_GRADIENT },
  background_color: "white",
  text_style_variant: "default",
  is_image_bottom: false,
  image_metrics_height: DEFAULT_IMAGE_HEIGHT,
  section_title_translation: {},
  section_description_translation: {},
};

/** What the editor needs of a loaded section (GET /api/template-sections/{id}). */
export type LoadedSection = {
  section_title: string | null;
  section_description: string | null;
  section_type: string;
  is_section_title_aligned_center: boolean | null;
  is_section_title_aligned_right: boolean | null;
  is_full_width: boolean | null;
  is_slider: boolean | null;
  grid_columns: number | null;
  is_gradient: boolean | null;
  gradient: Gradient | null;
  background_color: string | null;
  text_style_variant: string | null;
  is_image_bottom: boolean | null;
  image_metrics_height: string | null;
  section_title_translation?: Record<string, string> | null;
  section_description_translation?: Record<string, string> | null;
};

export function draftFromSection(section: LoadedSection): SectionDraft {
  const type = SECTION_TYPE_OPTIONS.some((option) => option.value === section.section_type)
    ? (section.section_type as SectionTypeValue)
    : "general";
  return {
    section_title: section.section_title ?? "",
    section_description: section.section_description ?? "",
    section_title_translation: { ...section.section_title_translation },
    section_description_translation: { ...section.section_description_translation },
    section_type: type,
    alignment: section.is_section_title_aligned_right
      ? "right"
      : section.is_section_title_aligned_center
        ? "center"
        : "left",
    is_full_width: Boolean(section.is_full_width),
    is_slider: Boolean(section.is_slider),
    grid_columns: clampColumns(section.grid_columns),
    is_gradient: Boolean(section.is_gradient),
    gradient: section.gradient ?? { ...DEFAULT_GRADIENT },
    background_color: section.background_color || "white",
    text_style_variant: (section.text_style_variant as TextStyleVariant) || "default",
    is_image_bottom: Boolean(section.is_image_bottom),
    image_metrics_height: section.image_metrics_height || DEFAULT_IMAGE_HEIGHT,
  };
}

export function clampColumns(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return GRID_COLUMNS.default;
  return Math.min(GRID_COLUMNS.max, Math.max(GRID_COLUMNS.min, Math.round(value)));
}

export { SECTION_TITLE_MESSAGE };

/**
 * The save check of spec §5 (the API's own rule, shared/schemas/template-section-schema.ts): a general
 * section needs a non-blank title; for every other type the title and description are optional.
 * Returns the alert text, or null when the draft may be saved.
 */
export function validateSectionDraft(draft: Pick<SectionDraft, "section_title" | "section_type">): string | null {
  return missingSectionTitle(draft.section_type, draft.section_title) ? SECTION_TITLE_MESSAGE : null;
}

/** The image heights the API takes (its enum; the draft holds one of IMAGE_HEIGHT_OPTIONS' values). */
type ImageHeight = NonNullable<
  NonNullable<paths["/template-sections"]["post"]["requestBody"]>["content"]["application/json"]["image_metrics_height"]
>;

/** The body of POST (with url_page) or PUT (without it) /api/template-sections. */
export function sectionPayload(draft: SectionDraft) {
  return {
    section_title: draft.section_title.trim(),
    section_description: draft.section_description,
    section_type: draft.section_type,
    is_section_title_aligned_center: draft.alignment === "center",
    is_section_title_aligned_right: draft.alignment === "right",
    is_full_width: draft.is_full_width,
    // The slider exists for general sections only (spec §3).
    is_slider: draft.section_type === "general" && draft.is_slider,
    grid_columns: clampColumns(draft.grid_columns),
    is_gradient: draft.is_gradient,
    gradient: draft.gradient,
    background_color: draft.background_color,
    text_style_variant: draft.text_style_variant,
    is_image_bottom: draft.is_image_bottom,
    image_metrics_height: draft.image_metrics_height as ImageHeight,
    section_title_translation: draft.section_title_translation,
    section_description_translation: draft.section_description_translation,
  };
}

/** Team and testimonials sections are managed from people's profiles (spec §2.4). */
export function isPeopleSection(type: string): type is "team" | "testimonials" {
  return type === "team" || type === "testimonials";
}
