import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * The real-time module's channels (server/realtime, decision 035). One row per channel that ever
 * carried a stored event: `last_seq` is the channel's sequence counter. Taking the next number is
 * an upsert on this row inside the transaction that stores the event, so the row lock orders
 * concurrent writers and numbers commit in order, without gaps (PostgreSQL and PGlite alike).
 */
export const realtimeChannels = pgTable(
  "realtime_channels",
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** `conversation:12`, `inbox`, `meeting:abc`: a kind and an id (see server/realtime/channels.ts). */
    name: text().notNull(),
    last_seq: integer().notNull().default(0),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.name] })],
);

/**
 * Every stored event, kept for replay: a client that reconnects names the last sequence it saw and
 * receives what followed. Old rows are pruned (the features' own tables keep their data; a client
 * further behind than the log reloads over REST, told so by a `reset` frame).
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    channel: text().notNull(),
    seq: integer().notNull(),
    type: text().notNull(),
    data: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.channel, t.seq] }),
    index("realtime_events_created_idx").on(t.created_at),
  ],
);
