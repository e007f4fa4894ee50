import { eq } from "drizzle-orm";
import { media } from "../../db/schema/index.ts";
import type { MediaVariant } from "../../db/schema/media.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { mediaEntity } from "./media-entity.ts";
import { mediaKey, type MediaStorage } from "./media-storage.ts";
import { scoped } from "../../db/tenant-scope.ts";

export const MEDIA_NOT_FOUND = "Image not found";

/**
 * Removes an image of the organization and its files, through the change function (decision 031):
 * a revision (the audit log names who deleted it), the version check (`expectedVersion`, the
 * image's `updated_at`), and one `content-changed` event that purges the pages that showed it.
 * Pages that still point at it show a broken image; the gallery lists them before asking.
 * The files go after the commit: a failed delete keeps them, a failed file removal only leaves
 * unreachable bytes (the row that served them is gone).
 */
export async function deleteMedia({
  ctx,
  storage,
  mediaId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  storage: MediaStorage;
  mediaId: number;
  expectedVersion: string | null | undefined;
}): Promise<void> {
  const result = await applyChange({
    ctx,
    entity: mediaEntity,
    id: mediaId,
    action: "delete",
    summary: "delete image",
    expectedVersion,
    change: async (tx) => {
      await tx.delete(media).where(scoped(ctx.organizationId).where(media, eq(media.id, mediaId)));
    },
  });
  const variants = (result.before?.variants as MediaVariant[] | undefined) ?? [];
  await storage
    .remove(variants.map((variant) => mediaKey(ctx.organizationId, mediaId, variant.name)))
    .catch((error: unknown) => ctx.logger?.error({ err: error, media_id: mediaId }, "media files not removed"));
}
