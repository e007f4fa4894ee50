import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * What each translation was translated from (decision 069): per translatable field of a record and
 * per locale, a short hash of the source-language text at the time the translation was last saved
 * (or confirmed with "Mark as still correct"). Written by the change function in the write's own
 * transaction; a translation is stale when this hash differs from the hash of today's source text.
 * No row and a translation present: content from before this table (seed, imports), read as current.
 */
export const translationSources = pgTable(
  "translation_sources",
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The record's table (`template_sections`, `faqs`, `banners`, …). */
    record_kind: text().notNull(),
    record_id: text().notNull(),
    /** The field's base column (`title`), or a path inside a JSON column (`content.text`). */
    field: text().notNull(),
    locale: text().notNull(),
    source_hash: text().notNull(),
    translated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.record_kind, t.record_id, t.field, t.locale] })],
);
