import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { describeZodError } from "../api/openapi-app.ts";
import { httpStatusOf, isAppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { renderServerErrorPage } from "./plain-pages.ts";

type ErrorEnv = { Variables: { logger?: Logger; requestId?: string } };

/**
 * How a thrown error becomes an answer, for the sites' app and the platform's alike: the domain's
 * AppError and the client's own faults are 4xx JSON with `{ error }`; anything else is logged and a
 * 500 without details (a page gets a readable one).
 */
export function errorResponse<E extends ErrorEnv>(error: Error, c: Context<E>): Response {
  if (isAppError(error)) {
    const retryAfter = error.details?.retryAfter;
    if (typeof retryAfter === "number") c.header("retry-after", String(retryAfter));
    return c.json({ error: error.message, ...error.details }, httpStatusOf(error) as 400);
  }
  // Hono's own refusals (malformed JSON, wrong media type) are the client's fault: a 4xx, never a 500.
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
    const message =
      error.status === 415
        ? "Send the request body as JSON (Content-Type: application/json)"
        : /malformed json/i.test(error.message)
          ? "Request body is not valid JSON"
          : error.message || "Bad request";
    return c.json({ error: message }, error.status);
  }
  if (error instanceof Error && error.name === "ZodError") {
    return c.json(describeZodError(error as never), 400);
  }
  if (error instanceof SyntaxError && c.req.path.startsWith("/api/")) {
    return c.json({ error: "Request body is not valid JSON" }, 400);
  }
  c.var.logger?.error({ err: error }, "unhandled error");
  if (c.req.path.startsWith("/api/")) return c.json({ error: "Internal server error" }, 500);
  return c.html(renderServerErrorPage(c.var.requestId), 500);
}
