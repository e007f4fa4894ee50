import { boolean, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

/**
 * A plan an organization sells (spec public-site §3 "Plan"): prices in minor units (cents), shown
 * divided by 100 with the plan's currency symbol; `promotion_price` applies while `is_promotion`.
 */
export const pricingPlans = pgTable(
  "pricing_plans",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    name_translation: translations(),
    description: text().notNull().default(""),
    description_translation: translations(),
    /** Feature lines in the base language. */
    features: jsonb().$type<string[]>().notNull().default([]),
    /** Feature lines per locale; a locale's list replaces the base list when it is non-empty. */
    features_translation: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    price: integer().notNull(),
    is_promotion: boolean().notNull().default(false),
    promotion_price: integer(),
    currency_symbol: text().notNull().default("$"),
    order: integer().notNull().default(0),
    is_displayed: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("pricing_plans_organization_order_idx").on(t.organization_id, t.order),
    unique("pricing_plans_organization_id_uq").on(t.organization_id, t.id),
  ],
);
