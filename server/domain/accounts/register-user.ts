import { createEmailVerificationToken } from "better-auth/api";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { VERIFY_TOKEN_SECONDS } from "../../auth/auth.ts";
import { AppError } from "../../errors.ts";
import { normalizeEmail, siteLink, type AccountRequest } from "./account-request.ts";
import { createAccount, findAccountByEmail } from "./create-account.ts";
import { sendAccountEmail } from "./send-account-email.ts";

export type RegistrationResult = {
  status: "signed_in" | "verify_email";
  /** Set-Cookie headers of the new session (signed_in only). */
  setCookie: string[];
  /** The session token for bearer clients (signed_in only). */
  token: string | null;
  welcomeEmailSent: boolean;
};

/**
 * Creates the account on the host's organization's site — user, credential, profile and `user`
 * role in one transaction (decision 013: the same address on another site is another account).
 * When that organization requires a confirmed address, no session is opened and a verification
 * mail is sent instead; the welcome mail goes out either way.
 */
export async function registerUser({
  request,
  username,
  email: rawEmail,
  password,
  fullName,
}: {
  request: AccountRequest;
  username: string;
  email: string;
  password: string;
  fullName?: string | null;
}): Promise<RegistrationResult> {
  const { services, tenant } = request;
  const email = normalizeEmail(rawEmail);
  const name = fullName?.trim() || username.trim();
  if (await findAccountByEmail({ db: services.db, organizationId: tenant.id, email })) {
    throw new AppError("conflict", AUTH_MESSAGES.emailExists, { code: "email_exists" });
  }
  const { id: userId } = await createAccount({
    db: services.db,
    account: {
      organizationId: tenant.id,
      email,
      name,
      password,
      username: username.trim(),
      fullName: fullName?.trim() || null,
    },
  });

  const requireVerification = tenant.settings.requireEmailVerification;
  let session: { setCookie: string[]; token: string | null } = { setCookie: [], token: null };
  if (requireVerification) {
    await sendVerificationEmail({ request, userId, email, name });
  } else {
    // The account is complete; the session is Better Auth's own sign-in (signed cookie, bearer token).
    const auth = await services.auth.get(request.secure);
    const signedIn = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, returnHeaders: true });
    session = {
      setCookie: signedIn.headers.getSetCookie(),
      token: signedIn.headers.get("set-auth-token") ?? signedIn.response.token,
    };
  }
  const welcomeEmailSent = await sendAccountEmail({
    services,
    tenant,
    kind: "welcome",
    to: email,
    name,
    link: siteLink(request, requireVerification ? "/login" : "/account/profile"),
    locale: request.locale,
  });
  return requireVerification
    ? { status: "verify_email", setCookie: [], token: null, welcomeEmailSent }
    : { status: "signed_in", ...session, welcomeEmailSent };
}

/** A signed, expiring link to GET /api/auth/verify-email on this site. */
export async function sendVerificationEmail({
  request,
  userId,
  email,
  name,
}: {
  request: AccountRequest;
  userId: string;
  email: string;
  name: string;
}): Promise<boolean> {
  const secret = await request.services.auth.secret();
  const token = await createEmailVerificationToken(secret, email, undefined, VERIFY_TOKEN_SECONDS, { userId });
  const link = `${request.origin}/api/auth/verify-email?${new URLSearchParams({ token, lang: request.locale })}`;
  return sendAccountEmail({
    services: request.services,
    tenant: request.tenant,
    kind: "verify_email",
    to: email,
    name,
    link,
    locale: request.locale,
  });
}
