import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { headingSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { sanitizeFields } from "../content/sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** One heading section of the organization, for its editor (another organization's id: 404). */
export async function getHeadingSection({ db, organizationId, id }: { db: Db; organizationId: number; id: number }) {
  const [row] = await db
    .select()
    .from(headingSections)
    .where(scoped(organizationId).where(headingSections, eq(headingSections.id, id)));
  if (!row) throw new AppError("not_found", "Heading section not found", { code: "not_found" });
  const { created_at: _created, updated_at, ...rest } = row;
  return {
    ...sanitizeFields(rest, ["description_text", "description_text_translation"] as const),
    updated_at: updated_at.toISOString(),
  };
}
