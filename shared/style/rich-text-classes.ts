/**
 * The only class names rich text may carry (decision 015): the text formats an editor produces —
 * alignment, size, weight, style, decoration and the site's text colours. Each is written out in
 * full here, so the Tailwind build (which scans this file) defines every one of them, and the
 * sanitiser (server/domain/content/sanitize-rich-text.ts) drops every other class: stored content
 * must not reach layout or stacking utilities (`fixed inset-0 z-[9999]` would cover the page).
 */
export const RICH_TEXT_CLASSES = [
  // alignment
  "text-left",
  "text-center",
  "text-right",
  "text-justify",
  // size
  "text-xs",
  "text-sm",
  "text-base",
  "text-lg",
  "text-xl",
  "text-2xl",
  "text-3xl",
  // weight and style
  "font-normal",
  "font-medium",
  "font-semibold",
  "font-bold",
  "italic",
  "not-italic",
  // decoration and case
  "underline",
  "line-through",
  "no-underline",
  "uppercase",
  "lowercase",
  "capitalize",
  // colours: the site's own, and neutral text shades
  "text-primary",
  "text-secondary",
  "text-white",
  "text-black",
  "text-gray-500",
  "text-gray-600",
  "text-gray-700",
  "text-gray-900",
] as const;

export type RichTextClass = (typeof RICH_TEXT_CLASSES)[number];
