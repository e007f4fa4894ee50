import { createAuthService } from "./auth/auth.ts";
import type { Services } from "./context.ts";
import { createMailer } from "./domain/email/mailer.ts";
import { openDatabase, type Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import {
  CACHE_PURGE_CHANNEL,
  CONTENT_CHANGED_CHANNEL,
  createLocalEventBus,
  createRedisEventBus,
  parseContentChanged,
} from "./events.ts";
import type { Logger } from "./logger.ts";
import { createDatabaseRateLimitStore, createRedisRateLimitStore, RateLimiter } from "./middleware/rate-limit.ts";
import { ContentCache } from "./content-cache.ts";
import { PageCache } from "./page-cache.ts";
import { PublishScheduler } from "./publish-scheduler.ts";
import { TenantResolver } from "./tenancy/tenant-resolver.ts";

/** Builds the long-lived parts of an app instance; the caller owns `close()`. */
export function createServices({
  env,
  logger,
  database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
}: {
  env: Env;
  logger: Logger;
  database?: Database;
}): Services & { close(): Promise<void>; scheduler: PublishScheduler } {
  const events = env.REDIS_URL ? createRedisEventBus(env.REDIS_URL, logger) : createLocalEventBus();
  const pageCache = new PageCache({
    enabled: env.PAGE_CACHE && env.NODE_ENV !== "development",
    maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
  });
  const tenants = new TenantResolver(database.db);
  const content = new ContentCache({ maxEntries: env.PAGE_CACHE_MAX_ENTRIES });
  const rateLimiter = new RateLimiter(
    env.REDIS_URL ? createRedisRateLimitStore(env.REDIS_URL) : createDatabaseRateLimitStore(database.db),
  );
  const mailer = createMailer({ env, db: database.db, logger });
  const publishContentChanged = (organizationId: number) =>
    events.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify({ organizationId }));
  // Scheduled posts and pages go public by themselves: started by the caller once migrations ran.
  const scheduler = new PublishScheduler({ db: database.db, publish: publishContentChanged, logger });
  events.subscribe(CACHE_PURGE_CHANNEL, (tag) => {
    pageCache.purge(tag);
    content.purge(tag);
    tenants.purge(tag);
  });
  // Content writes announce themselves once, after commit; no handler purges by hand.
  events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
    const event = parseContentChanged(message);
    if (!event) return logger.warn({ message }, "malformed content-changed event");
    pageCache.purge(`org-${event.organizationId}`);
    content.purge(`org-${event.organizationId}`);
    // The change may have scheduled something (on this instance or another): look again.
    void scheduler.reschedule();
    // Settings (header and footer styles among them) travel with the resolved tenant: without
    // this a saved style would reach visitors only when the tenant entry expires.
    tenants.purge(`org-${event.organizationId}`);
  });
  return {
    env,
    logger,
    database,
    db: database.db,
    pageCache,
    content,
    tenants,
    events,
    auth: createAuthService({ env, db: database.db, logger }),
    mailer,
    rateLimiter,
    purge: (tag) => events.publish(CACHE_PURGE_CHANNEL, tag),
    publishContentChanged,
    scheduler,
    close: async () => {
      await scheduler.stop();
      await events.close();
      await rateLimiter.close();
      mailer.close();
      await database.close();
    },
  };
}
