import { stripLocalePrefix } from "../i18n/locales.ts";
import { isAuthPage, isSafeLocalPath, safeRedirectPath } from "./paths.ts";

export { isAuthPage, isSafeLocalPath, safeRedirectPath };

/**
 * Account rules of spec public-site §5 and §8, shared by forms and API: one rule, one message.
 * Only the first error is shown.
 */
export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields.",
  usernameTooShort: "Username must be at least 3 characters.",
  invalidEmail: "Please enter a valid email address.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordTooLong: "Password must be at most 128 characters.",
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordLowercase: "Password must contain at least one lowercase letter",
  passwordNumber: "Password must contain at least one number",
  emailExists: "An account with this email already exists. Please log in instead.",
  serverError: "Something went wrong on our side. Please try again.",
  organizationUnknown: "Unable to identify organization. Please contact support.",
  profileFailed: "Failed to create or update user profile.",
  freeTrialFailed: "Failed to complete free trial registration. Please try again.",
  welcomeEmailFailed: (type: "welcome" | "free_trial") =>
    `Registration successful, but failed to send ${type} email. Please contact support.`,
  checkEmail: "Registration successful! Please check your email to confirm your account before logging in.",
  registered: "Registration successful! Redirecting…",
  invalidCredentials: "Invalid email or password",
  emailNotConfirmed: "Please confirm your email address.",
  loginFailed: "Login failed. Please try again.",
  resetEmailRequired: "Please enter your email address.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  resetEmailFailed: "Unable to send email. Please check your email address and try again.",
  resetEmailSent: "Password reset email sent. Please check your inbox.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordChanged: "Your password has been changed. You can now log in.",
  noActiveSession: "No active session found. Please log in again.",
} as const;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
/** Long passphrases are accepted whole and never truncated (ASVS 5.0 §6.2). */
export const PASSWORD_MAX = 128;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const REGISTER_REDIRECT_DELAY_MS = 2000;
export const MODAL_SWITCH_DELAY_MS = 300;

/**
 * THE e-mail rule, of the forms and the API alike, checked before anything is stored. It is Better
 * Auth's own check (`z.email()`, Zod's default pattern, in better-auth's sign-up, sign-in and
 * reset routes), so that no address our forms accept is refused later by the library (a 500 on
 * registration for `a<b@x.io`, `ü@x.io` or `a@x.io.`): dot-separated local parts of ASCII letters,
 * digits and `_ ' + -` (not ending in `'`), host labels of letters, digits and `-` (not starting
 * with `-`), a TLD of two or more letters, no trailing dot; at most 254 characters (RFC 5321).
 * Copied rather than imported so that the forms need no Zod; a test proves both agree.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** The first problem with a new password, or null. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  if (!/[A-Z]/.test(password)) return AUTH_MESSAGES.passwordUppercase;
  if (!/[a-z]/.test(password)) return AUTH_MESSAGES.passwordLowercase;
  if (!/[0-9]/.test(password)) return AUTH_MESSAGES.passwordNumber;
  return null;
}

export type RegistrationInput = { username: string; email: string; password: string };

/** The first registration error, in the spec's order, or null. */
export function registrationError({ username, email, password }: RegistrationInput): string | null {
  if (!username.trim() || !email.trim() || !password) return AUTH_MESSAGES.fillAllFields;
  if (username.trim().length < USERNAME_MIN) return AUTH_MESSAGES.usernameTooShort;
  if (!isEmail(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return passwordError(password);
}

/** Login: both fields required; the e-mail is trimmed. */
export function loginError({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.fillAllFields;
  return null;
}

export function resetRequestError({ email }: { email: string }): string | null {
  return email.trim() ? null : AUTH_MESSAGES.resetEmailRequired;
}

function isPublicPage(path: string): boolean {
  const clean = stripLocalePrefix(path.split(/[?#]/)[0]!);
  return !clean.startsWith("/account") && !clean.startsWith("/admin") && !isAuthPage(clean);
}

/**
 * Where to go after login, in order: an explicit target, the redirectTo query parameter, the stored
 * return URL, the current page if public, else /account. Login, register and reset-password pages
 * (after removing a locale prefix) and anything not on this site are never used.
 */
export function loginRedirectTarget({
  explicit,
  redirectTo,
  returnUrl,
  currentPath,
}: {
  explicit?: string | null;
  redirectTo?: string | null;
  returnUrl?: string | null;
  currentPath?: string | null;
}): string {
  for (const candidate of [explicit, redirectTo, returnUrl]) {
    const safe = safeRedirectPath(candidate);
    if (safe && !isAuthPage(safe)) return safe;
  }
  const current = safeRedirectPath(currentPath);
  if (current && isPublicPage(current)) return current;
  return "/account";
}
