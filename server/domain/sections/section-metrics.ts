import { eq } from "drizzle-orm";
import { templateSections } from "../../db/schema/index.ts";
import type { Tx } from "../changes/entities.ts";
import { nextVersion } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** A change of a section's metric list is a change of the section: its version moves on. */
export async function touchSection(tx: Tx, organizationId: number, sectionId: number) {
  await tx
    .update(templateSections)
    .set({ updated_at: nextVersion(templateSections.updated_at) })
    .where(scoped(organizationId).where(templateSections, eq(templateSections.id, sectionId)));
}
