import colors from "tailwindcss/colors";
import type { Gradient } from "./types.ts";

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

/** Appends an alpha to a colour (spec: header background gets `cc`, or `f2` when scrolled). */
export function withAlpha(value: string, alphaHex: "cc" | "f2"): string {
  const alpha = parseInt(alphaHex, 16) / 255;
  if (value.startsWith("#")) {
    const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join("") : value.slice(1, 7);
    return `#${hex}${alphaHex}`;
  }
  if (value.startsWith("oklch(") && !value.includes("/")) {
    return value.replace(/\)$/, ` / ${alpha.toFixed(2)})`);
  }
  return value;
}
