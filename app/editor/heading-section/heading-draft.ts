/**
 * The heading section editor's pure state (spec editing-tools §2.5, §3, §4, §5): the draft, its
 * three-part title, the save check in the spec's order, and the payload.
 */
import { DEFAULT_GRADIENT, HEADING_DEFAULTS, type HeadingTextStyleVariant } from "../../view-models/section-options.ts";
import type { Gradient } from "../../../shared/i18n/types.ts";

export type HeadingDraft = {
  name: string;
  name_part_2: string;
  name_part_3: string;
  /** Whether the second and third title parts are shown (spec §4). */
  parts: 1 | 2 | 3;
  description_text: string;
  button_text: string;
  url: string;
  url_page: string;
  image: string;
  image_first: boolean;
  is_included_templatesection: boolean;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient;
  text_style_variant: HeadingTextStyleVariant;
  is_text_link: boolean;
  title_alignment: "left" | "center" | "right";
} & HeadingTranslations;

/** The heading's translatable fields (each has a `<field>_translation` column). */
export const HEADING_TRANSLATED_FIELDS = [
  "name",
  "name_part_2",
  "name_part_3",
  "description_text",
  "button_text",
] as const;
export type HeadingTranslatedField = (typeof HEADING_TRANSLATED_FIELDS)[number];
/** The translated texts, `{ es: "…" }` per field (decision 069), saved with the heading. */
export type HeadingTranslations = Record<`${HeadingTranslatedField}_translation`, Record<string, string>>;

const translationsOf = (record: Partial<Record<keyof HeadingTranslations, Record<string, string> | null>>) =>
  Object.fromEntries(
    HEADING_TRANSLATED_FIELDS.map((field) => [`${field}_translation`, { ...record[`${field}_translation`] }]),
  ) as HeadingTranslations;

export function newHeadingDraft(urlPage: string): HeadingDraft {
  return {
    name: "",
    name_part_2: "",
    name_part_3: "",
    parts: 1,
    description_text: "",
    button_text: "",
    url: "",
    url_page: urlPage,
    image: "",
    image_first: false,
    is_included_templatesection: false,
    background_color: HEADING_DEFAULTS.background_color,
    is_gradient: false,
    gradient: { ...DEFAULT_GRADIENT },
    text_style_variant: "default",
    is_text_link: false,
    title_alignment: HEADING_DEFAULTS.title_alignment,
    ...translationsOf({}),
  };
}

export type LoadedHeading = {
  name: string;
  name_part_2: string | null;
  name_part_3: string | null;
  description_text: string | null;
  button_text: string | null;
  url: string | null;
  url_page: string;
  image: string | null;
  image_first: boolean | null;
  is_included_templatesection: boolean | null;
  background_color: string | null;
  is_gradient: boolean | null;
  gradient: Gradient | null;
  text_style_variant: string | null;
  is_text_link: boolean | null;
  title_alignment: string | null;
} & Partial<Record<`${HeadingTranslatedField}_translation`, Record<string, string> | null>>;

export function draftFromHeading(heading: LoadedHeading): HeadingDraft {
  const part2 = heading.name_part_2 ?? "";
  const part3 = heading.name_part_3 ?? "";
  const variant = heading.text_style_variant;
  const alignment = heading.title_alignment;
  return {
    name: heading.name ?? "",
    name_part_2: part2,
    name_part_3: part3,
    parts: part3 ? 3 : part2 ? 2 : 1,
    description_text: heading.description_text ?? "",
    button_text: heading.button_text ?? "",
    url: heading.url ?? "",
    url_page: heading.url_page,
    image: heading.image ?? "",
    image_first: Boolean(heading.image_first),
    is_included_templatesection: Boolean(heading.is_included_templatesection),
    background_color: heading.background_color || HEADING_DEFAULTS.background_color,
    is_gradient: Boolean(heading.is_gradient),
    gradient: heading.gradient ?? { ...DEFAULT_GRADIENT },
    text_style_variant: variant === "apple" || variant === "codedharmony" ? variant : "default",
    is_text_link: Boolean(heading.is_text_link),
    title_alignment: alignment === "center" || alignment === "right" ? alignment : "left",
    ...translationsOf(heading),
  };
}

/** Shows the next title part; the third only once the second is shown (spec §4). */
export function addTitlePart(draft: HeadingDraft): HeadingDraft {
  return draft.parts >= 3 ? draft : { ...draft, parts: (draft.parts + 1) as 2 | 3 };
}

/** Removing a part clears its text; removing the second also removes the third. */
export function removeTitlePart(draft: HeadingDraft, part: 2 | 3): HeadingDraft {
  if (part === 3) return { ...draft, parts: draft.parts > 2 ? 2 : draft.parts, name_part_3: "" };
  return { ...draft, parts: 1, name_part_2: "", name_part_3: "" };
}

import { HEADING_MESSAGES } from "../../../shared/schemas/heading-schema.ts";
export { HEADING_MESSAGES };

/** The save check of spec §5, in its order: name, description, page URL. The first failure, or null. */
export function validateHeadingDraft(draft: Pick<HeadingDraft, "name" | "description_text" | "url_page">) {
  if (!draft.name.trim()) return HEADING_MESSAGES.name;
  if (!draft.description_text.trim()) return HEADING_MESSAGES.description_text;
  if (!draft.url_page.trim()) return HEADING_MESSAGES.url_page;
  return null;
}

/** A page URL as the API wants it: a path starting with a slash (`about` → `/about`). */
export function normalizePagePath(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return "";
  return trimmed.startsWith("/") || /^https?:\/\//i.test(trimmed) ? trimmed : `/${trimmed}`;
}

/** The body of POST or PUT /api/template-heading-sections. */
export function headingPayload(draft: HeadingDraft) {
  return {
    name: draft.name.trim(),
    name_part_2: draft.parts >= 2 && draft.name_part_2.trim() ? draft.name_part_2.trim() : null,
    name_part_3: draft.parts >= 3 && draft.name_part_3.trim() ? draft.name_part_3.trim() : null,
    description_text: draft.description_text,
    button_text: draft.button_text.trim() || null,
    url: normalizePagePath(draft.url) || null,
    url_page: normalizePagePath(draft.url_page),
    image: draft.image.trim() || null,
    image_first: draft.image_first,
    is_included_templatesection: draft.is_included_templatesection,
    background_color: draft.background_color,
    is_gradient: draft.is_gradient,
    gradient: draft.gradient,
    text_style_variant: draft.text_style_variant,
    is_text_link: draft.is_text_link,
    title_alignment: draft.title_alignment,
    name_translation: draft.name_translation,
    name_part_2_translation: draft.parts >= 2 ? draft.name_part_2_translation : {},
    name_part_3_translation: draft.parts >= 3 ? draft.name_part_3_translation : {},
    description_text_translation: draft.description_text_translation,
    button_text_translation: draft.button_text_translation,
  };
}
