/**
 * The editors' one way to call our API: JSON in and out, the session cookie sent, and every
 * `{ error }` answer turned into a thrown `ApiError` that keeps the status, the error code and the
 * whole body (a 409 stale write carries `current`, the record as saved by someone else).
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  /** The server's error code (`stale`, `not_found`, …) when it sent one. */
  readonly code: string | null;
  /** The field a 400 names, when it names one. */
  readonly field: string | null;
  readonly body: Record<string, unknown> | null;

  constructor(status: number, message: string, body: Record<string, unknown> | null) {
    super(message);
    this.status = status;
    this.body = body;
    this.code = typeof body?.code === "string" ? body.code : null;
    this.field = typeof body?.field === "string" ? body.field : null;
  }

  /** A stale write (someone saved first): `current` is their version. */
  get isStale(): boolean {
    return this.status === 409;
  }

  get current(): Record<string, unknown> | null {
    const current = this.body?.current;
    return current && typeof current === "object" ? (current as Record<string, unknown>) : null;
  }
}

export type ApiFetchOptions = Omit<RequestInit, "body" | "method"> & {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** `apiFetch<Metric[]>("/api/metrics")`, `apiFetch("/api/metrics", { method: "POST", body })`. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, query, headers, method = body === undefined ? "GET" : "POST", ...init } = options;
  const url = withQuery(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.", null);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const body = payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
    const message = typeof body?.error === "string" && body.error ? body.error : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return payload as T;
}

/** The message to show for a failed call: the server's error, else the editor's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
  return fallback;
}

export function withQuery(path: string, query: ApiFetchOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
