import { boolean, foreignKey, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { organizationId, timestamps, translations } from "./columns.ts";
import { organizations } from "./organizations.ts";

export const menuItems = pgTable(
  "menu_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    display_name: text().notNull(),
    display_name_translation: translations(),
    url_name: text().notNull().default(""),
    description: text(),
    description_translation: translations(),
    image: text(),
    order: integer().notNull().default(0),
    is_displayed: boolean().notNull().default(true),
    is_displayed_on_footer: boolean().notNull().default(false),
    icon_name: text(),
    react_icon_id: text(),
    react_icons: text(),
    menu_items_are_text: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("menu_items_organization_order_idx").on(t.organization_id, t.order),
    unique("menu_items_organization_id_uq").on(t.organization_id, t.id),
  ],
);

export const submenuItems = pgTable(
  "submenu_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId(),
    menu_item_id: integer().notNull(),
    name: text().notNull(),
    name_translation: translations(),
    url_name: text().notNull().default(""),
    description: text(),
    description_translation: translations(),
    image: text(),
    order: integer().notNull().default(0),
    is_displayed: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("submenu_items_organization_menu_idx").on(t.organization_id, t.menu_item_id, t.order),
    // The composite key makes it impossible to hang a submenu under another tenant's menu item.
    foreignKey({
      columns: [t.organization_id, t.menu_item_id],
      foreignColumns: [menuItems.organization_id, menuItems.id],
      name: "submenu_items_menu_item_fk",
    }).onDelete("cascade"),
  ],
);
