import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

export const JOB_STATES = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Every scheduled or deferred piece of work of every instance (decision 052): scheduled publishing,
 * booking reminders, live-support mails, mails of the outbox, the search index. A row is claimed
 * with `FOR UPDATE SKIP LOCKED` and leased until `locked_until`, so several instances never run it
 * twice at once and a crashed instance's job is taken again when its lease ends.
 *
 * `organization_id` is nullable: most jobs belong to an organization (and go with it), some are
 * the platform's own (the live-support sweep).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    organization_id: integer().references(() => organizations.id, { onDelete: "cascade" }),
    /** With `kind`, names the one pending job of a thing: planning it again replaces that job. */
    key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text().$type<JobState>().notNull().default("pending"),
    run_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far (a failed run is retried with backoff until the kind's limit). */
    attempts: integer().notNull().default(0),
    /** While running: the lease. Past it, the instance is taken for dead and the job runs again. */
    locked_until: timestamp({ withTimezone: true }),
    locked_by: text(),
    last_error: text(),
    /** How the job ended (`sent`, `stale`, …), for people reading the table. */
    outcome: text(),
    done_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What the runner looks for: due pending jobs and running ones whose lease ran out.
    index("jobs_due_idx")
      .on(t.run_at)
      .where(sql`${t.state} in ('pending', 'running')`),
    uniqueIndex("jobs_pending_key_idx")
      .on(t.kind, t.key)
      .where(sql`${t.state} = 'pending' and ${t.key} is not null`),
    index("jobs_organization_idx").on(t.organization_id),
  ],
);
