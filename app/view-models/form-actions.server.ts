import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "../../server/load-context.ts";
import { failureOf, type ApiResult } from "../browser/auth-client.ts";

/**
 * What the route actions of the visitor forms share (decision 055). A form posted without scripts
 * (or before they ran) reaches its page's action; the action calls the same API endpoint the
 * form's script calls, in process and as the same visitor, and the page renders the result.
 */

/** The most characters a text field of these forms is read with; the API refuses longer ones anyway. */
const FIELD_MAX = 20_000;

/** A posted form, or a 400 page when the body is not one (never a 500 on a malformed body). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "Send the form as a form" }, { status: 400 });
  }
}

/** One text field: files and missing fields read as "". */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, FIELD_MAX) : "";
}

/**
 * POSTs (or PUTs) `body` to one of our API endpoints as the page's visitor (or GETs it, with `body`
 * null and `method` "GET") and reads the answer in the shape the browser's `postJson` gives, plus the
 * cookies it set (a session after login).
 */
export async function callApi<T>(
  context: Readonly<RouterContextProvider>,
  path: `/api/${string}`,
  body: unknown,
  method: "GET" | "POST" | "PUT" = "POST",
): Promise<{ result: ApiResult<T>; cookies: string[] }> {
  const { api } = context.get(requestContext);
  if (!api) return { result: { ok: false, status: 0, error: null }, cookies: [] };
  const response = await api(path, method === "GET" ? { method } : { method, body });
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const cookies = response.headers.getSetCookie();
  if (response.ok) return { result: { ok: true, status: response.status, data: (payload ?? {}) as T }, cookies };
  return { result: failureOf(response.status, payload), cookies };
}

/** Response headers carrying the API's cookies (and any others given). */
export function withCookies(cookies: readonly string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/** The status of a page that shows a refusal: the API's own 4xx, else 400 (input) or 503 (no answer). */
export function refusalStatus(result: { status: number }): number {
  if (result.status >= 400 && result.status < 600) return result.status;
  return result.status === 0 ? 503 : 400;
}
