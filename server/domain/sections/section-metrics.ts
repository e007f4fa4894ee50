import { and, eq } from "drizzle-orm";
import { templateSections } from "../../db/schema/index.ts";
import type { Tx } from "../changes/entities.ts";
import { nextVersion } from "../changes/entities.ts";

/** A change of a section's metric list is a change of the section: its version moves on. */
export async function touchSection(tx: Tx, organizationId: number, sectionId: number) {
  await tx
    .update(templateSections)
    .set({ updated_at: nextVersion(templateSections.updated_at) })
    .where(and(eq(templateSections.organization_id, organizationId), eq(templateSections.id, sectionId)));
}
