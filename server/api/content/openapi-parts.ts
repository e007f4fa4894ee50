import type { z } from "@hono/zod-openapi";

/** A required JSON request body for `createRoute` (the content routes share these two). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** A JSON response for `createRoute`. */
export const answer = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
