import { randomUUID } from "node:crypto";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { crossTenant } from "../db/tenant-scope.ts";
import { asOrganization, asSystem } from "../db/tenant-context.ts";
import type { Logger } from "../logger.ts";
import type { JobPayload } from "./enqueue.ts";

/** One claimed job as its handler sees it. */
export type RunningJob = {
  id: number;
  kind: string;
  organizationId: number | null;
  key: string | null;
  payload: JobPayload;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The clock of this pass (tests run a pass "in the future" with `runDue({ now })`). */
  now: Date;
};

/**
 * What a handler may answer: nothing (done), an outcome to record (`sent`, `stale`, …), or a time
 * to run again (a recurring sweep). A thrown error is a failure: retried with backoff.
 */
export type JobResult = void | { outcome?: string; runAgainAt?: Date };

export type JobHandler = (job: RunningJob) => Promise<JobResult>;

export type JobKindOptions = {
  /** Runs before the job is given up (state `failed`, last error kept). */
  maxAttempts?: number;
  /**
   * Empties the payload once the job ended (done or given up): a mail's links may be credentials
   * that only the addressee may ever see, so no copy stays behind in the table.
   */
  forgetPayload?: boolean;
};

export type JobRunnerOptions = {
  db: Db;
  logger?: Logger;
  /**
   * How often the runner looks for work it was not woken for (jobs another instance enqueued).
   * Its own jobs it finds sooner: after each pass it arms a timer for the earliest pending one.
   */
  pollMs?: number;
  /** How long a claimed job is this instance's; past it, another instance takes it for a crash. */
  leaseMs?: number;
  /** Jobs claimed per query. */
  batchSize?: number;
  /** The wait before the retry after the given failed attempt (1, 2, …). */
  backoffMs?: (attempt: number) => number;
  clock?: () => Date;
  /** How long ended jobs (done, cancelled, failed) stay for people to read before they are deleted. */
  retainMs?: number;
};

const DEFAULT_MAX_ATTEMPTS = 8;

/** 10 s, 20 s, 40 s, … up to an hour, with a little jitter so that retries of a burst spread out. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

/**
 * The one runner of stored jobs (decision 052). Every instance runs one; they share the `jobs`
 * table. A pass claims due jobs in one statement — `FOR UPDATE SKIP LOCKED` in the subquery, so two
 * instances never claim the same row — leases them for `leaseMs`, runs their handlers, and records
 * the end: done, retried later with backoff (the error kept), or failed for good. A job whose lease
 * ran out while `running` (its instance died) is claimed again.
 *
 * Handlers run after the transaction that enqueued them committed, so they may do what cannot be
 * undone (send a mail); they should be idempotent or check that their subject is still current,
 * because a crash between the work and the record of it runs them again (at-least-once).
 */
export class JobRunner {
  readonly #db: Db;
  readonly #logger: Logger | undefined;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  readonly #backoffMs: (attempt: number) => number;
  readonly #clock: () => Date;
  readonly #retainMs: number;
  #prunedAt = 0;
  readonly #handlers = new Map<string, { handler: JobHandler; maxAttempts: number; forgetPayload: boolean }>();
  /** Who holds a lease: this runner. */
  readonly id = randomUUID();
  #timer: NodeJS.Timeout | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #passPending = false;
  /** Passes under way (the loop's, and any `runDue`). */
  #passes = 0;
  #started = false;
  #stopped = false;

  constructor({
    db,
    logger,
    pollMs = 10_000,
    leaseMs = 5 * 60_000,
    batchSize = 20,
    backoffMs = defaultBackoff,
    clock = () => new Date(),
    retainMs = 7 * 24 * 3_600_000,
  }: JobRunnerOptions) {
    this.#retainMs = retainMs;
    this.#db = db;
    this.#logger = logger;
    this.#pollMs = pollMs;
    this.#leaseMs = leaseMs;
    this.#batchSize = batchSize;
    this.#backoffMs = backoffMs;
    this.#clock = clock;
  }

