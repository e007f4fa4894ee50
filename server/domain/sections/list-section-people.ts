import { isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import type { CustomerObject, TeamObject } from "../../../shared/rules/people.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type SectionPerson = {
  id: number;
  full_name: string;
  team: TeamObject | null;
  customer: CustomerObject | null;
};

/**
 * Profiles of the organization whose team or customer object flags them (`is_team_member`,
 * `is_customer`). Which section shows whom (`assigned_sections`, `is_featured`, `display_order`)
 * is decided per section by the page model. E-mail addresses never leave the server.
 */
export async function listSectionPeople({ db, organizationId }: { db: Db; organizationId: number }) {
  const rows = await db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      team: profiles.team,
      customer: profiles.customer,
    })
    .from(profiles)
    .where(scoped(organizationId).where(profiles, or(isNotNull(profiles.team), isNotNull(profiles.customer))));
  return rows
    .map((row): SectionPerson => ({
      id: row.id,
      full_name: row.full_name?.trim() || row.username,
      team: row.team?.is_team_member ? row.team : null,
      customer: row.customer?.is_customer ? row.customer : null,
    }))
    .filter((person) => person.team || person.customer);
}
