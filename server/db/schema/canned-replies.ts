import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * A canned reply of the live-support inbox (decision 039): a title staff pick it by and the text it puts
 * in the reply box. Per organization, written through the change function (versions, History).
 */
export const cannedReplies = pgTable(
  "canned_replies",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (t) => [index("canned_replies_organization_idx").on(t.organization_id, t.title)],
);
