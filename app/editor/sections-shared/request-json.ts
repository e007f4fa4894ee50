/** The section editors' calls, spelled method-first, over the kit's `apiFetch` (errors keep status and body). */
import { apiFetch, errorMessage, type ApiFetchOptions } from "../shared/api-fetch.ts";

export { ApiError } from "../shared/api-fetch.ts";

export function requestJson<T>(method: NonNullable<ApiFetchOptions["method"]>, path: string, body?: unknown) {
  return apiFetch<T>(path, { method, body, cache: "no-store" });
}

/** The server's error text when there is one, else the fallback of the spec's catalogue. */
export const errorText = errorMessage;
