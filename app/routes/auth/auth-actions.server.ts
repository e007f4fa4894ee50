import { data, redirect, type RouterContextProvider } from "react-router";
import {
  AUTH_MESSAGES,
  REGISTER_REDIRECT_DELAY_MS,
  loginError,
  loginRedirectTarget,
  registrationError,
  resetRequestError,
} from "../../../shared/rules/auth-rules.ts";
import {
  genericFailureMessage,
  loginFailureMessage,
  registrationOutcome,
  resetRequestFailureMessage,
  type LoginAnswer,
  type MessageAnswer,
  type RegisterAnswer,
} from "../../browser/auth-client.ts";
import { loginErrorField, registrationErrorField } from "../../components/auth/error-field.ts";
import { newPasswordError } from "../../components/auth/new-password-rules.ts";
import { failureField } from "../../components/auth/use-auth-form.ts";
import { callApi, field, readForm, refusalStatus, withCookies } from "../../view-models/form-actions.server.ts";
import { pageUrl } from "../../view-models/site.server.ts";
import { authPageRequest } from "./auth-page.server.ts";

/**
 * The route actions of the account pages (decision 055): the same rules, endpoints and texts as
 * the forms' scripts (login-form.tsx, register-form.tsx, the reset forms), for a form posted
 * before or without them. Passwords are never sent back into the page.
 */
type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loginAction({ request, context }: Args) {
  authPageRequest(request, context);
  const form = await readForm(request);
  const input = { email: field(form, "email").trim(), password: field(form, "password") };
  const values = { email: input.email };
  const problem = loginError(input);
  if (problem) return data({ error: { message: problem, field: loginErrorField(input, problem) }, values }, 400);
  const { result, cookies } = await callApi<LoginAnswer>(context, "/api/auth/login", {
    ...input,
    rememberMe: form.get("rememberMe") !== null,
  });
  if (!result.ok) {
    const error = { message: loginFailureMessage(result), field: null, ...(result.code ? { code: result.code } : {}) };
    return data({ error, values }, { status: refusalStatus(result), headers: withCookies(cookies) });
  }
  const target = loginRedirectTarget({ redirectTo: pageUrl(request).searchParams.get("redirectTo") });
  throw redirect(target, { status: 303, headers: withCookies(cookies) });
}

export async function registerAction({ request, context }: Args) {
  const { prefix } = authPageRequest(request, context);
  const form = await readForm(request);
  const fullName = field(form, "fullName").trim();
  const input = {
    username: field(form, "username").trim(),
    email: field(form, "email").trim(),
    password: field(form, "password"),
  };
  const values = { username: input.username, fullName, email: input.email };
  const problem = registrationError(input);
  if (problem) {
    return data({ error: { message: problem, field: registrationErrorField(input, problem) }, values }, 400);
  }
  const { result, cookies } = await callApi<RegisterAnswer>(context, "/api/auth/register", {
    ...input,
    ...(fullName ? { fullName } : {}),
  });
  if (!result.ok) {
    const message = genericFailureMessage(result);
    const at =
      failureField(result, { codes: { email_exists: "email" as const } }) ??
      registrationErrorField(input, message, result.field);
    const error = { message, field: at, ...(result.code ? { code: result.code } : {}) };
    return data({ error, values }, { status: refusalStatus(result), headers: withCookies(cookies) });
  }
  const outcome = registrationOutcome(result.data, `${prefix}/login`);
  // The page shows the message, and the browser goes on after the same delay as the script's
  // (a Refresh header needs no script); waiting for a confirmed address, it stays.
  const refresh: Record<string, string> =
    outcome.kind === "verify_email" ? {} : { refresh: `${REGISTER_REDIRECT_DELAY_MS / 1000}; url=${outcome.to}` };
  return data({ outcome, values }, { headers: withCookies(cookies, refresh) });
}

/** /reset-password: without a token, the request for a mail; with the mail's `?token=`, the new password. */
export async function resetPasswordAction({ request, context }: Args) {
  const { locale } = authPageRequest(request, context);
  const form = await readForm(request);
  const token = pageUrl(request).searchParams.get("token");
  if (!token) {
    const email = field(form, "email").trim();
    const problem = resetRequestError({ email });
    if (problem) {
      return data(
        { form: "request" as const, error: { message: problem, field: "email" as const }, values: { email } },
        400,
      );
    }
    const { result } = await callApi<MessageAnswer>(context, "/api/auth/password-reset/request", { email, locale });
    if (result.ok) return data({ form: "request" as const, sent: true, values: { email } });
    const error = { message: resetRequestFailureMessage(result), field: "email" as const, code: result.code };
    return data({ form: "request" as const, error, values: { email } }, refusalStatus(result));
  }
  const password = field(form, "password");
  const problem = newPasswordError(password, field(form, "confirmPassword"));
  if (problem) return data({ form: "confirm" as const, error: problem }, 400);
  const { result } = await callApi<MessageAnswer>(context, "/api/auth/password-reset/confirm", { token, password });
  if (result.ok) return data({ form: "confirm" as const, done: true });
  // An unusable link cannot be mended in this form: the message offers a new one instead.
  const error =
    result.code === "invalid_token"
      ? { message: AUTH_MESSAGES.resetLinkInvalid, field: null, code: result.code }
      : {
          message: genericFailureMessage(result),
          field: failureField(result, { fields: { password: "password" as const } }),
          code: result.code,
        };
  return data({ form: "confirm" as const, error }, refusalStatus(result));
}
