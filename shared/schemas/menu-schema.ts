import { z } from "zod";

/**
 * The menu's name rule (spec editing-tools §3, §5), used by the menu API
 * (server/api/menus/menus.schemas.ts: `display_name` and `name`) and by the header and footer
 * editors' new-item and new-submenu boxes (decision 042): something must be left after trimming, at
 * most 200 characters. §5: a blank name makes Create / Add do nothing, so the boxes stay silent on
 * `MENU_NAME_BLANK` and show only the other messages.
 */
export const MENU_NAME_MAX = 200;
export const MENU_NAME_BLANK = "must not be blank";

export const menuName = z
  .string({ error: "must be text" })
  .trim()
  .min(1, MENU_NAME_BLANK)
  .max(MENU_NAME_MAX, `must be at most ${MENU_NAME_MAX} characters`);

/** A new menu or submenu item's box: its name, as the API checks it. */
export const newMenuEntryFormSchema = z.object({ name: menuName });
export type NewMenuEntryForm = { name: string };
