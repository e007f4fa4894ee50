import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** One line of an order request: the plan as priced by the server when the request came in. */
export type OrderLine = {
  plan_id: number;
  name: string;
  quantity: number;
  /** Minor units (cents), the promotion price when one applied. */
  unit_price: number;
  line_total: number;
};

export const ORDER_STATUSES = ["new", "handled", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A visitor's request to buy the plans of their basket (decision 037): the step after the basket. Plain
 * text only; the lines and total are the server's prices, never the browser's.
 */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    company: text(),
    message: text(),
    lines: jsonb().$type<OrderLine[]>().notNull(),
    /** Minor units. */
    total: integer().notNull(),
    currency_symbol: text().notNull().default("$"),
    status: text().$type<OrderStatus>().notNull().default("new"),
    locale: text(),
    ...timestamps,
  },
  (t) => [index("order_requests_organization_created_idx").on(t.organization_id, t.created_at)],
);
