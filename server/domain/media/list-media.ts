import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/index.ts";
import type { MediaItem } from "../../../shared/schemas/media-gallery.ts";
import { toMediaItem } from "./media-record.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The organization's gallery, newest first. */
export async function listMedia({ db, organizationId }: { db: Db; organizationId: number }): Promise<MediaItem[]> {
  const rows = await db
    .select()
    .from(media)
    .where(scoped(organizationId).where(media))
    .orderBy(desc(media.created_at), desc(media.id));
  return rows.map(toMediaItem);
}
