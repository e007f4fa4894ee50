import { eq } from "drizzle-orm";
import { createEmailVerificationToken, isAPIError } from "better-auth/api";
import { AUTH_MESSAGES } from "../../../shared/auth-rules.ts";
import { VERIFY_TOKEN_SECONDS } from "../../auth/auth.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { normalizeEmail, siteLink, type AccountRequest } from "./account-request.ts";
import { ensureMembership } from "./memberships.ts";
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
 * Creates the platform account (argon2id hash) and its profile and `user` role in the host's
 * organization. When that organization requires a confirmed address, no session is kept and a
 * verification mail is sent instead; the welcome mail goes out either way.
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
  const [existing] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw new AppError("conflict", AUTH_MESSAGES.emailExists, { code: "email_exists" });

  const auth = await services.auth.get(request.secure);
  let created: { headers: Headers; response: { token: string | null; user: { id: string } } };
  try {
    created = await auth.api.signUpEmail({ body: { name, email, password, rememberMe: true }, returnHeaders: true });
  } catch (error) {
    // Two registrations racing for one address: the loser gets the same answer as above.
    if (isAPIError(error) && error.status === "UNPROCESSABLE_ENTITY") {
      throw new AppError("conflict", AUTH_MESSAGES.emailExists, { code: "email_exists" });
    }
    throw error;
  }
  const userId = created.response.user.id;
  await ensureMembership({
    db: services.db,
    organizationId: tenant.id,
    userId,
    username: username.trim(),
    fullName: fullName?.trim() || null,
    email,
  });

  const requireVerification = tenant.settings.requireEmailVerification;
  if (requireVerification) {
    if (created.response.token) {
      const context = await auth.$context;
      await context.internalAdapter.deleteSession(created.response.token);
    }
    await sendVerificationEmail({ request, userId, email, name });
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
    : {
        status: "signed_in",
        setCookie: created.headers.getSetCookie(),
        token: created.response.token,
        welcomeEmailSent,
      };
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
