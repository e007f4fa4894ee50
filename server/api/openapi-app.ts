import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";

/** `field: reason` for the first problems of a Zod error, for `{ "error": … }` bodies. */
export function describeZodError(error: ZodError): { error: string; field?: string } {
  // An unknown field is named like any other: `colour: is not a known field`.
  const issues = error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key], message: "is not a known field" }))
      : [issue],
  );
  const first = issues[0];
  const field = first?.path.join(".") || undefined;
  const message = issues
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
