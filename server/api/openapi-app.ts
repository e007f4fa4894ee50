import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";

/** `field: reason` for the first problems of a Zod error, for `{ "error": … }` bodies. */
export function describeZodError(error: ZodError): { error: string; field?: string } {
  const first = error.issues[0];
  const field = first?.path.join(".") || undefined;
  const message = error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
  return field ? { error: message, field } : { error: message };
}

/** Every API router is built here so that bad input gets the same 400 shape everywhere. */
export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(describeZodError(result.error), 400);
    },
  });
}
