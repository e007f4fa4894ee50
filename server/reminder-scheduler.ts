import type { Db } from "./db/client.ts";
import type { Mailer } from "./domain/email/mailer.ts";
import { nextReminderTime, runDueReminders } from "./domain/meetings/run-reminders.ts";
import type { Logger } from "./logger.ts";

/**
 * Sends booking reminders when they fall due (decision 036). The jobs are rows (booking_jobs),
 * so a restart loses none: on start the scheduler looks for the next one and arms one timer. A job
 * planned on another instance is found at the latest after MAX_DELAY_MS; two instances never send
 * one twice (runDueReminders claims with SKIP LOCKED).
 */
export class ReminderScheduler {
  static readonly MAX_DELAY_MS = 5 * 60_000;
  readonly #options: { db: Db; mailer: Mailer; logger?: Logger; authSecret?: string; mailFrom: string };
  #timer: NodeJS.Timeout | null = null;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(options: { db: Db; mailer: Mailer; logger?: Logger; authSecret?: string; mailFrom: string }) {
    this.#options = options;
  }

  /** Sends what is due and arms the timer for the next job (on start and after every booking change). */
  reschedule(): Promise<void> {
    this.#queue = this.#queue.then(() => this.#run()).catch((error) => this.#failed(error));
    return this.#queue;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#queue;
  }

  async #run(): Promise<void> {
    if (this.#stopped) return;
    await runDueReminders({ ...this.#options, now: new Date() });
    const next = await nextReminderTime(this.#options.db);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#stopped) return;
    const delay = next
      ? Math.min(Math.max(0, next.getTime() - Date.now()) + 25, ReminderScheduler.MAX_DELAY_MS)
      : ReminderScheduler.MAX_DELAY_MS;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.reschedule();
    }, delay);
    this.#timer.unref();
  }

  #failed(error: unknown): void {
    if (this.#stopped) return;
    this.#options.logger?.error({ err: error }, "reminder scheduler failed; retrying in a minute");
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.reschedule(), 60_000);
    this.#timer.unref();
  }
}
