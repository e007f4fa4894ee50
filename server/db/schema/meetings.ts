import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { DateOverride, WeeklyHours } from "../../../features/meetings/shared/meetings.ts";
import { users } from "./auth.ts";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * A kind of meeting visitors can book (decision 036). Availability is kept as wall-clock hours in
 * `time_zone` (the organization's zone for its meetings), so "9:00 to 17:00" stays 9 to 5 on both
 * sides of a daylight-saving change; slots are computed from it by features/meetings/shared/meetings.ts.
 */
export const meetingTypes = pgTable(
  "meeting_types",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    name_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    duration_minutes: integer().notNull().default(30),
    buffer_before_minutes: integer().notNull().default(0),
    buffer_after_minutes: integer().notNull().default(0),
    minimum_notice_minutes: integer().notNull().default(120),
    booking_horizon_days: integer().notNull().default(60),
    time_zone: text().notNull().default("UTC"),
    weekly_hours: jsonb().$type<WeeklyHours>().notNull().default({}),
    date_overrides: jsonb().$type<DateOverride[]>().notNull().default([]),
    /** users.id of the people who take these meetings; a booking gets the first one free. */
    host_user_ids: jsonb().$type<string[]>().notNull().default([]),
    is_enabled: boolean().notNull().default(true),
    /** The host's "admit automatically when I join" (used by the waiting room, decision 040). */
    admit_automatically: boolean().notNull().default(false),
    display_order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("meeting_types_organization_idx").on(t.organization_id, t.display_order),
    unique("meeting_types_organization_id_uq").on(t.organization_id, t.id),
  ],
);

export const BOOKING_STATUSES = ["confirmed", "scheduled", "waiting", "in_progress", "completed", "cancelled"] as const;

/**
 * A booked meeting (spec public-site §3). `blocked` is the meeting with its buffers: the exclusion
 * constraint of migration `booking_no_overlap` forbids two live bookings of one host whose blocked
 * ranges overlap, so no race can double-book (cal.com#5820).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    meeting_type_id: integer()
      .notNull()
      .references(() => meetingTypes.id, { onDelete: "restrict" }),
    host_user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text().notNull(),
    status: text().$type<(typeof BOOKING_STATUSES)[number]>().notNull().default("confirmed"),
    scheduled_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    blocked_from: timestamp({ withTimezone: true }).notNull(),
    blocked_until: timestamp({ withTimezone: true }).notNull(),
    customer_name: text().notNull(),
    customer_email: text().notNull(),
    /** The guest's zone, for the times in their mails. */
    customer_time_zone: text().notNull().default("UTC"),
    /** The guest's account on this site when they booked signed in. */
    customer_user_id: text().references(() => users.id, { onDelete: "set null" }),
    waiting_since: timestamp({ withTimezone: true }),
    /** iCalendar SEQUENCE: raised on every reschedule and on cancel (RFC 5545 §3.8.7.4). */
    sequence: integer().notNull().default(0),
    /** The site address the guest booked on: the links of later mails (reminders) point there. */
    origin: text().notNull().default(""),
    /** The language prefix the guest booked under ("" for the default language), for the links. */
    locale: text().notNull().default(""),
    /** Staff marked that the guest never came (decision 041): the booking is completed, no-show. */
    no_show: boolean().notNull().default(false),
    /** The host removed the guest from the call (decision 040): their link and tokens open no call again. */
    guest_removed_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("bookings_organization_scheduled_idx").on(t.organization_id, t.scheduled_at),
    index("bookings_host_idx").on(t.host_user_id, t.blocked_from),
    check("bookings_range_ck", sql`${t.blocked_from} < ${t.blocked_until} and ${t.scheduled_at} < ${t.ends_at}`),
  ],
);
