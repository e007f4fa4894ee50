import { createAccount, findAccountByEmail } from "../../domain/accounts/create-account.ts";
import { ensureMembership } from "../../domain/accounts/memberships.ts";
import type { Db } from "../client.ts";
import type { MembershipRole } from "../schema/index.ts";

/** The demo accounts' shared password (listed in the README; demo data only). */
export const DEMO_PASSWORD = "Tessera-demo-2026";

/**
 * An account of one organization with a credential password, created directly (no request), or
 * the existing one with that address on that site (its role raised when `role` is admin).
 */
export async function createUserWithPassword({
  db,
  organizationId,
  email,
  name,
  password,
  emailVerified = true,
  username,
  role = "user",
}: {
  db: Db;
  organizationId: number;
  email: string;
  name: string;
  password: string;
  emailVerified?: boolean;
  username?: string;
  role?: MembershipRole;
}): Promise<{ id: string }> {
  const normalized = email.trim().toLowerCase();
  const handle = username ?? normalized.split("@")[0]!;
  const existing = await findAccountByEmail({ db, organizationId, email: normalized });
  if (existing) {
    await ensureMembership({ db, organizationId, userId: existing.id, username: handle, email: normalized, role });
    return { id: existing.id };
  }
  return createAccount({
    db,
    account: {
      organizationId,
      email: normalized,
      name,
      password,
      emailVerified,
      username: handle,
      fullName: name,
      role,
    },
  });
}

/** One admin and one user per demo organization, e-mail confirmed, password DEMO_PASSWORD. */
export async function seedDemoAccounts({
  db,
  organizations,
}: {
  db: Db;
  organizations: { id: number; slug: string; label: string }[];
}) {
  for (const organization of organizations) {
    for (const role of ["admin", "user"] as MembershipRole[]) {
      await createUserWithPassword({
        db,
        organizationId: organization.id,
        email: `${role}@${organization.slug}.localhost`,
        name: `${organization.label} ${role === "admin" ? "Admin" : "User"}`,
        password: DEMO_PASSWORD,
        username: `${organization.slug}-${role}`,
        role,
      });
    }
  }
}
