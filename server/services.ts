import { registerPresenceChannel } from "./realtime/presence.ts";
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
import { createRedisHealth } from "./redis-health.ts";
import { createDatabaseRateLimitStore, createRedisRateLimitStore, RateLimiter } from "./middleware/rate-limit.ts";
import { ContentCache } from "./content-cache.ts";
import { PageCache } from "./page-cache.ts";
import { PublishScheduler } from "./publish-scheduler.ts";
import { ReminderScheduler } from "./reminder-scheduler.ts";
import { reindexOrganization } from "./domain/search/reindex-organization.ts";
import { TenantResolver } from "./tenancy/tenant-resolver.ts";
import { asOrganization, onBypass } from "./db/tenant-context.ts";
import { RealtimeHub, type HubOptions } from "./realtime/hub.ts";
import { SocketCaps } from "./realtime/socket-caps.ts";
import { registerMeetingChannels } from "./domain/meetings/meeting-channels.ts";
import { VisitorTokens } from "./realtime/visitor-token.ts";
import { registerConversationChannels } from "./domain/conversations/channels.ts";
import { localStaffOnline, redisStaffOnline } from "./domain/conversations/staff-online.ts";
import { ConversationJobs } from "./domain/conversations/conversation-jobs.ts";

/** Builds the long-lived parts of an app instance; the caller owns `close()`. */
export function createServices({
  env,
  logger,
  database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR }),
  realtimeOptions,
}: {
  env: Env;
  logger: Logger;
  database?: Database;
  /** Heartbeat, buffer and sweep settings of the real-time hub (tests shorten them). */
  realtimeOptions?: Partial<HubOptions>;
}): Services & {
  close(): Promise<void>;
  scheduler: PublishScheduler;
  conversationJobs: ConversationJobs;
  reminders: ReminderScheduler;
} {
  // The cross-tenant bypass is audited: each reason once at info (what spans organizations, and
  // that it did), every use at debug (a hot path such as the host lookup would flood the log).
  const bypassReasons = new Set<string>();
  onBypass((reason) => {
    if (bypassReasons.has(reason) || bypassReasons.size > 1000) return logger.debug({ reason }, "cross-tenant access");
    bypassReasons.add(reason);
    logger.info({ reason }, "cross-tenant access");
  });
  // Every Redis client of this instance, made so that none makes a request wait on Redis (decision 047).
  const redis = env.REDIS_URL ? createRedisHealth(env.REDIS_URL, logger) : null;
  const events = redis ? createRedisEventBus(redis, logger) : createLocalEventBus();
  const pageCache = new PageCache({
    enabled: env.PAGE_CACHE && env.NODE_ENV !== "development",
    maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: Math.floor(env.PAGE_CACHE_MB * 1024 * 1024),
  });
  const tenants = new TenantResolver(database.db);
  const content = new ContentCache({
    maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    isCurrent: (tenant) => tenants.isCurrent(tenant),
  });
  const rateLimiter = new RateLimiter(
    redis ? createRedisRateLimitStore(redis.client("rate-limits")) : createDatabaseRateLimitStore(database.db),
  );
  const mailer = createMailer({ env, db: database.db, logger });
  const publishContentChanged = async (organizationId: number, tags: string[] | null = null) => {
    // The search index is shared by every instance (rows in the database), so the instance that
    // made the change brings it up to date, before the event and before the write's answer: a
    // published edit is searchable as soon as the editor sees it saved (decision 034).
    try {
      // Its own organization's rows: the scheduler calls this outside any request.
      await asOrganization(organizationId, () => reindexOrganization({ db: database.db, organizationId }));
    } catch (error) {
      logger.error({ err: error, organization_id: organizationId }, "search index not updated");
    }
    await events.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify({ organizationId, tags }));
  };
  // Scheduled posts and pages go public by themselves: started by the caller once migrations ran.
  const scheduler = new PublishScheduler({ db: database.db, publish: publishContentChanged, logger });
  // Booking reminders are stored jobs: started by the caller once migrations ran, like the scheduler.
  const reminders = new ReminderScheduler({
    db: database.db,
    mailer,
    logger,
    authSecret: env.AUTH_SECRET,
    mailFrom: env.MAIL_FROM,
  });
  events.subscribe(CACHE_PURGE_CHANNEL, (tag) => {
    pageCache.purge(tag);
    content.purge(tag);
    tenants.purge(tag);
  });
  // Content writes announce themselves once, after commit; no handler purges by hand.
  events.subscribe(CONTENT_CHANGED_CHANNEL, (message) => {
    const event = parseContentChanged(message);
    if (!event) return logger.warn({ message }, "malformed content-changed event");
    // Only the pages that show a changed record (decision 044); organization-wide changes: all of them.
    pageCache.purgeRecords(event.organizationId, event.tags ?? null);
    content.purgeRecords(event.organizationId, event.tags ?? null);
    // The change may have scheduled something (on this instance or another): look again.
    void scheduler.reschedule();
    // Settings (header and footer styles among them) travel with the resolved tenant: without
    // this a saved style would reach visitors only when the tenant entry expires.
    tenants.purge(`org-${event.organizationId}`);
  });
  const realtime = new RealtimeHub({
    db: database.db,
    bus: events,
    logger,
    options: { maxSubscriptions: env.REALTIME_SUBSCRIPTIONS_PER_SOCKET, ...realtimeOptions },
  });
  const socketCaps = new SocketCaps({
    limits: {
      token: env.REALTIME_SOCKETS_PER_TOKEN,
      session: env.REALTIME_SOCKETS_PER_SESSION,
      address: env.REALTIME_SOCKETS_PER_ADDRESS,
    },
    redis: redis ? redis.client("socket-caps") : null,
    logger,
  });
  const visitorTokens = new VisitorTokens({ db: database.db, configuredSecret: env.AUTH_SECRET });
  const staffOnline = redis ? redisStaffOnline({ health: redis, hub: realtime, logger }) : localStaffOnline(realtime);
  const services: Services & {
    close(): Promise<void>;
    scheduler: PublishScheduler;
    conversationJobs: ConversationJobs;
    reminders: ReminderScheduler;
  } = {
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
    reminders,
    realtime,
    visitorTokens,
    staffOnline,
    socketCaps,
    get conversationJobs() {
      return conversationJobs;
    },
    close: async () => {
      await conversationJobs.stop();
      await realtime.close();
      await staffOnline.close();
      socketCaps.close();
      await scheduler.stop();
      await reminders.stop();
      await events.close();
      await rateLimiter.close();
      await redis?.close();
      mailer.close();
      await database.close();
    },
  };
  // The live-support channels (conversation, conversation notes, inbox): who may follow them.
  registerConversationChannels(services);
  // Meetings: a booking's call signalling and the hosts' live waiting list (decision 040).
  registerMeetingChannels(services);
  // Who has a record open in an editor (decision 042): ephemeral, admins only.
  registerPresenceChannel(services.realtime);
  // Mails of unread replies and unanswered conversations: started by the caller once migrations ran.
  const conversationJobs = new ConversationJobs({
    services,
    logger,
    options: {
      replyMailDelayMs: env.LIVE_SUPPORT_REPLY_MAIL_SECONDS * 1000,
      unansweredMs: env.LIVE_SUPPORT_UNANSWERED_MINUTES * 60_000,
      intervalMs: 15_000,
    },
  });
  return services;
}
