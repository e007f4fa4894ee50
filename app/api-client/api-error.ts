/**
 * The error every call of our API throws for an `{ error }` answer (through `unwrap` of the typed
 * client, app/api-client/client.ts): it keeps the status, the error code, the field and the whole body
 * (a 409 stale write carries `current`, the record as saved by someone else).
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

/** The message to show for a failed call: the server's error, else the editor's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
  return fallback;
}
