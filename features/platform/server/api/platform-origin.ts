import type { Context } from "hono";
import { requestOrigin } from "../../../../server/http/request-origin.ts";
import type { PlatformEnv } from "../platform-context.ts";

/**
 * The platform's `mailOrigin`: the origin this request reached the platform by (scheme, host and
 * port, PUBLIC_ORIGIN and trusted proxies honoured), the one source of the links the platform
 * writes into mails and hand-offs.
 */
export function platformOrigin(c: Context<PlatformEnv>): string {
  return (
    requestOrigin(c.req.raw.headers, c.req.url, c.var.services.env) ?? `http://${c.var.services.env.PLATFORM_HOST}`
  );
}
