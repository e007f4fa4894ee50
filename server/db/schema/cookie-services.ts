import { boolean, foreignKey, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { cookieCategories } from "./cookie-categories.ts";

/**
 * A service that sets cookies (spec public-site §3 "Cookie service"). Inactive services are not
 * offered. `script_url` is a script the site loads only for visitors who consented to the service.
 */
export const cookieServices = pgTable(
  "cookie_services",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId(),
    category_id: integer().notNull(),
    name: text().notNull(),
    name_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    active: boolean().notNull().default(true),
    script_url: text(),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("cookie_services_organization_category_idx").on(t.organization_id, t.category_id, t.order),
    unique("cookie_services_organization_id_uq").on(t.organization_id, t.id),
    // The composite key makes it impossible to file a service under another tenant's category.
    foreignKey({
      columns: [t.organization_id, t.category_id],
      foreignColumns: [cookieCategories.organization_id, cookieCategories.id],
      name: "cookie_services_category_fk",
    }).onDelete("cascade"),
  ],
);
