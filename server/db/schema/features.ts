import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A feature the organization highlights (organization settings list "features"; help center "features" view). */
export const features = pgTable(
  "features",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    title: text().notNull(),
    title_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    /** A lucide icon name, shown beside the title when known. */
    icon: text(),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("features_organization_order_idx").on(t.organization_id, t.order)],
);
