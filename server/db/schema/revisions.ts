import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * The change log: one row per content write, appended in the write's own transaction by the change
 * function (server/domain/changes/apply-change.ts). `before` is null for a creation, `after` for a
 * deletion, so a deleted record can be restored from its last revision.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** `metric`, `template_section`, `heading_section` or `page_layout`. */
    entity: text().notNull(),
    /** The record's id (a page path for `page_layout`). */
    entity_id: text().notNull(),
    /** `create`, `update`, `delete` or `restore`. */
    action: text().notNull(),
    /** A short description of the change, e.g. `reorder metrics`. */
    summary: text().notNull().default(""),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    /** Kept when the account goes: the log still says who it was. */
    actor_id: text().references(() => users.id, { onDelete: "set null" }),
    actor_name: text().notNull(),
    request_id: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("revisions_organization_entity_idx").on(t.organization_id, t.entity, t.entity_id, t.id),
    index("revisions_organization_created_idx").on(t.organization_id, t.created_at),
  ],
);
