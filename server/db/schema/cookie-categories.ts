import { index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * A group of cookie services a visitor consents to (spec public-site §3 "Cookie category"). The
 * category whose base `name` is `essential` (any case) is always on: Reject all keeps its services.
 */
export const cookieCategories = pgTable(
  "cookie_categories",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    name_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("cookie_categories_organization_order_idx").on(t.organization_id, t.order),
    unique("cookie_categories_organization_id_uq").on(t.organization_id, t.id),
  ],
);