  /** The handler of one kind of job (one per kind; jobs of kinds no handler knows are left alone). */
  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): this {
    if (this.#handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.#handlers.set(kind, {
      handler,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      forgetPayload: options.forgetPayload ?? false,
    });
    return this;
  }

  /** Starts looking for work (once migrations ran): runs what is due now, then keeps watching. */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.wake();
  }

  /** Stops looking and waits for the pass in progress (before the database closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#queue.catch(() => {});
  }

  /**
   * Looks for due work now instead of at the next timer: called after a commit that enqueued a
   * job due at once. Calls made during a pass coalesce into one more pass.
   */
  wake(): void {
    if (!this.#started || this.#stopped || this.#passPending) return;
    this.#passPending = true;
    this.#queue = this.#queue
      .then(async () => {
        this.#passPending = false;
        if (this.#stopped) return;
        await this.#drain(this.#clock());
        await this.#prune();
        await this.#arm();
      })
      .catch((error: unknown) => this.#failed(error));
  }

  /**
   * One pass: claims and runs every job due at `now` (until none is left), and says how it went.
   * The loop's own step; tests call it with a clock of their choosing.
   */
  async runDue({ now = this.#clock(), kinds }: { now?: Date; kinds?: string[] } = {}): Promise<{
    ran: number;
    failed: number;
  }> {
    return this.#drain(now, kinds);
  }

  /**
   * Waits until this runner has nothing due left and no pass under way: a test's way to know that
   * the work a request left behind (mails, the search index) is done before it looks.
   */
  async settle(): Promise<void> {
    for (;;) {
      await this.#queue.catch(() => {});
      const { ran, failed } = await this.#drain(this.#clock());
      if (ran + failed === 0 && this.#passes === 0 && !this.#passPending) return;
      // Another pass holds a job: give it a moment to finish instead of spinning.
      if (ran + failed === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async #drain(now: Date, kinds?: string[]): Promise<{ ran: number; failed: number }> {
    this.#passes += 1;
    try {
      return await this.#drainOnce(now, kinds);
    } finally {
      this.#passes -= 1;
    }
  }

  async #drainOnce(now: Date, kinds?: string[]): Promise<{ ran: number; failed: number }> {
    const totals = { ran: 0, failed: 0 };
    for (;;) {
      if (this.#stopped && this.#started) return totals;
      const claimed = await this.#claim(now, kinds);
      const outcomes = await Promise.all(claimed.map((job) => this.#run(job, now)));
      totals.ran += outcomes.filter(Boolean).length;
      totals.failed += outcomes.filter((ok) => !ok).length;
      if (claimed.length < this.#batchSize) return totals;
    }
  }

  async #claim(now: Date, only?: string[]) {
    const kinds = (only ?? [...this.#handlers.keys()]).filter((kind) => this.#handlers.has(kind));
    if (kinds.length === 0) return [];
    const at = now.toISOString();
    const due = crossTenant(this.#db, "the job runner claims due jobs of every organization")
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(
            and(eq(jobs.state, "pending"), lte(jobs.run_at, now)),
            // A lease that ran out: its instance died (or hung) mid-run.
            and(eq(jobs.state, "running"), sql`${jobs.locked_until} < ${at}::timestamptz`),
          ),
          // One run per key at a time: a job re-planned while its previous run is under way waits for it.
          sql`(${jobs.key} is null or not exists (
            select 1 from jobs r where r.kind = ${jobs.kind} and r.key = ${jobs.key} and r.id <> ${jobs.id}
              and r.state = 'running' and r.locked_until >= ${at}::timestamptz))`,
        ),
      )
      .orderBy(jobs.run_at)
      .limit(this.#batchSize)
      .for("update", { skipLocked: true });
    return crossTenant(this.#db, "the job runner claims due jobs of every organization")
      .update(jobs)
      .set({
        state: "running",
        attempts: sql`${jobs.attempts} + 1`,
        locked_until: new Date(now.getTime() + this.#leaseMs),
        locked_by: this.id,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Runs one claimed job and records its end; true when it succeeded. */
  async #run(row: typeof jobs.$inferSelect, now: Date): Promise<boolean> {
    const kind = this.#handlers.get(row.kind)!;
    const job: RunningJob = {
      id: row.id,
      kind: row.kind,
      organizationId: row.organization_id,
      key: row.key,
      payload: row.payload,
      attempt: row.attempts,
      now,
    };
    let result: JobResult;
    try {
      // A job is its organization's business: its reads and writes meet row-level security as that
      // organization; a platform job (no organization) is cross-organization work by definition.
      result = await (row.organization_id === null
        ? asSystem(`platform job ${row.kind}`, () => kind.handler(job))
        : asOrganization(row.organization_id, () => kind.handler(job)));
    } catch (error) {
      if (this.#stopped) return false;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= kind.maxAttempts;
      this.#logger?.[giveUp ? "error" : "warn"](
        { err: error, job: row.id, kind: row.kind, attempt: row.attempts, organization_id: row.organization_id },
        giveUp ? "job failed for good" : "job failed; retrying later",
      );
      if (giveUp) await this.#finish(row, { state: "failed", last_error: message, outcome: "failed" });
      else await this.#again(row, new Date(now.getTime() + this.#backoffMs(row.attempts)), { last_error: message });
      return false;
    }
    if (result?.runAgainAt) await this.#again(row, result.runAgainAt, { attempts: 0, last_error: null });
    else await this.#finish(row, { state: "done", outcome: result?.outcome ?? "done" });
    return true;
  }

  /** Ends a run for good; only the holder of the lease may (a taken-over job is the new holder's). */
  async #finish(
    row: typeof jobs.$inferSelect,
    values: { state: "done" | "failed"; outcome: string; last_error?: string },
  ) {
    await crossTenant(this.#db, "the job runner records the end of a job of any organization")
      .update(jobs)
      .set({
        ...values,
        done_at: this.#clock(),
        locked_until: null,
        ...(this.#handlers.get(row.kind)?.forgetPayload ? { payload: {} } : {}),
      })
      .where(and(eq(jobs.id, row.id), eq(jobs.state, "running"), eq(jobs.locked_by, this.id)));
  }

  /**
   * Puts a job back to pending at `runAt` (a retry, a recurring job). If the job was planned again
   * while it ran, that newer pending job stands and this one is closed.
   */
  async #again(row: typeof jobs.$inferSelect, runAt: Date, values: { attempts?: number; last_error: string | null }) {
    await crossTenant(this.#db, "the job runner reschedules a job of any organization")
      .update(jobs)
      .set({
        ...values,
        state: sql`case when ${jobs.key} is not null and exists (
          select 1 from jobs p where p.kind = ${jobs.kind} and p.key = ${jobs.key} and p.state = 'pending'
        ) then 'cancelled' else 'pending' end`,
        run_at: runAt,
        locked_until: null,
        locked_by: null,
      })
      .where(and(eq(jobs.id, row.id), eq(jobs.state, "running"), eq(jobs.locked_by, this.id)));
  }

  /** Deletes ended jobs past their retention, at most once an hour (a mail and an index job per write add up). */
  async #prune(): Promise<void> {
    const now = this.#clock();
    if (now.getTime() - this.#prunedAt < 3_600_000) return;
    this.#prunedAt = now.getTime();
    await crossTenant(this.#db, "the job runner deletes old ended jobs of every organization")
      .delete(jobs)
      .where(
        and(
          inArray(jobs.state, ["done", "cancelled", "failed"]),
          // A job closed because a newer plan replaced it has no done_at: its run_at says when.
          sql`coalesce(${jobs.done_at}, ${jobs.run_at}) < ${new Date(now.getTime() - this.#retainMs).toISOString()}::timestamptz`,
        ),
      );
  }

  /** Sets the timer for the earliest pending job (or lease end), at most `pollMs` away. */
  async #arm(): Promise<void> {
    if (this.#stopped) return;
    const kinds = [...this.#handlers.keys()];
    let delay = this.#pollMs;
    if (kinds.length > 0) {
      const [next] = await crossTenant(this.#db, "the job runner waits for the earliest job of every organization")
        .select({
          at: sql<
            string | Date | null
          >`min(case when ${jobs.state} = 'pending' then ${jobs.run_at} else ${jobs.locked_until} end)`,
        })
        .from(jobs)
        .where(and(inArray(jobs.state, ["pending", "running"]), inArray(jobs.kind, kinds)));
      if (next?.at) delay = Math.min(delay, Math.max(0, new Date(next.at).getTime() - this.#clock().getTime()) + 5);
    }
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.wake();
    }, delay);
    // Pending work must not keep a finished process (or a test run) alive.
    this.#timer.unref();
  }

  #failed(error: unknown): void {
    // Closing the database under a pass is no failure.
    if (this.#stopped) return;
    this.#logger?.error({ err: error }, "job runner pass failed; looking again shortly");
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.wake();
    }, this.#pollMs);
    this.#timer.unref();
  }
}
