import { useRouteLoaderData } from "react-router";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";

type Option = ReturnType<typeof ui>;

/**
 * The account rules' messages (spec public-site §5 and §8) in the page's language (decision 082).
 * The rules and the API return these English texts, which the spec gives word for word; they are the
 * rules' identity on both sides, so the forms word each by which rule it is. English stays the text.
 */
const RULE_TEXTS: Partial<Record<keyof typeof AUTH_MESSAGES, (o: Option) => string>> = {
  fillAllFields: (o) => m.fields_authFillAllFields({}, o),
  usernameTooShort: (o) => m.fields_authUsernameTooShort({}, o),
  invalidEmail: (o) => m.fields_authInvalidEmail({}, o),
  passwordTooShort: (o) => m.fields_authPasswordTooShort({}, o),
  passwordTooLong: (o) => m.fields_authPasswordTooLong({}, o),
  passwordUppercase: (o) => m.fields_authPasswordUppercase({}, o),
  passwordLowercase: (o) => m.fields_authPasswordLowercase({}, o),
  passwordNumber: (o) => m.fields_authPasswordNumber({}, o),
  emailExists: (o) => m.fields_validEmailExists({}, o),
  serverError: (o) => m.fields_authServerError({}, o),
  checkEmail: (o) => m.fields_authCheckEmail({}, o),
  registered: (o) => m.fields_authRegistered({}, o),
  invalidCredentials: (o) => m.fields_authInvalidCredentials({}, o),
  emailNotConfirmed: (o) => m.fields_authEmailNotConfirmed({}, o),
  loginFailed: (o) => m.fields_authLoginFailed({}, o),
  resetEmailRequired: (o) => m.fields_authResetEmailRequired({}, o),
  tooManyAttempts: (o) => m.fields_validTooManyRequests({}, o),
  resetEmailFailed: (o) => m.fields_authResetEmailFailed({}, o),
  resetEmailSent: (o) => m.fields_authResetEmailSent({}, o),
  resetLinkInvalid: (o) => m.fields_authResetLinkInvalid({}, o),
  passwordChanged: (o) => m.fields_authPasswordChanged({}, o),
  noActiveSession: (o) => m.fields_authNoActiveSession({}, o),
};

const BY_TEXT = new Map(
  Object.entries(RULE_TEXTS).map(([key, text]) => [AUTH_MESSAGES[key as keyof typeof AUTH_MESSAGES] as string, text]),
);

/** `text` in the language of `o` when it is an account rule's message; any other text as it is. */
export function authMessageText(text: string, o: Option): string {
  if (o.locale === "en") return text;
  return BY_TEXT.get(text)?.(o) ?? text;
}

/** `text` in the page's language when it is an account rule's message (the forms' alert and status). */
export function useAuthMessage(text: string | null): string | null {
  const root = useRouteLoaderData<{ locale?: string }>("root");
  return text === null ? null : authMessageText(text, ui(root?.locale));
}
