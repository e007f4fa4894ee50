import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { OrganizationSettings } from "../../../shared/rules/settings.ts";
import { timestamps } from "./columns.ts";

export const organizations = pgTable("organizations", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  /** One of the business types of spec public-site §1. */
  type: text().notNull().default("services"),
  /** Validated by `organizationSettingsSchema` on every write. */
  settings: jsonb().$type<OrganizationSettings>().notNull().default({}),
  ...timestamps,
});
