/**
 * The hero of a page (spec editing-tools §2.9, §3 "Hero", §9): option lists, defaults, the reading
 * of older records' flat fields as fallbacks, and the editor's size rules. Pure and browser-safe:
 * the API's validation, the page's view and the editor all use these.
 */
import type { Gradient } from "../i18n/types.ts";

/** Text sizes by Tailwind name, with their size in px (what the names mean in Tailwind 4). */
export const TEXT_SIZE_PX = {
  "text-xs": 12,
  "text-sm": 14,
  "text-base": 16,
  "text-lg": 18,
  "text-xl": 20,
  "text-2xl": 24,
  "text-3xl": 30,
  "text-4xl": 36,
  "text-5xl": 48,
  "text-6xl": 60,
  "text-7xl": 72,
} as const;
export type TextSizeName = keyof typeof TEXT_SIZE_PX;

const ALL_SIZES = Object.keys(TEXT_SIZE_PX) as TextSizeName[];
/** Title sizes: lg to 7xl (spec §9). */
export const HERO_TITLE_SIZES = ALL_SIZES.slice(ALL_SIZES.indexOf("text-lg"));
/** Description sizes: xs to 7xl (spec §9). */
export const HERO_DESCRIPTION_SIZES = ALL_SIZES;

export const HERO_ALIGNMENTS = ["left", "center", "right"] as const;
export type HeroAlignment = (typeof HERO_ALIGNMENTS)[number];

