import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password-hash.ts";
import type { Db, Tx } from "../../db/client.ts";
import { accounts, memberships, profiles, users, type MembershipRole } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type NewAccount = {
  organizationId: number;
  /** Already normalised (trimmed, lower case) and validated by the caller. */
  email: string;
  name: string;
  /** The password, or an argon2id hash already made (a platform account's: the same password signs in). */
  password: string | { hash: string };
  username: string;
  fullName?: string | null;
  emailVerified?: boolean;
  role?: MembershipRole;
};

const newId = () => randomBytes(24).toString("base64url");

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates an account of one organization — user, credential (argon2id hash), profile and role —
 * in one transaction: a failure at any step leaves no row behind, and a second account for the
 * same address on the same site is a conflict (the unique key decides, so racing requests too).
 * `afterUserInsert` is a seam for tests that prove the atomicity.
 */
export async function createAccount({
  db,
  account,
  afterUserInsert,
}: {
  db: Db;
  account: NewAccount;
  afterUserInsert?: (tx: Tx, userId: string) => Promise<void>;
}): Promise<{ id: string }> {
  const passwordHash =
    typeof account.password === "string" ? await hashPassword(account.password) : account.password.hash;
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        organizationId: account.organizationId,
        name: account.name,
        email: account.email,
        emailVerified: account.emailVerified ?? false,
      });
      await afterUserInsert?.(tx, id);
      await tx.insert(accounts).values({
        id: newId(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
      });
      await tx.insert(profiles).values(
        scoped(account.organizationId).values(profiles, {
          user_id: id,
          username: account.username,
          full_name: account.fullName ?? null,
          email: account.email,
        }),
      );
      await tx
        .insert(memberships)
        .values(scoped(account.organizationId).values(memberships, { user_id: id, role: account.role ?? "user" }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", AUTH_MESSAGES.emailExists, { code: "email_exists" });
    throw error;
  }
  return { id };
}

/** The account with this address on this organization's site, or undefined. */
export async function findAccountByEmail({
  db,
  organizationId,
  email,
}: {
  db: Db;
  organizationId: number;
  email: string;
}): Promise<{ id: string; name: string; email: string } | undefined> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.email, email)))
    .limit(1);
  return user;
}
