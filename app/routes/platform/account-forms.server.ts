import type { RouterContextProvider } from "react-router";
import { CONSOLE_PATH, OPERATOR_PATH } from "../../../features/platform/shared/paths.ts";
import { safeRedirectPath } from "../../../shared/rules/auth-rules.ts";
import { platformRequest } from "../../view-models/platform.server.ts";

/**
 * What the console's account pages share (decision 062, forms as route actions, decision 055):
 * the form is read, sent to the platform API in process as the same person, and the answer (with
 * its cookies) becomes the page's.
 */
/** The form's reading is the visitor forms' own (readForm: a 400 page for a body that is no form). */
export { field, readForm } from "../../view-models/form-actions.server.ts";

export type ApiAnswer<T> =
  | { ok: true; status: number; data: T; cookies: string[] }
  | {
      ok: false;
      status: number;
      error: string;
      field: string | null;
      code: string | null;
      retryAfter: string | null;
      cookies: string[];
    };

export async function callPlatformApi<T>(
  context: Readonly<RouterContextProvider>,
  path: `/api/${string}`,
  body: unknown,
): Promise<ApiAnswer<T>> {
  const platform = platformRequest(context);
  const response = await platform.api(path, { method: "POST", body });
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const cookies = response.headers.getSetCookie();
  if (response.ok) return { ok: true, status: response.status, data: (payload ?? {}) as T, cookies };
  return {
    ok: false,
    status: response.status,
    error: typeof payload?.error === "string" ? payload.error : "Something went wrong on our side. Please try again.",
    field: typeof payload?.field === "string" ? payload.field : null,
    code: typeof payload?.code === "string" ? payload.code : null,
    retryAfter: response.headers.get("retry-after"),
    cookies,
  };
}

export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Where to go after signing in: a safe same-site path in the console or the operators' console. */
export function consoleTarget(redirectTo: string | null | undefined, fallback = CONSOLE_PATH): string {
  const safe = safeRedirectPath(redirectTo);
  if (!safe) return fallback;
  const path = safe.split(/[?#]/)[0]!;
  const inConsole = [CONSOLE_PATH, OPERATOR_PATH].some((root) => path === root || path.startsWith(`${root}/`));
  const accountPage = ["sign-in", "sign-up", "sign-out", "confirm"].some((page) => path === `${CONSOLE_PATH}/${page}`);
  return inConsole && !accountPage ? safe : fallback;
}
