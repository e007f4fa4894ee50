import { AUTH_MESSAGES, isEmail, passwordError } from "../../../shared/rules/auth-rules.ts";

/**
 * The platform's account rules and texts (decision 062), shared by the console's forms and the
 * API: the e-mail and password rules are the site accounts' own (shared/rules/auth-rules.ts).
 */
export const PLATFORM_ACCOUNT_MESSAGES = {
  fillAllFields: AUTH_MESSAGES.fillAllFields,
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  wrongCredentials: "Wrong e-mail or password",
  confirmFirst: "Please confirm your e-mail address first: follow the link we mailed you, or ask for a new one below.",
  checkMailbox: "Check your mailbox: we sent you a link to confirm your address. It works for 24 hours.",
  confirmationSent: "If this address has an account waiting for confirmation, a new link is on its way.",
  confirmLinkInvalid: "This confirmation link is invalid, already used or expired. Sign in, or ask for a new link.",
  signedOut: "You are signed out.",
} as const;

export const PASSWORD_HINT = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

export type SignUpField = "email" | "password";

/** The first problem of a sign-up, with the field it concerns, or null. */
export function signUpProblem({
  email,
  password,
}: {
  email: string;
  password: string;
}): { message: string; field: SignUpField } | null {
  if (!email.trim()) return { message: PLATFORM_ACCOUNT_MESSAGES.fillAllFields, field: "email" };
  if (!password) return { message: PLATFORM_ACCOUNT_MESSAGES.fillAllFields, field: "password" };
  if (!isEmail(email.trim())) return { message: PLATFORM_ACCOUNT_MESSAGES.invalidEmail, field: "email" };
  const problem = passwordError(password);
  return problem ? { message: problem, field: "password" } : null;
}

/** Sign-in: both fields required. */
export function signInProblem({
  email,
  password,
}: {
  email: string;
  password: string;
}): { message: string; field: SignUpField } | null {
  if (!email.trim()) return { message: PLATFORM_ACCOUNT_MESSAGES.fillAllFields, field: "email" };
  if (!password) return { message: PLATFORM_ACCOUNT_MESSAGES.fillAllFields, field: "password" };
  return null;
}

/** Re-sending the confirmation: an address. */
export function emailProblem(email: string): { message: string; field: "email" } | null {
  if (!email.trim()) return { message: PLATFORM_ACCOUNT_MESSAGES.fillAllFields, field: "email" };
  if (!isEmail(email.trim())) return { message: PLATFORM_ACCOUNT_MESSAGES.invalidEmail, field: "email" };
  return null;
}
