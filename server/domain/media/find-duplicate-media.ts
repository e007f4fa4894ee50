import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";
import { toMediaItem } from "./media-record.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";
import type { ProcessedImage } from "./process-image.ts";

/**
 * The gallery image this upload would copy, if any (decision 028: uploading the same image twice
 * offers the existing one). Re-encoding is deterministic, so the same file gives the same stored
 * original: rows of the same type, size and byte count are the candidates, and their stored
 * originals are compared byte for byte. No hash column: a few candidates at most are read.
 */
export async function findDuplicateMedia({
  db,
  storage,
  organizationId,
  image,
}: {
  db: Db;
  storage: MediaStorage;
  organizationId: number;
  image: ProcessedImage;
}): Promise<MediaItem | null> {
  const original = image.renditions[0]!;
  const candidates = await db
    .select()
    .from(media)
    .where(
      scoped(organizationId).where(
        media,
        and(
          eq(media.mime_type, image.mimeType),
          eq(media.width, image.width),
          eq(media.height, image.height),
          eq(media.byte_size, original.bytes.length),
        ),
      ),
    )
    .limit(10);
  for (const row of candidates) {
    const stored = await storage.get(mediaKey(organizationId, row.id, original.name)).catch(() => null);
    if (stored?.equals(original.bytes)) return toMediaItem(row);
  }
  return null;
}
