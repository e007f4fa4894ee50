import type { AccountRequest } from "./account-request.ts";

/** Confirms an address from a mailed link; false when the link is invalid or expired. */
export async function verifyEmail({ request, token }: { request: AccountRequest; token: string }): Promise<boolean> {
  const auth = await request.services.auth.get(request.secure);
  try {
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    return false;
  }
}
