import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The site search index (decision 034): one row per searchable record and language, rebuilt from
 * the content tables after every content change of the organization. `config` is the text-search
 * configuration the row was parsed with (english, german, …, `simple` for languages PostgreSQL has
 * no stemmer for); a query uses the same one because it always names one locale.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** page | post | article | faq */
    kind: text().notNull(),
    record_id: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The site path without the locale prefix (added when answering). */
    url: text().notNull(),
    /** Scheduled publishing: searchable only from this instant (compared with the clock when searching). */
    visible_from: timestamp({ withTimezone: true }),
    config: text().notNull(),
    tsv: tsvector().notNull(),
    /** What the row was built from; an unchanged record is not written again. */
    content_hash: text().notNull(),
  },
  (t) => [
    unique("search_documents_record_uq").on(t.organization_id, t.kind, t.record_id, t.locale),
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);
