import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password-hash.ts";
import { ensureMembership } from "../../domain/accounts/memberships.ts";
import type { Db } from "../client.ts";
import { accounts, users, type MembershipRole } from "../schema/index.ts";

/** The demo accounts' shared password (listed in the README; demo data only). */
export const DEMO_PASSWORD = "Tessera-demo-2026";

/** A Better Auth–compatible account with a credential password, created directly (no request). */
export async function createUserWithPassword({
  db,
  email,
  name,
  password,
  emailVerified = true,
}: {
  db: Db;
  email: string;
  name: string;
  password: string;
  emailVerified?: boolean;
}): Promise<{ id: string }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalized)).limit(1);
  if (existing) return existing;
  const id = randomBytes(24).toString("base64url");
  await db.insert(users).values({ id, name, email: normalized, emailVerified });
  await db.insert(accounts).values({
    id: randomBytes(24).toString("base64url"),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(password),
  });
  return { id };
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
      const email = `${role}@${organization.slug}.localhost`;
      const name = `${organization.label} ${role === "admin" ? "Admin" : "User"}`;
      const user = await createUserWithPassword({ db, email, name, password: DEMO_PASSWORD });
      await ensureMembership({
        db,
        organizationId: organization.id,
        userId: user.id,
        username: `${organization.slug}-${role}`,
        fullName: name,
        email,
        role,
      });
    }
  }
}
