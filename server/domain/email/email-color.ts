import { accessibleShade, colorValue, toHex } from "../../../shared/style/palette.ts";

/**
 * A palette name (`sky-600`) as a colour every mail client renders: mail clients do not understand
 * oklch(), the notation of Tailwind 4's palette, so it becomes #rrggbb.
 */
export function emailColor(name: string, fallback = "#0284c7"): string {
  const value = colorValue(name, fallback);
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : toHex(value, fallback);
}

/** The organization colour for mail buttons and links: the shade that keeps white text readable. */
export function emailButtonColor(name: string): string {
  return emailColor(accessibleShade(name), "#0369a1");
}
