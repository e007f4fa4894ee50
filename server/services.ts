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
import { createDatabaseRateLimitStore, createRedisRateLimitStore, RateLimiter } from "./http/rate-limit.ts";
import { ContentCache } from "./content-cache.ts";
import { PageCache } from "./page-cache.ts";
import { reindexOrganization } from "../features/help-center/server/domain/search/reindex-organization.ts";
import { Dispatcher } from "./domain-events/dispatcher.ts";
import { registerDomainChecks } from "../features/domains/server/domain/check-due-domains.ts";
import { enqueueJob, JobRunner } from "./jobs/index.ts";
import { planAllPublications, planPublication, PUBLISH_JOB } from "./domain/publishing/plan-publication.ts";
import { registerMailJob } from "./domain/email/enqueue-mail.ts";
import { registerPurgeSitesJob } from "../features/platform/server/domain/sites/site-lifecycle.ts";
import { registerReminderJob } from "../features/meetings/server/domain/run-reminders.ts";
import { TenantResolver } from "./tenancy/tenant-resolver.ts";
import { onBypass } from "./db/tenant-context.ts";
import { RealtimeHub, type HubOptions } from "./realtime/hub.ts";
import { SocketCaps } from "./realtime/socket-caps.ts";
import { registerMeetingChannels } from "../features/meetings/server/domain/meeting-channels.ts";
import { VisitorTokens } from "./realtime/visitor-token.ts";
import { registerConversationChannels } from "../features/live-support/server/domain/channels.ts";
import { localStaffOnline, redisStaffOnline } from "../features/live-support/server/domain/staff-online.ts";
import { ConversationJobs } from "../features/live-support/server/domain/conversation-jobs.ts";

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
  /** Starts the background work once migrations ran: plans what start-up must plan, starts the runner. */
  startJobs(): Promise<void>;
  conversationJobs: ConversationJobs;
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
  // Every scheduled or deferred thing is a row of the one job table (decision 052); started by the
  // caller once migrations ran.
  const jobs = new JobRunner({ db: database.db, logger });
  const dispatcher = new Dispatcher({ logger, committed: () => jobs.wake() });
  const searchIndexKey = (organizationId: number) => `org-${organizationId}`;
  dispatcher
    // Durable, in the write's transaction: the search index (one pending rebuild per organization,
    // however many writes came first) and the next publication time.
    .inTransaction("content.changed", async (tx, event) => {
      await enqueueJob(tx, {
        kind: "search.reindex",
        organizationId: event.organizationId,
        key: searchIndexKey(event.organizationId),
      });
      await planPublication(tx, event.organizationId);
    })
    // After commit, before the write answers: every instance clears its caches (Redis between them).
    .afterCommit("content.changed", (event) =>
      events.publish(
        CONTENT_CHANGED_CHANNEL,
        JSON.stringify({ organizationId: event.organizationId, tags: event.tags }),
      ),
    );
  // Real-time events stored by a write reach their subscribers once it committed (never before: a
  // rolled-back message must not have been announced).
  dispatcher.afterCommit("realtime.stored", async (event) => {
    for (const stored of event.events) realtime.deliver(stored);
  });
  // The search index is shared by every instance (rows in the database): rebuilt after the write's
  // answer, by whichever instance claims the job, at once when it is this one (decision 052).
  jobs.register("search.reindex", async (job) => {
    await reindexOrganization({ db: database.db, organizationId: job.organizationId! });
  });
  // A publish time reached: the content changed for every visitor, though nobody wrote.
  jobs.register(PUBLISH_JOB, async (job) => {
    logger.info({ organization_id: job.organizationId }, "scheduled content published");
    await dispatcher.emit(database.db, { type: "content.changed", organizationId: job.organizationId!, tags: null });
  });
  registerMailJob(jobs, mailer);
  // Deleted sites past their grace period are removed for good (decision 064).
  registerPurgeSitesJob(jobs, { db: database.db, env, logger });
  // Custom domains are re-checked when due: pending with backoff, verified daily (decision 066).
  registerDomainChecks(jobs, { db: database.db, dispatcher, env, logger });
  registerReminderJob(jobs, {
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
    startJobs(): Promise<void>;
    conversationJobs: ConversationJobs;
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
    dispatcher,
    jobs,
    realtime,
    visitorTokens,
    staffOnline,
    socketCaps,
    get conversationJobs() {
      return conversationJobs;
    },
    startJobs: async () => {
      // Publication times of content written before the job table, or by the seed.
      await planAllPublications(database.db);
      await conversationJobs.plan();
      jobs.start();
    },
    close: async () => {
      await jobs.stop();
      await conversationJobs.stop();
      await realtime.close();
      await staffOnline.close();
      socketCaps.close();
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
  // Mails of unread replies and unanswered conversations: a recurring job of the runner.
  const conversationJobs = new ConversationJobs({
    services,
    logger,
    options: {
      replyMailDelayMs: env.LIVE_SUPPORT_REPLY_MAIL_SECONDS * 1000,
      unansweredMs: env.LIVE_SUPPORT_UNANSWERED_MINUTES * 60_000,
      intervalMs: 15_000,
    },
  });
  conversationJobs.register(jobs);
  return services;
}
