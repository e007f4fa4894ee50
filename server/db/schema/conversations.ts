import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { users } from "./auth.ts";

export const CONVERSATION_STATUSES = ["open", "pending", "resolved"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const AUTHOR_KINDS = ["visitor", "staff", "system"] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

/**
 * An image sent in a conversation (decision 038): checked and re-encoded by the media path, kept as
 * one WebP at most 1600 px wide under `chat/<org>/<message id>/image.webp` of the media storage.
 */
export type MessageAttachment = { mime_type: string; width: number; height: number; bytes: number };

/**
 * A visitor without an account who started a live-support conversation (decision 035): the name and
 * address they gave. The browser keeps a token signed by the server that names this row.
 */
export const chatVisitors = pgTable(
  "chat_visitors",
  {
    id: text().primaryKey(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_visitors_organization_idx").on(t.organization_id, t.email)],
);

/** A live-support conversation, which is also the ticket (decision 038). */
export const conversations = pgTable(
  "conversations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The signed-in visitor's account, or null for an anonymous visitor (then `visitor_id`). */
    user_id: text().references(() => users.id, { onDelete: "set null" }),
    visitor_id: text().references(() => chatVisitors.id, { onDelete: "set null" }),
    /** The visitor's name and address as given (copied: the inbox and mails need them). */
    visitor_name: text().notNull(),
    visitor_email: text().notNull(),
    status: text().$type<ConversationStatus>().notNull().default("open"),
    assignee_id: text().references(() => users.id, { onDelete: "set null" }),
    /** Where and in which language the visitor started it. */
    page_url: text(),
    language: text(),
    /**
     * The site address (scheme, host, port) the visitor started it on, as the request named it: the
     * links of the mails sent later by the jobs point there, as a booking's do.
     */
    origin: text().notNull().default(""),
    /** First line of the last public message, for the inbox list. */
    last_message: text(),
    last_message_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the visitor writes while no staff reply follows; cleared by a staff reply. */
    waiting_since: timestamp({ withTimezone: true }),
    /** When the organization's admins were mailed about this wait (once per wait). */
    alerted_at: timestamp({ withTimezone: true }),
    /** Read marks: the last sequence of the conversation channel each side has read. */
    visitor_read_seq: integer().notNull().default(0),
    staff_read_seq: integer().notNull().default(0),
    /** The last public staff reply (its sequence and time), and the last one mailed to the visitor. */
    staff_reply_seq: integer().notNull().default(0),
    staff_replied_at: timestamp({ withTimezone: true }),
    visitor_mailed_seq: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("conversations_organization_status_idx").on(t.organization_id, t.status, t.last_message_at),
    index("conversations_organization_user_idx").on(t.organization_id, t.user_id),
    index("conversations_organization_visitor_idx").on(t.organization_id, t.visitor_id),
    index("conversations_waiting_idx").on(t.waiting_since),
    index("conversations_replied_idx").on(t.staff_replied_at),
  ],
);

/**
 * One message of a conversation: plain text, never HTML. `seq` is the message's sequence on its
 * real-time channel (`conversation:{id}` for public messages, `conversation:{id}:staff` for internal
 * notes), assigned in the same transaction.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    author_kind: text().$type<AuthorKind>().notNull(),
    author_id: text(),
    author_name: text().notNull(),
    body: text().notNull(),
    /** A staff-only note: never on the visitor's channel, never mailed. */
    internal: boolean().notNull().default(false),
    /** An image message: the body is then its description (alt text, possibly empty). */
    attachment: jsonb().$type<MessageAttachment | null>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversation_messages_seq_uq").on(t.conversation_id, t.internal, t.seq),
    index("conversation_messages_organization_idx").on(t.organization_id, t.conversation_id),
  ],
);
