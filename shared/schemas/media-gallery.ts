/**
 * The gallery's wire shape (GET/POST /api/media) and how an image's renditions are addressed.
 * Shared by the server and the media picker; no server code.
 */
export type MediaVariantInfo = {
  name: string;
  width: number;
  height: number;
  bytes: number;
  mime_type: string;
  url: string;
};

export type MediaItem = {
  id: number;
  organization_id: number;
  original_name: string;
  alt: string;
  mime_type: string;
  width: number;
  height: number;
  byte_size: number;
  /** The stored original (re-encoded, metadata removed). */
  url: string;
  /** The WebP rendition an editor inserts by default: the widest up to 1600 px. */
  src: string;
  /** `srcset` of the WebP renditions, for responsive `<img>`. */
  srcset: string;
  variants: MediaVariantInfo[];
  created_at: string;
  /** The image's version for a delete (`?updated_at=`): images never change, so it is `created_at`. */
  updated_at: string;
};

/** Public address of one rendition: never changes, so it is cached for a year. */
export const mediaPath = (organizationId: number, mediaId: number, name: string) =>
  `/media/${organizationId}/${mediaId}/${name}`;

/** A path that is one of ours (what the hero or a metric may hold instead of an outside URL). */
export const MEDIA_PATH = /^\/media\/(\d{1,10})\/(\d{1,10})\/(original\.(?:jpg|png|webp|gif|avif)|w\d{1,5}\.webp)$/;
