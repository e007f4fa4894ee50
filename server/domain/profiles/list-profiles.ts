import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The organization's profiles for the team/testimonial manager (spec §7: id, full_name, email,
 * team, customer, ordered by full_name). Admins only: it carries e-mail addresses. Names missing
 * sort last, then by id, so the order is stable.
 */
export async function listProfiles({ db, organizationId }: { db: Db; organizationId: number }) {
  const rows = await db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      email: profiles.email,
      team: profiles.team,
      customer: profiles.customer,
      updated_at: profiles.updated_at,
    })
    .from(profiles)
    .where(scoped(organizationId).where(profiles))
    .orderBy(sql`${profiles.full_name} asc nulls last`, asc(profiles.id));
  return rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
}
