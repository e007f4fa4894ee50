import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { platformAccounts, platformSessions } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import type { PlatformAccount } from "../platform-context.ts";

/** A platform session lasts a week from sign-in (the console is not used every day). */
export const PLATFORM_SESSION_SECONDS = 7 * 24 * 60 * 60;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a link: 32 bytes, base64url. Only its SHA-256 is stored. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Opens a session for `accountId`; returns the token for the cookie. */
export async function openPlatformSession(db: Db, accountId: number): Promise<string> {
  const token = randomToken();
  await asSystem("platform sessions belong to no organization", () =>
    db.insert(platformSessions).values({
      account_id: accountId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + PLATFORM_SESSION_SECONDS * 1000),
    }),
  );
  return token;
}

/**
 * The account of a session token, or null (unknown, expired, or not a token at all). An account is
 * an operator when marked so (`npm run platform:operator`) or, once its address is confirmed, when
 * that address is listed in PLATFORM_OPERATORS (`operators`, lower-case).
 */
export async function readPlatformSession(
  db: Db,
  token: string | undefined,
  operators: readonly string[] = [],
): Promise<PlatformAccount | null> {
  if (!token || token.length > 200) return null;
  const [row] = await asSystem("platform sessions belong to no organization", () =>
    db
      .select({
        id: platformAccounts.id,
        email: platformAccounts.email,
        verified: platformAccounts.email_verified_at,
        isOperator: platformAccounts.is_operator,
        uiLocale: platformAccounts.ui_locale,
      })
      .from(platformSessions)
      .innerJoin(platformAccounts, eq(platformAccounts.id, platformSessions.account_id))
      .where(and(eq(platformSessions.token_hash, sha256(token)), gt(platformSessions.expires_at, new Date())))
      .limit(1),
  );
  if (!row) return null;
  const emailVerified = row.verified !== null;
  const listed = emailVerified && operators.includes(row.email.toLowerCase());
  return {
    id: row.id,
    email: row.email,
    emailVerified,
    isOperator: row.isOperator || listed,
    uiLocale: row.uiLocale ?? null,
  };
}

export async function closePlatformSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await asSystem("platform sessions belong to no organization", () =>
    db.delete(platformSessions).where(eq(platformSessions.token_hash, sha256(token))),
  );
}

/** Drops expired sessions (called by the platform's housekeeping). */
export async function dropExpiredPlatformSessions(db: Db): Promise<void> {
  await asSystem("platform sessions belong to no organization", () =>
    db.delete(platformSessions).where(lt(platformSessions.expires_at, new Date())),
  );
}
