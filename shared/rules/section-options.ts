/**
 * Choices and defaults for template sections, metrics and heading sections (spec editing-tools §3
 * and §9). Browser-safe: the public site resolves stored values with them and the editors list them.
 */
import type { Gradient } from "../i18n/types.ts";

export const TEXT_STYLE_VARIANTS = [
  "default",
  "apple",
  "codedharmony",
  "magazine",
  "startup",
  "elegant",
  "brutalist",
  "modern",
  "playful",
] as const;
export type TextStyleVariant = (typeof TEXT_STYLE_VARIANTS)[number];

/** Heading sections offer only the first three. */
export const HEADING_TEXT_STYLE_VARIANTS = ["default", "apple", "codedharmony"] as const;
export type HeadingTextStyleVariant = (typeof HEADING_TEXT_STYLE_VARIANTS)[number];

export const HEADING_STYLE_VARIANTS = ["default", "clean"] as const;
export type HeadingStyleVariant = (typeof HEADING_STYLE_VARIANTS)[number];

export function textStyleVariant(value: string | null | undefined): TextStyleVariant {
  return (TEXT_STYLE_VARIANTS as readonly string[]).includes(value ?? "") ? (value as TextStyleVariant) : "default";
}

export function headingTextStyleVariant(value: string | null | undefined): HeadingTextStyleVariant {
  return (HEADING_TEXT_STYLE_VARIANTS as readonly string[]).includes(value ?? "")
    ? (value as HeadingTextStyleVariant)
    : "default";
}

export type ImageHeightOption = { value: string; label: string; px: number };

export const IMAGE_HEIGHT_OPTIONS: readonly ImageHeightOption[] = [
  { value: "h-32", label: "Small", px: 128 },
  { value: "h-40", label: "Medium", px: 160 },
  { value: "h-48", label: "Default", px: 192 },
  { value: "h-56", label: "Large", px: 224 },
  { value: "h-64", label: "X-Large", px: 256 },
  { value: "h-72", label: "XX-Large", px: 288 },
  { value: "h-80", label: "Huge", px: 320 },
  { value: "h-96", label: "Maximum", px: 384 },
];

export const DEFAULT_IMAGE_HEIGHT = "h-48";

/** Pixel height of a stored image height name; unknown names get the default (192 px). */
export function imageHeightPx(value: string | null | undefined): number {
  const option =
    IMAGE_HEIGHT_OPTIONS.find((item) => item.value === value) ??
    IMAGE_HEIGHT_OPTIONS.find((item) => item.value === DEFAULT_IMAGE_HEIGHT)!;
  return option.px;
}

export type GradientPreset = { name: string } & Required<Pick<Gradient, "from" | "to">> & { via: string };

export const GRADIENT_PRESETS: readonly GradientPreset[] = [
  { name: "Ocean Breeze", from: "blue-400", via: "cyan-300", to: "teal-400" },
  { name: "Sunset Glow", from: "orange-400", via: "pink-400", to: "purple-500" },
  { name: "Fresh Growth", from: "emerald-400", via: "green-400", to: "teal-500" },
  { name: "Purple Dreams", from: "purple-400", via: "fuchsia-400", to: "pink-500" },
  { name: "Fire Blaze", from: "red-500", via: "orange-500", to: "yellow-400" },
  { name: "Deep Ocean", from: "blue-600", via: "indigo-500", to: "purple-600" },
  { name: "Forest Path", from: "green-600", via: "emerald-500", to: "teal-600" },
  { name: "Rose Garden", from: "pink-400", via: "rose-400", to: "red-500" },
];

export const DEFAULT_GRADIENT: Gradient = { from: "blue-400", via: "cyan-300", to: "teal-400" };
/** The via colour a gradient gets when the editor adds one. */
export const DEFAULT_GRADIENT_VIA = "purple-400";

export const NEW_METRIC_DEFAULTS = {
  title: "",
  description: "",
  image: "",
  is_image_rounded_full: false,
  is_title_displayed: true,
  is_card_type: false,
  background_color: "white",
  is_gradient: false,
} as const;

export const GRID_COLUMNS = { min: 1, max: 6, default: 3 } as const;
/** The public general section lays out 1 to 5 columns (spec public-site §9). */
export const PUBLIC_GRID_COLUMNS = { min: 1, max: 5 } as const;

export const HEADING_DEFAULTS = { background_color: "white", title_alignment: "left" } as const;
