import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { CustomerObject, TeamObject } from "../../../shared/rules/people.ts";
import { users } from "./auth.ts";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A person's profile on one organization's site (spec public-site §7). */
export const profiles = pgTable(
  "profiles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text().notNull(),
    full_name: text(),
    email: text().notNull(),
    /** Team and customer objects (editing-tools §3): team and testimonials sections show them. */
    team: jsonb().$type<TeamObject | null>(),
    customer: jsonb().$type<CustomerObject | null>(),
    /**
     * The language this person works in on this site's admin screens and editors (decision 073; one
     * of the catalogue's UI languages), whatever the page's language; null: the browser's.
     */
    ui_locale: text(),
    /**
     * The IANA time zone this person reads dates and times in on this site's admin screens (decision
     * 080); null: the browser's.
     */
    time_zone: text(),
    ...timestamps,
  },
  (t) => [
    unique("profiles_organization_user_uq").on(t.organization_id, t.user_id),
    index("profiles_user_idx").on(t.user_id),
  ],
);

export const MEMBERSHIP_ROLES = ["admin", "user"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** The role of a person in one organization; one person may belong to several. */
export const memberships = pgTable(
  "memberships",
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<MembershipRole>().notNull().default("user"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.user_id] }), index("memberships_user_idx").on(t.user_id)],
);

export const EMAIL_STATUSES = ["outbox", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every mail the platform sends: the delivery log with SMTP, the only copy without it. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: text().$type<EmailStatus>().notNull().default("outbox"),
    error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_outbox_organization_created_idx").on(t.organization_id, t.created_at)],
);

/**
 * The counters of rate-limiter-flexible's Drizzle store (server/http/rate-limit.ts) when
 * there is no Redis: the column names are the ones that store reads. `points` is a bigint because
 * the sign-in gate keeps a time (ms since the epoch) in one.
 */
export const rateLimiterCounters = pgTable(
  "rate_limiter_counters",
  {
    key: text().primaryKey(),
    points: bigint({ mode: "number" }).notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index("rate_limiter_counters_expire_idx").on(t.expire)],
);

/** Platform-wide values shared by every instance, e.g. the generated auth secret. */
export const systemSettings = pgTable("system_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  ...timestamps,
});
