import type { CSSProperties } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/**
 * Sonner's light rich colours put text at about 4.2:1 on its tinted backgrounds (axe
 * color-contrast, serious); these darker shades of the same hues keep 4.5:1 and more.
 */
const READABLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 32%)",
  "--warning-text": "hsl(31, 92%, 26%)",
  "--error-text": "hsl(360, 100%, 34%)",
} as CSSProperties;

/** Mount once (the admin overlay on site pages, the admin layout under /admin); anything inside may then call `toast(…)`. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner position="bottom-center" closeButton richColors style={{ ...READABLE_RICH_COLORS, ...style }} {...props} />
  );
}

export { toast };
