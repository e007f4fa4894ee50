import type { Logger } from "../../../server/logger.ts";
import type { Services } from "../../../server/context.ts";

/** A signed-in platform account (decision 061): not a site account. */
export type PlatformAccount = {
  id: number;
  email: string;
  emailVerified: boolean;
  isOperator: boolean;
  /** The account's own UI language (decision 083); null: the browser's. */
  uiLocale?: string | null;
};

/** Hono variables of a request to PLATFORM_HOST: there is no tenant, and no site session. */
export type PlatformEnv = {
  Variables: {
    services: Services;
    requestId: string;
    logger: Logger;
    platformAccount: PlatformAccount | null;
  };
};

/** What the console's loaders and actions get (React Router context `platformRequestContext`). */
export type PlatformRequest = {
  services: Services;
  requestId: string;
  logger: Logger;
  account: PlatformAccount | null;
  /** Sends a request to the platform API in process, as this request's person (cookies, origin). */
  api: (
    path: `/api/${string}`,
    init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown },
  ) => Promise<Response>;
};
