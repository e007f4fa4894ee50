import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, profiles, type MembershipRole } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Ties a platform account to an organization: its profile on that site and its role there.
 * Existing rows are kept (a role is never lowered here); `role: "admin"` raises it.
 */
export async function ensureMembership({
  db,
  organizationId,
  userId,
  username,
  fullName,
  email,
  role = "user",
}: {
  db: Db;
  organizationId: number;
  userId: string;
  username: string;
  fullName?: string | null;
  email: string;
  role?: MembershipRole;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values(
        scoped(organizationId).values(profiles, { user_id: userId, username, full_name: fullName ?? null, email }),
      )
      .onConflictDoNothing({ target: [profiles.organization_id, profiles.user_id] });
    await tx
      .insert(memberships)
      .values(scoped(organizationId).values(memberships, { user_id: userId, role }))
      .onConflictDoUpdate({
        target: [memberships.organization_id, memberships.user_id],
        set: { role: role === "admin" ? sql`'admin'` : sql`${memberships.role}`, updated_at: new Date() },
      });
  });
}

export async function roleIn({
  db,
  organizationId,
  userId,
}: {
  db: Db;
  organizationId: number;
  userId: string;
}): Promise<MembershipRole | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(scoped(organizationId).where(memberships, eq(memberships.user_id, userId)))
    .limit(1);
  return row?.role ?? null;
}
