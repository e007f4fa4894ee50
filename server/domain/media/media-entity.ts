import { eq } from "drizzle-orm";
import { media } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { EntityKind } from "../changes/entities.ts";
import { toMediaItem } from "./media-record.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * An image of the gallery as a record of the write path (decision 031): upload and delete are
 * revisions, in the audit log, and purge the pages through `content-changed` like any content.
 * An image never changes (new bytes are a new id), so its version is its upload time.
 */
export const mediaEntity: EntityKind = {
  name: "media",
  label: "Image",
  async load(tx, organizationId, id, { lock }) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const query = tx
      .select()
      .from(media)
      .where(scoped(organizationId).where(media, eq(media.id, Number(id))));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const { organization_id: _org, ...item } = toMediaItem(row);
    return item;
  },
  async restore() {
    // Deleting an image deletes its files (an admin who deletes a photo expects it gone).
    throw new AppError("conflict", "The image's files were deleted with it: upload the image again.", {
      code: "not_restorable",
    });
  },
};
