import { eq, inArray } from "drizzle-orm";
import type { CustomerObject, TeamObject } from "../../../shared/rules/people.ts";
import { profiles, templateSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { nextVersion, profileEntity, type Tx } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type ProfileChange = { team: TeamObject } | { customer: CustomerObject };

/** Every assigned section must be one of the organization's (another's id: 404, nothing changed). */
async function checkSections(tx: Tx, organizationId: number, ids: number[] | undefined) {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: templateSections.id })
    .from(templateSections)
    .where(scoped(organizationId).where(templateSections, inArray(templateSections.id, wanted)));
  if (rows.length !== wanted.length) {
    throw new AppError("not_found", "Section not found", { code: "not_found", field: "assigned_sections" });
  }
}

/** Trimmed texts, empty entries dropped (spec §5), however the client sent them. */
function cleanList(list: string[] | undefined) {
  return list === undefined ? undefined : list.map((item) => item.trim()).filter(Boolean);
}

/**
 * Replaces a profile's team or customer object (the team/testimonial manager's save and its
 * "remove from this section", which sends the object without that section).
 */
export async function updateProfile({
  ctx,
  profileId,
  change,
  expectedVersion,
}: {
  ctx: ChangeContext;
  profileId: number;
  change: ProfileChange;
  expectedVersion?: string | null;
}) {
  const isTeam = "team" in change;
  const result = await applyChange({
    ctx,
    entity: profileEntity,
    id: profileId,
    action: "update",
    summary: isTeam ? "update team" : "update testimonial",
    expectedVersion,
    change: async (tx) => {
      const object = isTeam ? change.team : change.customer;
      await checkSections(tx, ctx.organizationId, object.assigned_sections);
      const values = isTeam
        ? {
            team: {
              ...change.team,
              job_title: change.team.job_title.trim(),
              certifications: cleanList(change.team.certifications),
              achievements: cleanList(change.team.achievements),
              skills: cleanList(change.team.skills),
              assigned_sections: [...new Set(change.team.assigned_sections ?? [])],
            },
          }
        : {
            customer: {
              ...change.customer,
              testimonial_text: change.customer.testimonial_text.trim(),
              assigned_sections: [...new Set(change.customer.assigned_sections ?? [])],
            },
          };
      await tx
        .update(profiles)
        .set({ ...values, updated_at: nextVersion(profiles.updated_at) })
        .where(scoped(ctx.organizationId).where(profiles, eq(profiles.id, profileId)));
    },
  });
  return result.after!;
}
