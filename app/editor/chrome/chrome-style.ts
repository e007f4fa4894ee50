/**
 * The header and footer style of spec editing-tools §3: options, defaults and reading a stored
 * style (anything missing or unknown falls back to the default). Pure, so it is unit-tested.
 */

import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

export type ChromeKind = "header" | "footer";

export const HEADER_TYPES = ["default", "transparent", "fixed", "mini", "ring_card_mini"] as const;
export const FOOTER_TYPES = ["default", "transparent", "fixed"] as const;
export const MENU_WIDTHS = ["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"] as const;
/** Tailwind max-width names beyond 7xl are not standard: lg 1024 px … 7xl 2816 px in steps of 256 (§3). */
export const MENU_WIDTH_PX: Record<(typeof MENU_WIDTHS)[number], number> = {
  lg: 1024,
  xl: 1280,
  "2xl": 1536,
  "3xl": 1792,
  "4xl": 2048,
  "5xl": 2304,
  "6xl": 2560,
  "7xl": 2816,
};
export const LOGO_HEIGHTS = ["h-8", "h-10", "h-12", "h-16"] as const;
export const LOGO_HEIGHT_PX: Record<(typeof LOGO_HEIGHTS)[number], number> = {
  "h-8": 32,
  "h-10": 40,
  "h-12": 48,
  "h-16": 64,
};

/** The UI languages the header and footer editors list (§1). */
export const UI_LANGUAGES = ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja"] as const;

const FAMILIES = ["gray", "slate", "neutral", "sky", "blue", "emerald"] as const;
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
/** §3 palette: white, black, and gray, slate, neutral, sky, blue, emerald in shades 50 to 950. */
export const PALETTE: readonly string[] = [
  "white",
  "black",
  ...FAMILIES.flatMap((family) => SHADES.map((shade) => `${family}-${shade}`)),
];

export type Gradient = { from: string; via?: string | null; to: string };

export type HeaderStyle = {
  type: (typeof HEADER_TYPES)[number];
  background: string;
  color: string;
  color_hover: string;
  menu_width: (typeof MENU_WIDTHS)[number];
  menu_items_are_text: boolean;
  logo_height: (typeof LOGO_HEIGHTS)[number];
  is_gradient: boolean;
  gradient: Gradient;
};

export type FooterStyle = {
  type: (typeof FOOTER_TYPES)[number];
  background: string;
  color: string;
  color_hover: string;
  is_gradient: boolean;
  gradient: Gradient;
};

export const HEADER_DEFAULTS: HeaderStyle = {
  type: "default",
  background: "white",
  color: "gray-700",
  color_hover: "gray-900",
  menu_width: "7xl",
  menu_items_are_text: false,
  logo_height: "h-12",
  is_gradient: false,
  gradient: { from: "gray-50", to: "white" },
};

export const FOOTER_DEFAULTS: FooterStyle = {
  type: "default",
  background: "neutral-900",
  color: "neutral-400",
  color_hover: "white",
  is_gradient: false,
  gradient: { from: "gray-900", to: "gray-800" },
};

const isColor = (value: unknown): value is string =>
  typeof value === "string" && /^([a-z]+(-\d{2,3})?|#[0-9a-fA-F]{3,8})$/.test(value);

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function readGradient(value: unknown, fallback: Gradient): Gradient {
  if (!value || typeof value !== "object") return { ...fallback };
  const g = value as Record<string, unknown>;
  const via = isColor(g.via) ? g.via : null;
  return {
    from: isColor(g.from) ? g.from : fallback.from,
    ...(via ? { via } : {}),
    to: isColor(g.to) ? g.to : fallback.to,
  };
}

/** A stored header style (possibly partial, old or odd) with every default of §3 applied. */
export function readHeaderStyle(raw: unknown): HeaderStyle {
  const s = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const d = HEADER_DEFAULTS;
  return {
    type: pick(HEADER_TYPES, s.type, d.type),
    background: isColor(s.background) ? s.background : d.background,
    color: isColor(s.color) ? s.color : d.color,
    color_hover: isColor(s.color_hover) ? s.color_hover : d.color_hover,
    menu_width: pick(MENU_WIDTHS, s.menu_width, d.menu_width),
    menu_items_are_text: typeof s.menu_items_are_text === "boolean" ? s.menu_items_are_text : d.menu_items_are_text,
    logo_height: pick(LOGO_HEIGHTS, s.logo_height, d.logo_height),
    is_gradient: typeof s.is_gradient === "boolean" ? s.is_gradient : d.is_gradient,
    gradient: readGradient(s.gradient, d.gradient),
  };
}

/** A stored footer style (an object, or a bare type name as older settings hold it) with §3 defaults. */
export function readFooterStyle(raw: unknown): FooterStyle {
  const s =
    typeof raw === "string" ? { type: raw } : raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const d = FOOTER_DEFAULTS;
  return {
    type: pick(FOOTER_TYPES, s.type, d.type),
    background: isColor(s.background) ? s.background : d.background,
    color: isColor(s.color) ? s.color : d.color,
    color_hover: isColor(s.color_hover) ? s.color_hover : d.color_hover,
    is_gradient: typeof s.is_gradient === "boolean" ? s.is_gradient : d.is_gradient,
    gradient: readGradient(s.gradient, d.gradient),
  };
}

/** Human names for the style pickers, in the person's language. */
export const TYPE_LABELS: Record<string, (o: { locale: UiLocale }) => string> = {
  default: (o) => m.editors_styleDefault({}, o),
  transparent: (o) => m.editors_styleTransparent({}, o),
  fixed: (o) => m.editors_styleFixed({}, o),
  mini: (o) => m.editors_styleMini({}, o),
  ring_card_mini: (o) => m.editors_styleRingCardMini({}, o),
};

export function sameStyle(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
