/**
 * The app's one typed API client and one TanStack QueryClient (decision 042).
 *
 * `api` is openapi-fetch over the paths generated into ./schema.d.ts (`npm run api:types`):
 * `api.GET("/heroes/{id}", { params: { path: { id } } })` is checked against the server's routes.
 * `queryClient()` is the single QueryClient every editor read and write goes through.
 */
import { QueryClient } from "@tanstack/react-query";
import createClient from "openapi-fetch";
import { ApiError } from "./api-error.ts";
import type { components, paths } from "./schema.d.ts";

export type { components, paths };
/** A schema of the API by its OpenAPI name: `ApiSchema<"HeroRecord">`. */
export type ApiSchema<Name extends keyof components["schemas"]> = components["schemas"][Name];

export const api = createClient<paths>({
  baseUrl: "/api",
  credentials: "same-origin",
  // TanStack Query is the editors' cache; the browser's must never answer for the server.
  cache: "no-store",
  // Looked up at each call rather than kept from when this module loaded, so a test's stand-in
  // for fetch (installed in its beforeEach) is the one used.
  fetch: (request) => globalThis.fetch(request),
});

/**
 * The data of an openapi-fetch answer, or an `ApiError` (status, code, field, `current` of a 409)
 * thrown for an `{ error }` answer, the same as `apiFetch` throws.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.", null);
  }
  const { data, error, response } = result;
  if (!response.ok) {
    const body = error && typeof error === "object" ? (error as Record<string, unknown>) : null;
    const message = typeof body?.error === "string" && body.error ? body.error : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return data as NonNullable<T>;
}

function createQueryClient() {
  // Stale time 5 min, no refetch on focus (ARCHITECTURE); one retry for reads, none for writes.
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient (a fresh one per call on the server, where nothing is shared). */
export function queryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}
