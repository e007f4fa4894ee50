import { AUTH_MESSAGES, type RegistrationInput } from "../../../shared/rules/auth-rules.ts";

export type RegistrationField = keyof RegistrationInput;

const PASSWORD_MESSAGES: readonly string[] = [
  AUTH_MESSAGES.passwordTooShort,
  AUTH_MESSAGES.passwordTooLong,
  AUTH_MESSAGES.passwordUppercase,
  AUTH_MESSAGES.passwordLowercase,
  AUTH_MESSAGES.passwordNumber,
];

export function isPasswordRuleMessage(message: string): boolean {
  return PASSWORD_MESSAGES.includes(message);
}

/**
 * Which registration field the (only) shown error is about, so that the field points at the
 * alert with aria-describedby and gets the focus. The server may name the field itself.
 */
export function registrationErrorField(
  input: RegistrationInput,
  message: string,
  serverField?: string,
): RegistrationField | null {
  if (serverField === "username" || serverField === "email" || serverField === "password") return serverField;
  if (message === AUTH_MESSAGES.fillAllFields) {
    if (!input.username.trim()) return "username";
    if (!input.email.trim()) return "email";
    if (!input.password) return "password";
    return null;
  }
  if (message === AUTH_MESSAGES.usernameTooShort) return "username";
  if (message === AUTH_MESSAGES.invalidEmail || message === AUTH_MESSAGES.emailExists) return "email";
  if (isPasswordRuleMessage(message)) return "password";
  return null;
}

/** Login: the empty field when both are required, else none (a refusal concerns the pair). */
export function loginErrorField(
  input: { email: string; password: string },
  message: string,
): "email" | "password" | null {
  if (message !== AUTH_MESSAGES.fillAllFields) return null;
  if (!input.email.trim()) return "email";
  if (!input.password) return "password";
  return null;
}
