import type { Db } from "./db/client.ts";
import { nextPublishTime, organizationsPublishedBetween } from "./domain/publishing/publication.ts";
import type { Logger } from "./logger.ts";

/**
 * Makes scheduled posts and pages appear by themselves (decision 026). Public reads already
 * compare `publish_at` with the clock; what would stay stale are the caches (whole pages, the blog
 * index, the site index behind the sitemap). So every instance keeps one timer for the next
 * publish time of ANY organization and, when it fires, publishes `content-changed` for each
 * organization whose content just went public: the usual purge follows, on every instance.
 *
 * Every instance runs its own scheduler because every instance has its own caches; the state is
 * only the database's `publish_at` column, read again on start and after each content change (a
 * post scheduled on another instance reaches this one as that change's event), so restarts and
 * new instances need nothing persisted.
 */
export class PublishScheduler {
  readonly #db: Db;
  readonly #publish: (organizationId: number) => Promise<void>;
  readonly #logger: Logger | undefined;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | null = null;
  /** Publish times up to this instant have been announced (or predate this instance's caches). */
  #announcedUntil: Date;
  /** Runs are chained: a reschedule never overlaps a firing. */
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;

  /**
   * setTimeout overflows above 2^31-1 ms (~24.8 days) and would fire at once; a far-off time is
   * simply looked up again after this cap.
   */
  static readonly MAX_DELAY_MS = 6 * 60 * 60 * 1000;
  /** Fire a little after the instant, so that every clock-based read already sees it published. */
  static readonly MARGIN_MS = 25;

  constructor({
    db,
    publish,
    logger,
    now = () => new Date(),
  }: {
    db: Db;
    publish: (organizationId: number) => Promise<void>;
    logger?: Logger;
    now?: () => Date;
  }) {
    this.#db = db;
    this.#publish = publish;
    this.#logger = logger;
    this.#now = now;
    this.#announcedUntil = now();
  }

  /** Finds the next publish time and sets the timer (on start and after every content change). */
  reschedule(): Promise<void> {
    this.#queue = this.#queue.then(() => this.#arm()).catch((error) => this.#failed(error));
    return this.#queue;
  }

  /** Clears the timer and waits for a run in progress (before the database closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#queue;
  }

  async #arm(): Promise<void> {
    if (this.#stopped) return;
    const now = this.#now();
    // Anything that went public while no timer covered it (a clock jump, a slow database) first.
    await this.#announce(now);
    const next = await nextPublishTime({ db: this.#db, now });
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (!next || this.#stopped) return;
    const delay = Math.min(
      Math.max(0, next.getTime() - now.getTime()) + PublishScheduler.MARGIN_MS,
      PublishScheduler.MAX_DELAY_MS,
    );
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.reschedule();
    }, delay);
    // A pending publish time must not keep a finished process (or a test run) alive.
    this.#timer.unref();
  }

  async #announce(now: Date): Promise<void> {
    if (now <= this.#announcedUntil) return;
    const organizations = await organizationsPublishedBetween({
      db: this.#db,
      after: this.#announcedUntil,
      until: now,
    });
    this.#announcedUntil = now;
    for (const organizationId of organizations) {
      this.#logger?.info({ organization_id: organizationId }, "scheduled content published");
      await this.#publish(organizationId);
    }
  }

  #failed(error: unknown): void {
    // Closing the database under a run is no failure.
    if (this.#stopped) return;
    this.#logger?.error({ err: error }, "publish scheduler failed; retrying in a minute");
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.reschedule(), 60_000);
    this.#timer.unref();
  }
}
