import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A message sent through a contact section; plain text only (never HTML). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The contact section it was sent from, when known. */
    section_id: integer(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text(),
    message: text().notNull(),
    page_path: text(),
    locale: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_organization_created_idx").on(t.organization_id, t.created_at)],
);
