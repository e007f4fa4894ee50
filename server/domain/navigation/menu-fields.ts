import type { menuItems, submenuItems } from "../../db/schema/index.ts";

type Editable<T> = Partial<Omit<T, "id" | "organization_id" | "created_at" | "updated_at">>;

/** What an editor may set on a menu item (the API's Zod schema has already normalized the slug). */
export type MenuItemFields = Editable<typeof menuItems.$inferInsert>;
/** What an editor may set on a submenu item. */
export type SubmenuItemFields = Editable<typeof submenuItems.$inferInsert>;
