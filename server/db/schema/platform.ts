import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";
import { timestamps } from "./columns.ts";

/**
 * The platform's own people (docs/decisions/061-platform-sites.md): who signs up on PLATFORM_HOST
 * to create and own sites. Not a site account: a platform session is no session on any site, and
 * a site's accounts (users) know nothing of these.
 */
export const platformAccounts = pgTable("platform_accounts", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-cased; one account per address on the platform. */
  email: text().notNull().unique("platform_accounts_email_uq"),
  password_hash: text().notNull(),
  email_verified_at: timestamp({ withTimezone: true }),
  /** May use the operators' console (`npm run platform:operator`, or PLATFORM_OPERATORS). */
  is_operator: boolean().notNull().default(false),
  /**
   * The language of the console and of the platform's mails to this person (decision 083); null
   * means the browser's. Set at sign-up from the sign-up page's language.
   */
  ui_locale: text(),
  ...timestamps,
});

/** Signed-in platform accounts: the cookie holds a random token, the table its SHA-256. */
export const platformSessions = pgTable(
  "platform_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    token_hash: text().notNull().unique("platform_sessions_token_uq"),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_sessions_account_idx").on(t.account_id)],
);

/**
 * Single-use, expiring tokens, stored as SHA-256: e-mail confirmation, the hand-off that signs the
 * creator (or an owner from the console) into a site, and invitations to administer a site.
 * `used_at` is set by the one UPDATE … WHERE used_at IS NULL that redeems it.
 */
export const platformTokens = pgTable(
  "platform_tokens",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<"confirm" | "handoff" | "invitation">().notNull(),
    token_hash: text().notNull().unique("platform_tokens_hash_uq"),
    account_id: integer().references(() => platformAccounts.id, { onDelete: "cascade" }),
    organization_id: integer().references(() => organizations.id, { onDelete: "cascade" }),
    /** The address an invitation was sent to, or a confirmation confirms. */
    email: text(),
    role: text().$type<"owner" | "admin">(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("platform_tokens_kind_ck", sql`${t.kind} in ('confirm', 'handoff', 'invitation')`),
    index("platform_tokens_organization_idx").on(t.organization_id),
  ],
);

/** Who may run a site from the console: its owner(s) and the admins they invited. */
export const siteMembers = pgTable(
  "site_members",
  {
    organization_id: integer()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    account_id: integer()
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    role: text().$type<"owner" | "admin">().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organization_id, t.account_id] }),
    index("site_members_account_idx").on(t.account_id),
    check("site_members_role_ck", sql`${t.role} in ('owner', 'admin')`),
  ],
);

/**
 * What platform accounts and operators did to sites: create, invite, remove, delete, restore,
 * suspend, resume, quota, export, import. Kept after a site is purged (no foreign key on the site).
 */
export const platformAudit = pgTable(
  "platform_audit",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actor_account_id: integer().references(() => platformAccounts.id, { onDelete: "set null" }),
    /** The actor's address at the time (the account may be gone later). */
    actor_email: text(),
    action: text().notNull(),
    site_id: integer(),
    site_slug: text(),
    /** Required for operator actions. */
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_audit_site_idx").on(t.site_id), index("platform_audit_created_idx").on(t.created_at)],
);

/**
 * The platform's mail when no SMTP_URL is set: operators read it in their console. Links that
 * sign in or confirm are removed before a message is kept here, as in a site's outbox.
 */
export const platformOutbox = pgTable("platform_outbox", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to_address: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  ...timestamps,
});

/** Proof-of-work challenges already used (ALTCHA): a solved challenge counts once, until it expires. */
export const platformSpentChallenges = pgTable("platform_spent_challenges", {
  signature: text().primaryKey(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
});
