import colors from "tailwindcss/colors";
import type { Gradient } from "../i18n/types.ts";

/**
 * Colour names stored in data (`sky-600`, `white`) map to real CSS values here, never to class
 * names that the Tailwind build cannot see. Unknown names fall back to `fallback`.
 */
export function colorValue(name: string | null | undefined, fallback = "transparent"): string {
  if (!name) return fallback;
  const [family, shade] = name.split("-") as [string, string | undefined];
  const entry = (colors as unknown as Record<string, string | Record<string, string>>)[family];
  if (typeof entry === "string") return shade === undefined ? entry : fallback;
  if (entry && shade !== undefined && typeof entry[shade] === "string") return entry[shade];
  return fallback;
}

/** A CSS background for a solid colour or a gradient (left to right, like `bg-gradient-to-r`). */
export function backgroundValue(
  color: string | null | undefined,
  isGradient: boolean | null | undefined,
  gradient: Gradient | null | undefined,
  fallback = "transparent",
): string {
  if (isGradient && gradient) {
    const stops = [gradient.from, gradient.via, gradient.to]
      .filter((stop): stop is string => Boolean(stop))
      .map((stop) => colorValue(stop, fallback));
    return `linear-gradient(to right, ${stops.join(", ")})`;
  }
  return colorValue(color, fallback);
}

// withAlpha lives apart so that browser code needing only it does not download the colour table.
export { withAlpha } from "./color-alpha.ts";

/** sRGB channels 0..1 of a CSS colour value from the palette (`#rgb`, `#rrggbb`, `oklch(L% C h)`), or null. */
export function toSrgb(value: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join("") : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
  }
  const oklch = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\s*(?:\/[^)]*)?\)$/i.exec(value.trim());
  if (!oklch) return null;
  const lightness = Number(oklch[1]) / 100;
  const chroma = Number(oklch[2]);
  const hue = oklch[3] === "none" ? 0 : (Number(oklch[3]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((channel) => Math.min(1, Math.max(0, channel)));
  // Linear light to sRGB gamma.
  return linear.map((c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)) as [number, number, number];
}

/** `#rrggbb` for a CSS colour value, for places that cannot use oklch (e-mail clients). */
export function toHex(value: string, fallback = "#000000"): string {
  const rgb = toSrgb(value);
  if (!rgb) return fallback;
  return `#${rgb
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance of a CSS colour value (0 black … 1 white), or null. */
export function relativeLuminance(value: string): number | null {
  const rgb = toSrgb(value);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two CSS colour values (1 … 21); 1 when either is unknown. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];

/**
 * The palette name to use for text on white and for fills under white text: the chosen shade when it
 * reaches `minimum` contrast against white, else the first darker shade of the same colour that does.
 * Organizations pick any brand colour; the site stays readable (WCAG AA: 4.5:1).
 */
export function accessibleShade(name: string, minimum = 4.5): string {
  const [family, shade] = name.split("-") as [string, string | undefined];
  const start = shade === undefined ? -1 : SHADES.indexOf(shade);
  if (start === -1) return name;
  for (const candidate of SHADES.slice(start)) {
    const value = colorValue(`${family}-${candidate}`, "");
    if (value && contrastRatio(value, "#ffffff") >= minimum) return `${family}-${candidate}`;
  }
  return `${family}-950`;
}
