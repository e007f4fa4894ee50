import { OpenAPIHono } from "@hono/zod-openapi";
import { describeZodError } from "../../../../server/api/openapi-app.ts";
import type { PlatformEnv } from "../platform-context.ts";

/** Every platform API router is built here: bad input gets the same 400 shape as the sites' API. */
export function createPlatformRouter() {
  return new OpenAPIHono<PlatformEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(describeZodError(result.error), 400);
    },
  });
}
