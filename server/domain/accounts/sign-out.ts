import { eq } from "drizzle-orm";
import { sessions } from "../../db/schema/index.ts";
import type { AccountRequest } from "./account-request.ts";

type SignOutInput = {
  request: AccountRequest;
  headers: Headers;
  everywhere: boolean;
  userId: string | null;
};

/**
 * Ends this session (or all of the account's) and returns the cookie-clearing headers. The
 * account's real-time sockets are then checked on every instance: those of an ended session lose
 * their rights at once and are closed (server/realtime/session-revocation.ts).
 */
export async function signOut({ request, headers, everywhere, userId }: SignOutInput): Promise<string[]> {
  const cookies = await endSessions({ request, headers, everywhere, userId });
  if (userId) await request.services.realtime.credentials.changed({ organizationId: request.tenant.id, userId });
  return cookies;
}

async function endSessions({ request, headers, everywhere, userId }: SignOutInput): Promise<string[]> {
  const auth = await request.services.auth.get(request.secure);
  if (everywhere && userId) await request.services.db.delete(sessions).where(eq(sessions.userId, userId));
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    // No session left to end: the cookie is cleared all the same.
    const context = await auth.$context;
    const cookies = context.authCookies;
    return [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken].map(
      (cookie) => `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${request.secure ? "; Secure" : ""}`,
    );
  }
}
