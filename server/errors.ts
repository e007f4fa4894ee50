/**
 * The one error type of the domain. Codes map to HTTP statuses in exactly one place
 * (`httpStatusOf`), and to UI in route error boundaries.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  /** Extra fields sent with the error (e.g. `field`). Never internal details. */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/**
 * Works across module copies: the React Router server bundle carries its own copy of the domain
 * code, so `instanceof` alone would miss errors thrown there.
 */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      error.name === "AppError" &&
      typeof (error as AppError).code === "string" &&
      (error as AppError).code in ERROR_STATUS)
  );
}

/**
 * The 400s about one field found by a rule of our own rather than by Zod (after removing markup,
 * say): `field: message` in English as Zod's are written, and the same problem as a Zod issue code
 * with its parameters (`issues`), which the app words in its reader's language (decision 082).
 */
function invalidField(field: string, message: string, issue: Record<string, string | number>): AppError {
  return new AppError("bad_request", `${field}: ${message}`, { field, issues: [{ field, ...issue }] });
}

export const fieldRefusal = {
  required: (field: string) => invalidField(field, "is required", { code: "too_small", origin: "string", minimum: 1 }),
  tooLong: (field: string, max: number) =>
    invalidField(field, `must be at most ${max} characters`, { code: "too_big", origin: "string", maximum: max }),
  /** The spec's e-mail text (public-site §5). */
  email: (field = "email") =>
    invalidField(field, "Please enter a valid email address.", { code: "invalid_format", format: "email" }),
};

export function httpStatusOf(error: AppError): number {
  return ERROR_STATUS[error.code];
}
