import type { ValidationIssue } from "../../shared/i18n/validation-text.ts";
import { AUTH_MESSAGES, safeRedirectPath } from "../../shared/rules/auth-rules.ts";

type ApiIssue = ValidationIssue & { field?: string };

/**
 * Browser wrappers for the account endpoints (decision 009). The server sets and clears the
 * http-only session cookie; these only send JSON and turn every answer into one result shape, so
 * that forms never deal with thrown network errors.
 */

export type ApiFailure = {
  ok: false;
  status: number;
  error: string | null;
  code?: string;
  field?: string;
  /** A 400's problems as codes and parameters, which the form words in the page's language (decision 082). */
  issues?: ApiIssue[];
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** Sends a JSON POST on the same origin; status 0 means the request did not reach the server. */
export async function postJson<T>(path: string, body: unknown, fetcher: typeof fetch = fetch): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, status: response.status, data: (payload ?? {}) as T };
  return failureOf(response.status, payload);
}

/** A refusal's `{ error, code, field, issues }` body as a form reads it. */
export function failureOf(status: number, payload: Record<string, unknown> | null): ApiFailure {
  return {
    ok: false,
    status,
    error: typeof payload?.error === "string" ? payload.error : null,
    ...(typeof payload?.code === "string" ? { code: payload.code } : {}),
    ...(typeof payload?.field === "string" ? { field: payload.field } : {}),
    ...(Array.isArray(payload?.issues) ? { issues: payload.issues as ApiIssue[] } : {}),
  };
}

export type LoginAnswer = { user: { id: string; name: string; email: string }; isAdmin: boolean };
export type RegisterAnswer =
  | { status: "signed_in"; redirectTo?: string; warning?: string }
  | { status: "verify_email"; message?: string; warning?: string }
  | { status: string; redirectTo?: string; message?: string; warning?: string };
export type MessageAnswer = { message?: string };
export type OkAnswer = { ok: true };
export type MeAnswer = {
  user: { id: string; name: string; email: string; username: string | null } | null;
  isAdmin: boolean;
  organizationId: number;
};

export const authApi = {
  login: (input: { email: string; password: string; rememberMe: boolean }) =>
    postJson<LoginAnswer>("/api/auth/login", input),
  register: (input: { username: string; email: string; password: string; fullName?: string }) =>
    postJson<RegisterAnswer>("/api/auth/register", input),
  signOut: () => postJson<OkAnswer>("/api/auth/sign-out", {}),
  signOutEverywhere: () => postJson<OkAnswer>("/api/auth/sign-out-everywhere", {}),
  requestPasswordReset: (input: { email: string; locale?: string }) =>
    postJson<MessageAnswer>("/api/auth/password-reset/request", input),
  confirmPasswordReset: (input: { token: string; password: string }) =>
    postJson<MessageAnswer>("/api/auth/password-reset/confirm", input),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    postJson<OkAnswer>("/api/account/password", input),
  async me(fetcher: typeof fetch = fetch): Promise<MeAnswer | null> {
    try {
      const response = await fetcher("/api/me", {
        credentials: "same-origin",
        headers: { accept: "application/json" },
      });
      return response.ok ? ((await response.json()) as MeAnswer) : null;
    } catch {
      return null;
    }
  },
};

/** Login (spec §8): the server's message for known refusals, else "Login failed. Please try again.". */
export function loginFailureMessage(failure: ApiFailure): string {
  if (failure.status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (failure.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (failure.code === "email_not_verified") return AUTH_MESSAGES.emailNotConfirmed;
  if (failure.status >= 400 && failure.status < 500 && failure.error) return failure.error;
  return AUTH_MESSAGES.loginFailed;
}

/** Reset request (spec §8): rate-limit text on 429, the e-mail problem text on a server or mail failure. */
export function resetRequestFailureMessage(failure: ApiFailure): string {
  if (failure.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (failure.status >= 400 && failure.status < 500 && failure.error) return failure.error;
  return AUTH_MESSAGES.resetEmailFailed;
}

/** Registration, reset confirmation, password change: the server's message, else the server-error text. */
export function genericFailureMessage(failure: ApiFailure): string {
  if (failure.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  if (failure.status >= 400 && failure.status < 500 && failure.error) return failure.error;
  return AUTH_MESSAGES.serverError;
}

export type RegistrationOutcome =
  /** Signed in: show the success text, then go to `to` after the registration delay. */
  | { kind: "signed_in"; to: string; message: string; warning: string | null }
  /** The organization requires a confirmed address: show the check-email text and stay. */
  | { kind: "verify_email"; message: string; warning: string | null }
  /** Registered without a session: go to the login page after the registration delay. */
  | { kind: "login"; to: string; message: string; warning: string | null };

/** Spec §4: with a session → the profile; without one → login, or the check-email message. */
export function registrationOutcome(answer: RegisterAnswer, loginPath = "/login"): RegistrationOutcome {
  const warning = typeof answer.warning === "string" && answer.warning ? answer.warning : null;
  if (answer.status === "signed_in") {
    const to = safeRedirectPath(answer.redirectTo) ?? "/account/profile";
    return { kind: "signed_in", to, message: AUTH_MESSAGES.registered, warning };
  }
  if (answer.status === "verify_email") {
    return { kind: "verify_email", message: AUTH_MESSAGES.checkEmail, warning };
  }
  return { kind: "login", to: loginPath, message: AUTH_MESSAGES.registered, warning };
}

/** localStorage keys named by the spec (§7). */
export const STORAGE_KEYS = { returnUrl: "returnUrl", rememberMe: "rememberMe" } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the preference is simply not remembered.
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
