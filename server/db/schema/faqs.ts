import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A question and answer of the organization (settings list "faqs"); the faq section shows them. */
export const faqs = pgTable(
  "faqs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    question: text().notNull(),
    question_translation: translations(),
    /** Rich text, sanitised when read. */
    answer: text().notNull().default(""),
    answer_translation: translations(),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("faqs_organization_idx").on(t.organization_id, t.order)],
);
