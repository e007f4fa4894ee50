import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { headingSections } from "../../db/schema/index.ts";
import { sanitizeFields } from "../content/sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type HeadingSection = Omit<typeof headingSections.$inferSelect, "created_at" | "updated_at"> & {
  /** The version an editor sends back with its save (a stale one gets 409). */
  updated_at: string;
};

const RICH_TEXT = ["description_text", "description_text_translation"] as const;

/** The heading sections of one page of one organization, in order. */
export async function listHeadingSections({
  db,
  organizationId,
  urlPage,
}: {
  db: Db;
  organizationId: number;
  urlPage: string;
}): Promise<HeadingSection[]> {
  const rows = await db
    .select()
    .from(headingSections)
    .where(scoped(organizationId).where(headingSections, eq(headingSections.url_page, urlPage)))
    .orderBy(asc(headingSections.order), asc(headingSections.id));
  return rows.map(({ created_at: _c, updated_at, ...row }) => ({
    ...sanitizeFields(row, RICH_TEXT),
    updated_at: updated_at.toISOString(),
  }));
}
