import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** Host names (lower case, no port) that serve an organization's site. */
export const domains = pgTable(
  "domains",
  {
    host: text().primaryKey(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    is_primary: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index("domains_organization_idx").on(t.organization_id)],
);
