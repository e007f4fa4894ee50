import type { UiLocale } from "../../shared/i18n/ui-locales.ts";
import { apiErrorText, apiFieldText, type ApiErrorBody } from "../../shared/i18n/validation-text.ts";

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

/** An API refusal's body as decision 082's texts read it (the message as thrown, its code and issues). */
function refusalBody(error: ApiError): ApiErrorBody {
  return { ...(error.body as ApiErrorBody | null), error: error.message };
}

/**
 * The message to show for a failed call, in the person's language `o` (decision 082): the server's
 * refusal (its English text for English readers and for codes the catalogue does not know), else
 * the caller's own fallback.
 */
export function errorMessage(error: unknown, fallback: string, o: { locale: UiLocale }): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return apiErrorText(refusalBody(error), o, { status: error.status });
  }
  return fallback;
}

/** The message of a refused save for its field (`title`), in the person's language. */
export function fieldErrorMessage(error: ApiError, field: string, o: { locale: UiLocale }): string {
  return apiFieldText(refusalBody(error), field, o);
}

/**
 * A failed write's toast: an API refusal in the person's language; a call that never got an answer
 * or a server fault in English as before, else the caller's translated fallback; any other error's own message.
 */
export function failureMessage(error: unknown, fallback: string, o: { locale: UiLocale }): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return errorMessage(error, fallback, o);
  if (error instanceof ApiError && o.locale !== "en") return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
