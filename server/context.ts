import type { StaffOnline } from "../features/live-support/server/domain/staff-online.ts";
import type { PageRenderer } from "./render/render-job.ts";
import type { AuthService } from "./auth/auth.ts";
import type { AuthSession } from "./auth/session.ts";
import type { Mailer } from "./domain/email/mailer.ts";
import type { Env } from "./env.ts";
import type { Database, Db } from "./db/client.ts";
import type { EventBus } from "./events.ts";
import type { Logger } from "./logger.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { Dispatcher } from "./domain-events/dispatcher.ts";
import type { JobRunner } from "./jobs/index.ts";
import type { ContentCache } from "./content-cache.ts";
import type { PageCache } from "./page-cache.ts";
import type { Tenant, TenantResolver } from "./tenancy/tenant-resolver.ts";
import type { RealtimeHub } from "./realtime/hub.ts";
import type { SocketCaps } from "./realtime/socket-caps.ts";
import type { VisitorTokens } from "./realtime/visitor-token.ts";

/** Long-lived parts of one app instance, built once at start. */
export type Services = {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  pageCache: PageCache;
  /** Translated read models of each organization's content, cleared with the page cache. */
  content: ContentCache;
  tenants: TenantResolver;
  events: EventBus;
  /** Better Auth (accounts, sessions, password reset), built on first use. */
  auth: AuthService;
  mailer: Mailer;
  /** Counters shared by every instance (database or Redis). */
  rateLimiter: RateLimiter;
  /** Clears cached pages and tenant data of a tag (`org-{id}` or `all`) on every instance. */
  purge(tag: string): Promise<void>;
  /**
   * Runs a use case's transaction and the handlers of the domain events it emitted: durable ones
   * as job rows in the same transaction, in-process ones after commit (decision 052).
   */
  dispatcher: Dispatcher;
  /** The one runner of stored jobs: publication times, reminders, mails, search index, sweeps. */
  jobs: JobRunner;
  /** WebSocket connections, channels and stored, sequenced events (server/realtime, decision 035). */
  realtime: RealtimeHub;
  /** Signed tokens of visitors without an account (live support). */
  visitorTokens: VisitorTokens;
  /** Whether staff of an organization are online, on any instance (live support, decision 038). */
  staffOnline: StaffOnline;
  /** Open realtime sockets per token, session and address, on all instances (decision 047). */
  socketCaps: SocketCaps;
};

/** What one request carries through Hono and into React Router loaders and actions. */
export type RequestContext = {
  services: Services;
  db: Db;
  tenant: Tenant;
  requestId: string;
  logger: Logger;
  /** The signed-in session (cookie or bearer token), or null. */
  session: AuthSession | null;
  /** Render threads for documents (decision 012), or null to render on the main thread. */
  renderer: PageRenderer | null;
  /**
   * The records the page shows, declared by its loaders (tags of change-tags.ts), kept with the
   * cached page so that a change clears only the pages that show it; absent (never declared), the
   * page depends on everything of its organization (decision 044).
   */
  pageDependencies?: PageDependencies;
  /**
   * Sends a request (a JSON POST, or a GET) to this app's own API, in process (no socket), as the page request's visitor:
   * same host, cookies, origin and address, so the API's tenancy, origin check, session, rate
   * limits and validation apply to a page action exactly as to the browser's fetch (decision 055).
   * Absent where no API runs (loader unit tests).
   */
  api?: (path: `/api/${string}`, init: { method?: "GET" | "POST" | "PUT"; body?: unknown }) => Promise<Response>;
};

/** Tags a page's loaders declare; `known` once a leaf route declared what it shows. */
export class PageDependencies {
  readonly tags = new Set<string>();
  known = false;
  add(...tags: string[]): void {
    this.known = true;
    for (const tag of tags) this.tags.add(tag);
  }
  /** What the page cache keeps: the tags, or null (unknown: any change of the organization). */
  get value(): string[] | null {
    return this.known ? [...this.tags] : null;
  }
}

export type AppEnv = {
  Variables: {
    services: Services;
    requestId: string;
    logger: Logger;
    tenant: Tenant;
    session: AuthSession | null;
    /** The request presented a session of another site: refused (401), never taken for a visitor's. */
    credentialsRefused: boolean;
  };
};