/** Content width of the text block: 2xl to 7xl, or full. */
export const HERO_BLOCK_WIDTHS = ["2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "full"] as const;
export type HeroBlockWidth = (typeof HERO_BLOCK_WIDTHS)[number];
export const BLOCK_WIDTH_CSS: Record<HeroBlockWidth, string> = {
  "2xl": "42rem",
  "3xl": "48rem",
  "4xl": "56rem",
  "5xl": "64rem",
  "6xl": "72rem",
  "7xl": "80rem",
  full: "100%",
};

export const HERO_COLUMNS = [1, 2, 3] as const;
export const HERO_WEIGHTS = ["normal", "medium", "semibold", "bold"] as const;
export type HeroWeight = (typeof HERO_WEIGHTS)[number];
export const HERO_IMAGE_POSITIONS = ["left", "right", "background", "inline"] as const;
export type HeroImagePosition = (typeof HERO_IMAGE_POSITIONS)[number];
export const HERO_ANIMATIONS = ["DotGrid", "LetterGlitch", "MagicBento"] as const;
export type HeroAnimation = (typeof HERO_ANIMATIONS)[number];

/** A text size: a Tailwind name, or px set by the editor's drag handle (`"64px"`). */
export type HeroTextSize = string;

export type HeroTitleStyle = {
  color: string;
  size: { desktop: HeroTextSize; mobile: HeroTextSize };
  alignment: HeroAlignment;
  blockWidth: HeroBlockWidth;
  blockColumns: number;
  is_gradient: boolean;
  gradient: Gradient;
};
export type HeroDescriptionStyle = {
  color: string;
  size: { desktop: HeroTextSize; mobile: HeroTextSize };
  weight: HeroWeight;
};
export type HeroImageStyle = { position: HeroImagePosition; fullPage: boolean; width: number; height: number };
export type HeroBackgroundStyle = {
  color: string;
  is_gradient: boolean;
  gradient: Gradient;
  /** Shown as a badge linking to /blog with the text 'Explore'; empty: no badge. */
  seo_title: string;
  column?: number;
};
export type HeroButtonStyle = {
  aboveDescription: boolean;
  isVideo: boolean;
  url: string;
  color: string;
  is_gradient: boolean;
  gradient: Gradient;
};

export const HERO_DEFAULTS = {
  button: "Get Started",
  url_page: "/home",
  title_style: {
    color: "gray-800",
    size: { desktop: "text-7xl", mobile: "text-5xl" },
    alignment: "center",
    blockWidth: "2xl",
    blockColumns: 1,
    is_gradient: false,
    gradient: { from: "blue-600", via: "purple-600", to: "pink-600" },
  } satisfies HeroTitleStyle,
  description_style: {
    color: "gray-600",
    size: { desktop: "text-2xl", mobile: "text-lg" },
    weight: "normal",
  } satisfies HeroDescriptionStyle,
  image_style: { position: "right", fullPage: false, width: 400, height: 300 } satisfies HeroImageStyle,
  background_style: {
    color: "white",
    is_gradient: false,
    gradient: { from: "blue-50", via: "white", to: "purple-50" },
    seo_title: "",
  } satisfies HeroBackgroundStyle,
  button_style: {
    aboveDescription: false,
    isVideo: false,
    url: "/products",
    color: "sky-600",
    is_gradient: false,
    gradient: { from: "sky-600", via: "sky-500", to: "sky-700" },
  } satisfies HeroButtonStyle,
} as const;

/** Spec §4: enabling the button gradient starts from these. */
export const BUTTON_GRADIENT_DEFAULT: Gradient = { from: "sky-600", via: "sky-500", to: "sky-700" };

/** Image limits (spec §3, §9): at most 400 px high, at least 50 px; 1280×720 as a background. */
export const HERO_IMAGE_MAX_HEIGHT = 400;
export const HERO_IMAGE_MIN = 50;
export const HERO_IMAGE_MAX_WIDTH = 2000;
export const HERO_BACKGROUND_IMAGE = { width: 1280, height: 720 } as const;

/** Drag-resized text: 12 to 120 px, in steps of 4 (spec §2.9). */
export const HERO_FONT_MIN = 12;
export const HERO_FONT_MAX = 120;

export function clampFontSize(px: number): number {
  if (!Number.isFinite(px)) return HERO_FONT_MIN;
  const rounded = Math.round(px / 4) * 4;
  return Math.min(HERO_FONT_MAX, Math.max(HERO_FONT_MIN, rounded));
}

/** An image dimension from a drag: whole px, at least 50 (and a sane upper bound). */
export function clampImageSize(px: number): number {
  if (!Number.isFinite(px)) return HERO_IMAGE_MIN;
  return Math.min(HERO_IMAGE_MAX_WIDTH, Math.max(HERO_IMAGE_MIN, Math.round(px)));
}

/** The px a size stands for: a Tailwind name or `NNpx`; null when it is neither. */
export function textSizePx(size: unknown): number | null {
  if (typeof size !== "string") return null;
  if (size in TEXT_SIZE_PX) return TEXT_SIZE_PX[size as TextSizeName];
  const match = /^(\d{1,3})px$/.exec(size);
  if (!match) return null;
  const px = Number(match[1]);
  return px >= HERO_FONT_MIN && px <= HERO_FONT_MAX ? px : null;
}

/** A valid stored size: one of `allowed`, or px within the drag limits. */
export function isHeroTextSize(size: unknown, allowed: readonly string[]): size is HeroTextSize {
  if (typeof size !== "string") return false;
  if (allowed.includes(size)) return true;
  return /^\d{1,3}px$/.test(size) && textSizePx(size) !== null;
}

const COLOR = /^([a-z]+(-\d{2,3})?|#[0-9a-fA-F]{3,8})$/;
export function isColorName(value: unknown): value is string {
  return typeof value === "string" && value.length <= 40 && COLOR.test(value);
}

/** A style object as stored: any field may be missing (then a fallback applies). */
export type Stored<T> = { [K in keyof T]?: T[K] extends { desktop: string } ? Partial<T[K]> : T[K] };

/** A hero record as stored (style objects possibly partial) with any legacy flat fields beside it. */
export type HeroRecordLike = {
  id?: number;
  name?: string | null;
  title?: string | null;
  title_translation?: Record<string, string> | null;
  description?: string | null;
  description_translation?: Record<string, string> | null;
  button?: string | null;
  button_translation?: Record<string, string> | null;
  image?: string | null;
  animation_element?: string | null;
  display_order?: number | null;
  url_page?: string | null;
  title_style?: Stored<HeroTitleStyle> | null;
  description_style?: Stored<HeroDescriptionStyle> | null;
  image_style?: Stored<HeroImageStyle> | null;
  background_style?: Stored<HeroBackgroundStyle> | null;
  button_style?: Stored<HeroButtonStyle> | null;
  /** Flat fields of older records (h1_title, h1_text_color, p_description_size, …). */
  legacy?: Record<string, unknown> | null;
};

export type ResolvedHero = {
  id: number;
  name: string;
  title: string;
  title_translation: Record<string, string>;
  description: string;
  description_translation: Record<string, string>;
  button: string;
  button_translation: Record<string, string>;
  image: string | null;
  animation_element: HeroAnimation | null;
  display_order: number;
  url_page: string;
  title_style: HeroTitleStyle;
  description_style: HeroDescriptionStyle;
  image_style: HeroImageStyle;
  background_style: HeroBackgroundStyle;
  button_style: HeroButtonStyle;
};

function pick<T>(valid: (value: unknown) => value is T, ...candidates: unknown[]): T | undefined {
  for (const candidate of candidates) if (valid(candidate)) return candidate;
  return undefined;
}
const isString = (value: unknown): value is string => typeof value === "string";
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isBool = (value: unknown): value is boolean => typeof value === "boolean";
const oneOf =
  <T extends string | number>(list: readonly T[]) =>
  (value: unknown): value is T =>
    list.includes(value as T);
const isTranslations = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isPositive = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;
const isDimension = (value: unknown): value is number => isPositive(value) && value >= HERO_IMAGE_MIN;

function gradientOf(value: unknown, legacy: { from?: unknown; via?: unknown; to?: unknown }, fallback: Gradient) {
  const source =
    typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)
      : (legacy as Record<string, unknown>);
  const from = isColorName(source.from) ? source.from : fallback.from;
  const to = isColorName(source.to) ? source.to : fallback.to;
  const via = source.via === null || source.via === "" ? null : isColorName(source.via) ? source.via : fallback.via;
  return { from, via: via ?? null, to };
}

/** Legacy image placement: `image_position` (full = background), else `image_first` (left). */
function legacyPosition(legacy: Record<string, unknown>): HeroImagePosition | undefined {
  const position = legacy.image_position;
  if (position === "full") return "background";
  if (position === "left" || position === "right") return position;
  if (position === "top" || position === "bottom") return "inline";
  if (legacy.image_first === true) return "left";
  return undefined;
}

/**
 * Every field of a hero with a value: the style objects first, then the legacy flat fields, then the
 * spec's defaults (§3). Unknown or malformed values fall through to the next source.
 */
export function resolveHero(record: HeroRecordLike): ResolvedHero {
  const legacy = record.legacy ?? {};
  const ts = record.title_style ?? {};
  const ds = record.description_style ?? {};
  const is = record.image_style ?? {};
  const bs = record.background_style ?? {};
  const btn = record.button_style ?? {};
  const D = HERO_DEFAULTS;
  const titleSizes = HERO_TITLE_SIZES as readonly string[];
  const descriptionSizes = HERO_DESCRIPTION_SIZES as readonly string[];
  const titleSize = (value: unknown): value is string => isHeroTextSize(value, titleSizes);
  const descriptionSize = (value: unknown): value is string => isHeroTextSize(value, descriptionSizes);

  const position = pick(oneOf(HERO_IMAGE_POSITIONS), is.position, legacyPosition(legacy)) ?? D.image_style.position;
  const background = position === "background";
  const seoTitle =
    pick(isString, bs.seo_title) ?? (legacy.is_seo_title === true ? pick(isString, legacy.seo_title) : undefined) ?? "";

  return {
    id: record.id ?? 0,
    name: pick(isString, record.name) ?? "",
    title: pick(isText, record.title, legacy.h1_title) ?? "",
    title_translation: pick(isTranslations, record.title_translation, legacy.h1_title_translation) ?? {},
    description: pick(isText, record.description, legacy.p_description) ?? "",
    description_translation:
      pick(isTranslations, record.description_translation, legacy.p_description_translation) ?? {},
    // An empty button text is a choice (no button), so only a missing one takes the legacy or default.
    button: pick(isString, record.button, legacy.button_main_get_started) ?? D.button,
    button_translation:
      pick(isTranslations, record.button_translation, legacy.button_main_get_started_translation) ?? {},
    image: pick(isText, record.image) ?? null,
    animation_element: pick(oneOf(HERO_ANIMATIONS), record.animation_element) ?? null,
    display_order: typeof record.display_order === "number" ? record.display_order : 0,
    url_page: pick(isText, record.url_page) ?? D.url_page,
    title_style: {
      color: pick(isColorName, ts.color, legacy.h1_text_color) ?? D.title_style.color,
      size: {
        desktop: pick(titleSize, ts.size?.desktop, legacy.h1_text_size) ?? D.title_style.size.desktop,
        mobile: pick(titleSize, ts.size?.mobile, legacy.h1_text_size_mobile) ?? D.title_style.size.mobile,
      },
      alignment: pick(oneOf(HERO_ALIGNMENTS), ts.alignment, legacy.title_alighnement) ?? D.title_style.alignment,
      blockWidth: pick(oneOf(HERO_BLOCK_WIDTHS), ts.blockWidth, legacy.title_block_width) ?? D.title_style.blockWidth,
      blockColumns:
        pick(oneOf(HERO_COLUMNS as readonly number[]), ts.blockColumns, legacy.title_block_columns) ??
        D.title_style.blockColumns,
      is_gradient: pick(isBool, ts.is_gradient, legacy.is_h1_gradient_text) ?? false,
      gradient: gradientOf(
        ts.gradient,
        {
          from: legacy.h1_text_color_gradient_from,
          via: legacy.h1_text_color_gradient_via,
          to: legacy.h1_text_color_gradient_to,
        },
        D.title_style.gradient,
      ),
    },
    description_style: {
      color: pick(isColorName, ds.color, legacy.p_description_color) ?? D.description_style.color,
      size: {
        desktop: pick(descriptionSize, ds.size?.desktop, legacy.p_description_size) ?? D.description_style.size.desktop,
        mobile:
          pick(descriptionSize, ds.size?.mobile, legacy.p_description_size_mobile) ?? D.description_style.size.mobile,
      },
      weight: pick(oneOf(HERO_WEIGHTS), ds.weight, legacy.p_description_weight) ?? D.description_style.weight,
    },
    image_style: {
      position,
      fullPage: pick(isBool, is.fullPage, legacy.is_image_full_page) ?? false,
      width: pick(isDimension, is.width) ?? (background ? HERO_BACKGROUND_IMAGE.width : D.image_style.width),
      height: pick(isDimension, is.height) ?? (background ? HERO_BACKGROUND_IMAGE.height : D.image_style.height),
    },
    background_style: {
      color: pick(isColorName, bs.color, legacy.background_color) ?? D.background_style.color,
      is_gradient: pick(isBool, bs.is_gradient, legacy.is_bg_gradient) ?? false,
      gradient: gradientOf(
        bs.gradient,
        {
          from: legacy.background_color_gradient_from,
          via: legacy.background_color_gradient_via,
          to: legacy.background_color_gradient_to,
        },
        D.background_style.gradient,
      ),
      seo_title: seoTitle,
      ...(isPositive(bs.column) ? { column: bs.column } : {}),
    },
    button_style: {
      aboveDescription: pick(isBool, btn.aboveDescription, legacy.button_main_above_description) ?? false,
      isVideo: pick(isBool, btn.isVideo, legacy.button_is_video) ?? false,
      url: pick(isText, btn.url, legacy.button_url) ?? D.button_style.url,
      color: pick(isColorName, btn.color, legacy.button_color) ?? D.button_style.color,
      is_gradient: pick(isBool, btn.is_gradient) ?? false,
      gradient: gradientOf(btn.gradient, {}, D.button_style.gradient),
    },
  };
}

/** The image box to draw: background images at 1280×720 by default, others at most 400 px high. */
export function heroImageBox(style: HeroImageStyle): { width: number; height: number } {
  const width = clampImageSize(style.width);
  const height = clampImageSize(style.height);
  if (style.position === "background") return { width, height };
  if (height <= HERO_IMAGE_MAX_HEIGHT) return { width, height };
  // Keep the proportions when the height is capped.
  return {
    width: Math.max(HERO_IMAGE_MIN, Math.round((width * HERO_IMAGE_MAX_HEIGHT) / height)),
    height: HERO_IMAGE_MAX_HEIGHT,
  };
}
