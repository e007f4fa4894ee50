import type { media } from "../../db/schema/media.ts";
import { mediaPath, type MediaItem } from "../../../shared/schemas/media-gallery.ts";

/** The columns an API answer is made of (`mediaColumns`), as the database gives them. */
export type MediaRow = Pick<typeof media.$inferSelect, keyof typeof mediaColumns>;

/** A row as the API answers it: with the public address of every rendition. */
export function toMediaItem(row: MediaRow): MediaItem {
  const variants = row.variants.map((variant) => ({
    ...variant,
    url: mediaPath(row.organization_id, row.id, variant.name),
  }));
  const original = variants.find((variant) => variant.name.startsWith("original.")) ?? variants[0];
  const webp = variants.filter((variant) => variant.name.endsWith(".webp") && !variant.name.startsWith("original."));
  const widest = webp.at(-1) ?? original;
  return {
    id: row.id,
    organization_id: row.organization_id,
    original_name: row.original_name,
    alt: row.alt,
    mime_type: row.mime_type,
    width: row.width,
    height: row.height,
    byte_size: row.byte_size,
    url: original?.url ?? "",
    src: widest?.url ?? "",
    srcset: webp.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    variants,
    created_at: row.created_at.toISOString(),
    updated_at: row.created_at.toISOString(),
  };
}

export const mediaColumns = {
  id: true,
  organization_id: true,
  original_name: true,
  alt: true,
  mime_type: true,
  width: true,
  height: true,
  byte_size: true,
  variants: true,
  created_at: true,
} as const;
