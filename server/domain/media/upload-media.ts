import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import type { Actor } from "../changes/apply-change.ts";
import type { MediaItem } from "../../../shared/media-gallery.ts";
import { toMediaItem } from "./media-record.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";
import { processImage } from "./process-image.ts";

/** The name shown in the gallery: the client's, trimmed to something printable (never a path). */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return clean || "image";
}

/**
 * Adds an image to the organization's gallery. The row and the files are written in one
 * transaction: if storing fails, no row points at missing files.
 */
export async function uploadMedia({
  db,
  storage,
  organizationId,
  actor,
  fileName,
  bytes,
  alt = "",
}: {
  db: Db;
  storage: MediaStorage;
  organizationId: number;
  actor: Actor;
  fileName: string;
  bytes: Buffer;
  alt?: string;
}): Promise<MediaItem> {
  const image = await processImage(bytes);
  const original = image.renditions[0]!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        organization_id: organizationId,
        original_name: displayName(fileName),
        alt: alt.trim().slice(0, 300),
        mime_type: image.mimeType,
        width: image.width,
        height: image.height,
        byte_size: original.bytes.length,
        variants: image.renditions.map(({ name, width, height, mime_type, bytes: data }) => ({
          name,
          width,
          height,
          mime_type,
          bytes: data.length,
        })),
        created_by: actor.id,
      })
      .returning();
    try {
      for (const rendition of image.renditions) {
        await storage.put(mediaKey(organizationId, row!.id, rendition.name), rendition.bytes);
      }
    } catch (error) {
      await storage
        .remove(image.renditions.map((rendition) => mediaKey(organizationId, row!.id, rendition.name)))
        .catch(() => {});
      throw error;
    }
    return toMediaItem(row!);
  });
}
