import type { Env } from "./env.ts";
import type { Database, Db } from "./db/client.ts";
import type { EventBus } from "./events.ts";
import type { Logger } from "./logger.ts";
import type { PageCache } from "./page-cache.ts";
import type { Tenant, TenantResolver } from "./tenancy/tenant-resolver.ts";

/** Long-lived parts of one app instance, built once at start. */
export type Services = {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  pageCache: PageCache;
  tenants: TenantResolver;
  events: EventBus;
  /** Clears cached pages and tenant data of a tag (`org-{id}` or `all`) on every instance. */
  purge(tag: string): Promise<void>;
};

/** What one request carries through Hono and into React Router loaders and actions. */
export type RequestContext = {
  services: Services;
  db: Db;
  tenant: Tenant;
  requestId: string;
  logger: Logger;
};

export type AppEnv = {
  Variables: {
    services: Services;
    requestId: string;
    logger: Logger;
    tenant: Tenant;
  };
};
