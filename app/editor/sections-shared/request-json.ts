/**
 * JSON calls of the section editors to our API (same origin, the session cookie). A failed answer
 * becomes an `ApiError` carrying the server's `error` text and, for a stale save (409), the record
 * as it is now, so the editor can offer Reload or Overwrite.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { error?: string; code?: string; current?: Record<string, unknown> } | null,
  ) {
    super(message);
  }

  get isStale(): boolean {
    return this.status === 409 && this.body?.code === "stale";
  }
}

export async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    cache: "no-store",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const answer = (data && typeof data === "object" ? data : null) as ApiError["body"];
    throw new ApiError(answer?.error || `HTTP ${response.status}`, response.status, answer);
  }
  return data as T;
}

/** The server's error text when there is one, else the fallback of the spec's catalogue. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.error ? error.body.error : fallback;
}
