import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { crossTenant, scoped } from "../db/tenant-scope.ts";

/** What a job carries to its handler: plain JSON (it is stored, and may run on another instance). */
export type JobPayload = Record<string, unknown>;

export type NewJob = {
  kind: string;
  /** The organization the job works for (it is deleted with it), or null for the platform's own. */
  organizationId: number | null;
  payload?: JobPayload;
  /** When it may run; now when omitted. */
  runAt?: Date;
  /**
   * Names the one pending job of a thing (a booking's 24-hour reminder, an organization's search
   * index): enqueuing the same (kind, key) again replaces that pending job's payload and time, so
   * re-planning never leaves a stale twin behind. A job already running is not touched; the new
   * one runs after it.
   */
  key?: string | null;
};

/**
 * Adds a job inside the caller's transaction (or on its own with a plain handle): it exists, and
 * will run, only if that transaction commits. Call the runner's `wake()` after the commit when the
 * job is due now, so that it runs without waiting for the next look.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<{ id: number }> {
  const values = {
    kind: job.kind,
    key: job.key ?? null,
    payload: job.payload ?? {},
    run_at: job.runAt ?? new Date(),
  };
  const insert =
    job.organizationId === null
      ? crossTenant(db, "a platform job belongs to no organization").insert(jobs).values(values)
      : db.insert(jobs).values(scoped(job.organizationId).values(jobs, values));
  const [row] = await insert
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      targetWhere: sql`${jobs.state} = 'pending' and ${jobs.key} is not null`,
      set: {
        payload: sql`excluded.payload`,
        run_at: sql`excluded.run_at`,
        organization_id: sql`excluded.organization_id`,
        attempts: 0,
        last_error: null,
      },
    })
    .returning({ id: jobs.id });
  return { id: row!.id };
}

/**
 * Cancels the pending job of (kind, key), inside the caller's transaction. A run already under way
 * finishes (its handler checks that its subject is still current, as reminders do).
 */
export async function cancelJobs(
  db: Db,
  { kind, key, organizationId }: { kind: string; key: string; organizationId?: number },
): Promise<number> {
  const conditions = [eq(jobs.kind, kind), eq(jobs.key, key), eq(jobs.state, "pending")];
  const set = { state: "cancelled" as const, outcome: "cancelled", done_at: new Date() };
  const rows =
    organizationId === undefined
      ? await crossTenant(db, "a (kind, key) names one job whatever its organization")
          .update(jobs)
          .set(set)
          .where(and(...conditions))
          .returning({ id: jobs.id })
      : await db
          .update(jobs)
          .set(set)
          .where(scoped(organizationId).where(jobs, ...conditions))
          .returning({ id: jobs.id });
  return rows.length;
}
