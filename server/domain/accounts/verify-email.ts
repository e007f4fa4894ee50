import { decodeJwt } from "jose";
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { AccountRequest } from "./account-request.ts";

/**
 * Confirms an address from a mailed link; false when the link is invalid, expired, or was made for
 * an account of another site (the token names the address and the account it was sent for, and
 * that account must be this organization's with this address).
 */
export async function verifyEmail({ request, token }: { request: AccountRequest; token: string }): Promise<boolean> {
  let claims: { email?: unknown; userId?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    return false;
  }
  if (typeof claims.email !== "string" || typeof claims.userId !== "string") return false;
  const [owner] = await request.services.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.organizationId, request.tenant.id),
        eq(users.email, claims.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (!owner) return false;
  const auth = await request.services.auth.get(request.secure);
  try {
    // Better Auth checks the signature and expiry, and confirms the address.
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}
