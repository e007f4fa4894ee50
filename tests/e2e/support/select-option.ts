import type { Locator, Page } from "playwright-core";

/**
 * Chooses an option of a select (Radix Select, the editors' colour and option pickers) with the
 * keyboard, each step waiting for the last: open with Enter, type the option's text, wait until it
 * has the focus, Enter, wait until the list is gone. A pointer click on an option right after the
 * list opened can be ignored by the select (it guards against the opening click's release), and a
 * list left open hides the rest of the dialog from the accessibility tree: CI saw both under load.
 */
export async function selectOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.focus();
  await page.keyboard.press("Enter");
  const list = page.getByRole("listbox");
  await list.waitFor();
  await page.keyboard.type(option);
  await page.getByRole("option", { name: option, exact: true }).and(page.locator(":focus")).waitFor();
  await page.keyboard.press("Enter");
  await list.waitFor({ state: "detached" });
}
