import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * A product or service the organization offers (organization settings list "products", edited in
 * the Global Settings "Products" tab). Prices in minor units like pricing plans; null: on request.
 */
export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    name_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    price: integer(),
    currency_symbol: text().notNull().default("$"),
    image: text(),
    /** A site path or http(s) address with the product's details. */
    url: text(),
    is_displayed: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("products_organization_order_idx").on(t.organization_id, t.order)],
);
