import { media } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";
import { mediaEntity } from "./media-entity.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";
import { processImage } from "./process-image.ts";
import { findDuplicateMedia } from "./find-duplicate-media.ts";
import { AppError } from "../../errors.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { assertWithinQuota, type QuotaEnv } from "../../../features/platform/server/domain/quotas.ts";

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
 * Adds an image to the organization's gallery through the change function (decision 031): a
 * revision (who uploaded what, in the audit log) and one `content-changed` event. The row and the
 * files are written in one transaction: if storing fails, no row points at missing files.
 */
export async function uploadMedia({
  ctx,
  storage,
  fileName,
  bytes,
  alt = "",
  allowDuplicate = false,
  quotas,
}: {
  ctx: ChangeContext;
  storage: MediaStorage;
  fileName: string;
  bytes: Buffer;
  alt?: string;
  /** Store a second copy of an image the gallery already has (asked for after the 409). */
  allowDuplicate?: boolean;
  /** The environment's quota defaults: with them, a file over the site's storage quota is refused (403). */
  quotas?: QuotaEnv;
}): Promise<MediaItem> {
  const image = await processImage(bytes);
  const original = image.renditions[0]!;
  const { organizationId } = ctx;
  if (!allowDuplicate) {
    const existing = await findDuplicateMedia({ db: ctx.db, storage, organizationId, image });
    if (existing) {
      throw new AppError("conflict", "This image is already in the gallery", { code: "duplicate", existing });
    }
  }
  const result = await applyChange({
    ctx,
    entity: mediaEntity,
    id: null,
    action: "create",
    summary: "upload image",
    change: async (tx) => {
      const stored = image.renditions.reduce((sum, rendition) => sum + rendition.bytes.length, 0);
      if (quotas) await assertWithinQuota(tx, organizationId, "storage_mb", quotas, stored);
      const [row] = await tx
        .insert(media)
        .values(
          scoped(organizationId).values(media, {
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
            created_by: ctx.actor.id,
          }),
        )
        .returning({ id: media.id });
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
      return { id: row!.id };
    },
  });
  return { ...(result.after as Omit<MediaItem, "organization_id">), organization_id: organizationId };
}
