import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";

export const MEDIA_NOT_FOUND = "Image not found";

/**
 * Removes an image of the organization and its files. Pages that still point at it show a
 * broken image; the editors pick from the gallery, so a deletion is a deliberate act (confirmed).
 */
export async function deleteMedia({
  db,
  storage,
  organizationId,
  mediaId,
}: {
  db: Db;
  storage: MediaStorage;
  organizationId: number;
  mediaId: number;
}): Promise<void> {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.organization_id, organizationId), eq(media.id, mediaId)))
    .returning({ variants: media.variants });
  if (!row) throw new AppError("not_found", MEDIA_NOT_FOUND, { field: "id" });
  await storage.remove(row.variants.map((variant) => mediaKey(organizationId, mediaId, variant.name)));
}
