import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * Append-only proof of a visitor's cookie choice (spec public-site §3 "Consent"): who (the signed-in
 * user, or the anonymous id of the browser's `consent_id` cookie), which services, when, and with
 * which user agent. Rows are only ever inserted; the latest row per visitor is their choice.
 */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text(),
    anonymous_id: text(),
    consent_given: boolean().notNull(),
    services: jsonb().$type<number[]>().notNull(),
    user_agent: text().notNull().default(""),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cookie_consents_organization_user_idx").on(t.organization_id, t.user_id, t.id),
    index("cookie_consents_organization_anonymous_idx").on(t.organization_id, t.anonymous_id, t.id),
  ],
);
