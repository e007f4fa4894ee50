import type { Env } from "../../../../../server/env.ts";
import { AppError } from "../../../../../server/errors.ts";
import type { ReadArchive } from "./import-site.ts";

/**
 * An imported site starts with the default quotas (QUOTA_*): an archive over one of them is refused
 * before anything is written, naming the quota (decision 065). Pages are the posts-table records
 * without content (decision 016); storage is the gallery's and the conversations' files.
 */
export function checkImportQuotas(read: ReadArchive, env: Pick<Env, "QUOTA_PAGES" | "QUOTA_STORAGE_MB">): void {
  const pages = (read.tables.get("blog_posts") ?? []).filter((row) => row.content === null).length;
  if (pages > env.QUOTA_PAGES) {
    throw new AppError("forbidden", `The archive holds ${pages} pages; a new site may have ${env.QUOTA_PAGES}`, {
      field: "archive",
      quota: "pages",
    });
  }
  let bytes = 0;
  for (const file of read.files.values()) bytes += file.byteLength;
  if (bytes > env.QUOTA_STORAGE_MB * 1024 * 1024) {
    throw new AppError(
      "forbidden",
      `The archive's files take ${Math.ceil(bytes / 1024 / 1024)} MB; a new site may store ${env.QUOTA_STORAGE_MB} MB`,
      { field: "archive", quota: "storage_mb" },
    );
  }
}
