import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * One rendition of one of the organization's images, with the type recorded when it was made
 * (from the content, never from the name), or null. Only names listed on the row are read.
 */
export async function readMediaFile({
  db,
  storage,
  organizationId,
  mediaId,
  name,
}: {
  db: Db;
  storage: MediaStorage;
  organizationId: number;
  mediaId: number;
  name: string;
}): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const [row] = await db
    .select({ variants: media.variants })
    .from(media)
    .where(scoped(organizationId).where(media, eq(media.id, mediaId)));
  const variant = row?.variants.find((candidate) => candidate.name === name);
  if (!variant) return null;
  const bytes = await storage.get(mediaKey(organizationId, mediaId, variant.name));
  return bytes ? { bytes, mimeType: variant.mime_type } : null;
}
