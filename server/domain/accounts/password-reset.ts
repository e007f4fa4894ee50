import { isAPIError } from "better-auth/api";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { resetMailContext } from "../../auth/auth.ts";
import { AppError } from "../../errors.ts";
import { settleBackground, trackBackground } from "../../background-work.ts";
import { normalizeEmail, siteLink, type AccountRequest } from "./account-request.ts";
import { sendAccountEmail } from "./send-account-email.ts";

/**
 * Mails a single-use, one-hour reset link to the address when it has an account on this site.
 * The answer does not wait for anything that depends on the address: the lookup, the token and
 * the mail happen after it, so a known and an unknown address answer alike in words and in time.
 * Returns the background work (tests await it; the HTTP handler does not).
 */
export function requestPasswordReset({ request, email: rawEmail }: { request: AccountRequest; email: string }): {
  done: Promise<void>;
} {
  const email = normalizeEmail(rawEmail);
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => sendResetLink(request, email))
    .catch((error: unknown) => request.services.logger.error({ err: error }, "password reset mail failed"));
  trackBackground(done);
  return { done };
}

/** Resolves once every reset request answered so far has done its work, mail included (shutdown, tests). */
export const settleResetRequests = settleBackground;

async function sendResetLink(request: AccountRequest, email: string): Promise<void> {
  const auth = await request.services.auth.get(request.secure);
  await resetMailContext.run(
    async ({ email: to, name, token }) => {
      await sendAccountEmail({
        services: request.services,
        tenant: request.tenant,
        kind: "reset_password",
        to,
        name,
        link: siteLink(request, "/reset-password", { token }),
        locale: request.locale,
      });
    },
    async () => {
      try {
        await auth.api.requestPasswordReset({ body: { email } });
      } catch (error) {
        // An address Better Auth finds malformed: same (silent) outcome as any other.
        if (!isAPIError(error)) throw error;
      }
    },
  );
}

/** Sets the new password from a reset link; the link dies and every session of the account ends. */
export async function confirmPasswordReset({
  request,
  token,
  password,
}: {
  request: AccountRequest;
  token: string;
  password: string;
}): Promise<void> {
  const auth = await request.services.auth.get(request.secure);
  // Whose link it is (Better Auth keeps the account id as the link's value): read before it is used up.
  const link = await (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${token}`);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error) && error.status === "BAD_REQUEST") {
      throw new AppError("bad_request", AUTH_MESSAGES.resetLinkInvalid, { code: "invalid_token", field: "token" });
    }
    throw error;
  }
  // Every session of the account ended: so do the rights of its real-time sockets, on every instance.
  if (link?.value)
    await request.services.realtime.credentials.changed({ organizationId: request.tenant.id, userId: link.value });
}
