import { isAPIError } from "better-auth/api";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { AppError } from "../../errors.ts";
import type { AccountRequest } from "./account-request.ts";

/** Changes the password of the signed-in account; every other session of it ends. */
export async function changePassword({
  request,
  headers,
  currentPassword,
  newPassword,
}: {
  request: AccountRequest;
  headers: Headers;
  currentPassword: string;
  newPassword: string;
}): Promise<string[]> {
  const auth = await request.services.auth.get(request.secure);
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    // Every other session ended: so do the rights of their real-time sockets, on every instance.
    if (result.response.user)
      await request.services.realtime.credentials.changed({
        organizationId: request.tenant.id,
        userId: result.response.user.id,
      });
    return result.headers.getSetCookie();
  } catch (error) {
    if (isAPIError(error) && (error.status === "BAD_REQUEST" || error.status === "UNAUTHORIZED")) {
      throw new AppError("unauthorized", AUTH_MESSAGES.invalidCredentials, {
        code: "invalid_credentials",
        field: "currentPassword",
      });
    }
    throw error;
  }
}
