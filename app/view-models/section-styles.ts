/**
 * Typography and layout classes of sections. Every class is written out in full here so that
 * Tailwind's build sees it; data only ever selects one of these entries, never builds a class name.
 */
import {
  headingTextStyleVariant,
  textStyleVariant,
  type HeadingTextStyleVariant,
  type TextStyleVariant,
} from "./section-options.ts";

/**
 * Serif variants use Lora, which ships with the app, rather than whatever serif the visitor's system
 * has (Tailwind's font-serif). Written out as a literal so the build sees it.
 */
const SERIF = "font-[family-name:'Lora_Variable','Lora_Fallback',Lora,ui-serif,Georgia,serif]";

export type SectionTextStyle = {
  /** Section title (h2). */
  title: string;
  /** Section description. */
  description: string;
  /** Metric card title (h3). */
  metricTitle: string;
  /** Metric card description. */
  metricDescription: string;
};

export const SECTION_TEXT_STYLES: Record<TextStyleVariant, SectionTextStyle> = {
  default: {
    title: "text-3xl font-bold tracking-tight md:text-4xl",
    description: "text-lg text-gray-600",
    metricTitle: "text-xl font-semibold",
    metricDescription: "text-base text-gray-600",
  },
  apple: {
    title: "text-4xl font-semibold tracking-tight md:text-5xl",
    description: "text-xl font-normal text-gray-500",
    metricTitle: "text-2xl font-semibold tracking-tight",
    metricDescription: "text-lg text-gray-500",
  },
  codedharmony: {
    title: "text-3xl font-extrabold tracking-tight md:text-5xl",
    description: "text-lg leading-relaxed text-gray-600",
    metricTitle: "text-xl font-bold tracking-tight",
    metricDescription: "text-base leading-relaxed text-gray-700",
  },
  magazine: {
    title: `${SERIF} text-4xl font-bold leading-tight md:text-5xl`,
    description: `${SERIF} text-xl italic text-gray-700`,
    metricTitle: `${SERIF} text-2xl font-bold leading-snug`,
    metricDescription: `${SERIF} text-base leading-relaxed text-gray-700`,
  },
  startup: {
    title: "text-3xl font-black tracking-tight md:text-5xl",
    description: "text-lg font-medium text-gray-600",
    metricTitle: "text-xl font-extrabold tracking-tight",
    metricDescription: "text-base font-medium text-gray-600",
  },
  elegant: {
    title: `${SERIF} text-3xl font-light tracking-wide md:text-4xl`,
    description: `${SERIF} text-lg font-light tracking-wide text-gray-600`,
    metricTitle: `${SERIF} text-xl font-normal tracking-wide`,
    metricDescription: "text-base font-light leading-relaxed text-gray-600",
  },
  brutalist: {
    title: "text-4xl font-black uppercase tracking-tighter md:text-6xl",
    description: "font-mono text-base uppercase tracking-wide text-gray-900",
    metricTitle: "text-xl font-black uppercase tracking-tight",
    metricDescription: "font-mono text-sm text-gray-900",
  },
  modern: {
    title: "text-3xl font-bold tracking-tight md:text-5xl",
    description: "text-lg text-gray-500",
    metricTitle: "text-lg font-semibold tracking-tight",
    metricDescription: "text-sm leading-6 text-gray-500",
  },
  playful: {
    title: "text-3xl font-extrabold tracking-normal md:text-5xl",
    description: "text-lg text-gray-600",
    metricTitle: "text-xl font-bold tracking-normal",
    metricDescription: "text-base leading-relaxed text-gray-600",
  },
};

export function sectionTextStyle(variant: string | null | undefined): SectionTextStyle {
  return SECTION_TEXT_STYLES[textStyleVariant(variant)];
}

export type HeadingTextStyle = { title: string; description: string };

export const HEADING_TEXT_STYLES: Record<HeadingTextStyleVariant, HeadingTextStyle> = {
  default: {
    title: "text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl",
    description: "text-lg leading-relaxed text-gray-600 md:text-xl",
  },
  apple: {
    title: "text-5xl font-semibold tracking-tighter sm:text-6xl lg:text-7xl",
    description: "text-xl font-normal leading-snug text-gray-500 md:text-2xl",
  },
  codedharmony: {
    title: "text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl",
    description: "text-lg leading-8 text-gray-700",
  },
};

export function headingTextStyle(variant: string | null | undefined): HeadingTextStyle {
  return HEADING_TEXT_STYLES[headingTextStyleVariant(variant)];
}

/** Grid of a general section: 1 column on phones, 2 on small tablets, `columns` (1-5) on desktop. */
const GRID_CLASSES: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-1 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5",
};

export function gridClasses(columns: number): string {
  const clamped = Math.min(5, Math.max(1, Number.isFinite(columns) ? Math.trunc(columns) : 3));
  return GRID_CLASSES[clamped]!;
}

/** Slider track: 1 card on mobile, `visible` (1-4) from the 768 px breakpoint. */
const SLIDER_TRACK_CLASSES: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-3",
  4: "grid-cols-1 md:grid-cols-4",
};

export function sliderTrackClasses(visible: number): string {
  const clamped = Math.min(4, Math.max(1, Number.isFinite(visible) ? Math.trunc(visible) : 1));
  return SLIDER_TRACK_CLASSES[clamped]!;
}

export type Alignment = "left" | "center" | "right";

export const TEXT_ALIGN: Record<Alignment, string> = {
  left: "text-start",
  center: "text-center",
  right: "text-end",
};

/** Horizontal placement of blocks (buttons, max-width paragraphs) matching the text alignment. */
export const BLOCK_ALIGN: Record<Alignment, string> = {
  left: "me-auto justify-start",
  center: "mx-auto justify-center",
  right: "ms-auto justify-end",
};
