import { z } from "zod";
import { color, flag } from "./field-rules.ts";
import { FOOTER_STYLE_NAMES, HEADER_TYPES } from "../rules/settings.ts";

/**
 * The header and footer styles' rules (spec editing-tools §3 "Header style and footer style"), used
 * by the API (server/api/organizations/organizations.schemas.ts) and by the header and footer
 * editors' forms (decision 042): one set of rules and messages on both sides.
 */

const gradient = z.strictObject({ from: color, via: color.nullish(), to: color });

export const headerStyleSchema = z.strictObject({
  type: z.enum(HEADER_TYPES, { error: `must be one of ${HEADER_TYPES.join(", ")}` }).optional(),
  background: color.optional(),
  color: color.optional(),
  color_hover: color.optional(),
  menu_width: z.enum(["lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl"], { error: "must be lg to 7xl" }).optional(),
  menu_items_are_text: flag.optional(),
  logo_height: z.enum(["h-8", "h-10", "h-12", "h-16"], { error: "must be h-8, h-10, h-12 or h-16" }).optional(),
  is_gradient: flag.optional(),
  gradient: gradient.optional(),
});

const footerStyleName = z.enum(FOOTER_STYLE_NAMES, { error: `must be one of ${FOOTER_STYLE_NAMES.join(", ")}` });

/** The footer style as an object (what the footer editor edits). */
export const footerStyleObjectSchema = z.strictObject({
  type: footerStyleName.optional(),
  background: color.optional(),
  color: color.optional(),
  color_hover: color.optional(),
  is_gradient: flag.optional(),
  gradient: gradient.optional(),
});

/** A footer style is a name (`"grid"`) or an object with a type (spec public-site §1), as stored. */
export const footerStyleSchema = z.union([footerStyleName, footerStyleObjectSchema], {
  error: "must be a footer style name or an object with type, background, color, color_hover, is_gradient, gradient",
});
