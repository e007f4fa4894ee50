import { can } from "../../policy/policy.ts";
import { createHash } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { AUTH_MESSAGES, PASSWORD_MAX } from "../../../shared/rules/auth-rules.ts";
import { verifyDummyPassword } from "../../auth/password-hash.ts";
import { AppError } from "../../errors.ts";
import { beginSignInAttempt } from "../../http/sign-in-throttle.ts";
import { normalizeEmail, type AccountRequest } from "./account-request.ts";
import { roleIn } from "./memberships.ts";
import { sendVerificationEmail } from "./register-user.ts";

export type SignInResult = {
  user: { id: string; name: string; email: string };
  isAdmin: boolean;
  setCookie: string[];
  token: string;
};

const invalidCredentials = () =>
  new AppError("unauthorized", AUTH_MESSAGES.invalidCredentials, { code: "invalid_credentials" });

/** Security log line for a failed sign-in: the organization and a hash of the address, never the address. */
function logFailure(request: AccountRequest, email: string, reason: string) {
  const account = createHash("sha256").update(email).digest("hex").slice(0, 16);
  request.services.logger.info(
    { event: "sign_in_failed", reason, organization_id: request.tenant.id, account },
    "sign-in failed",
  );
}

/**
 * E-mail and password sign-in. Unknown address and wrong password answer alike (and take as
 * long: Better Auth hashes the password anyway). Throttled per (account, IP) and per account
 * (sign-in-throttle.ts). An organization that requires a confirmed address refuses an unconfirmed
 * one, but only after the password was right, and mails a fresh link.
 */
export async function signIn({
  request,
  email: rawEmail,
  password,
  rememberMe,
}: {
  request: AccountRequest;
  email: string;
  password: string;
  rememberMe: boolean;
}): Promise<SignInResult> {
  const { services, tenant } = request;
  const email = normalizeEmail(rawEmail);
  const attempt = await beginSignInAttempt(services.rateLimiter, { account: `${tenant.id}:${email}`, ip: request.ip });
  if (password.length > PASSWORD_MAX) {
    // Never a valid password: refuse without truncating, as slowly as a real check.
    await verifyDummyPassword(password);
    logFailure(request, email, "password_too_long");
    throw invalidCredentials();
  }
  const auth = await services.auth.get(request.secure);
  let result: {
    headers: Headers;
    response: { token: string; user: { id: string; name: string; email: string; emailVerified: boolean } };
  };
  try {
    result = await auth.api.signInEmail({ body: { email, password, rememberMe }, returnHeaders: true });
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      logFailure(request, email, "invalid_credentials");
      throw invalidCredentials();
    }
    throw error;
  }
  await attempt.succeeded();
  const { user, token } = result.response;
  if (tenant.settings.requireEmailVerification && !user.emailVerified) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(token);
    await sendVerificationEmail({ request, userId: user.id, email: user.email, name: user.name });
    throw new AppError("forbidden", AUTH_MESSAGES.emailNotConfirmed, { code: "email_not_verified" });
  }
  // The account is this organization's own (the adapter found no other); its role is there.
  const role = await roleIn({ db: services.db, organizationId: tenant.id, userId: user.id });
  return {
    user: { id: user.id, name: user.name, email: user.email },
    isAdmin: can(role ?? "user", "admin.open"),
    setCookie: result.headers.getSetCookie(),
    token: result.headers.get("set-auth-token") ?? token,
  };
}
