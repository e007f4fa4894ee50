import { boolean, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

/**
 * Better Auth's tables. An account belongs to the organization whose site it was created on (the
 * same address on another site is another account); its sessions and single-use tokens carry the
 * same organization, and every Better Auth query is scoped by it (server/auth/tenant-scope.ts,
 * decision 013). Property names are the ones Better Auth expects; columns are snake_case like the
 * rest of the schema. Roles live in memberships.
 */
const authTimestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const authOrganizationId = () =>
  integer("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    organizationId: authOrganizationId(),
    name: text().notNull(),
    /** Always stored lower case: one account per address and site, whatever the case typed. */
    email: text().notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text(),
    ...authTimestamps,
  },
  (t) => [unique("users_organization_email_uq").on(t.organizationId, t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    organizationId: authOrganizationId(),
    token: text().notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...authTimestamps,
  },
  (t) => [index("sessions_organization_user_idx").on(t.organizationId, t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text(),
    /** argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
    password: text(),
    ...authTimestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    organizationId: authOrganizationId(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...authTimestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);
