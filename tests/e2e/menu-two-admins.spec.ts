import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser } from "./support/browser.ts";
import { adminPage as openAdminPage, api, menuItems, openEditor, organizationId } from "./support/chrome-editors.ts";

/**
 * The menu of the header and footer editors with two admins at once (decision 042):
 * presence on the menu, a reorder that races another admin's rename and addition merged, a moved
 * entry the other deleted said, and the new-item box's rules (spec editing-tools §5).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const adminPage = () => openAdminPage(browser);

describe("the menu with two admins (the demo admin on localhost)", () => {
  it(
    "two admins on one menu: each sees the other; a reorder that races a rename and an addition merges; a deleted entry is said",
    { timeout: 120_000 },
    async () => {
      const first = await adminPage();
      const second = await adminPage();
      const context = first.page.context();
      const tag = randomBytes(2).toString("hex");
      const menuName = `Ek menu ${tag}`;
      // A hidden menu item of its own with three submenu items, so the demo menu is left alone.
      const created = await api(context, "POST", "/api/menu-items", {
        display_name: menuName,
        order: 9000,
        is_displayed: false,
        is_displayed_on_footer: false,
      });
      expect(created.status).toBe(201);
      const menuId = (created.body.menu_item as { id: number }).id;
      const subIds: number[] = [];
      try {
        for (const [index, name] of ["S1", "S2", "S3"].entries()) {
          const sub = await api(context, "POST", "/api/submenu-items", {
            menu_item_id: menuId,
            name: `${name} ${tag}`,
            order: index * 10,
            is_displayed: true,
          });
          expect(sub.status).toBe(201);
          subIds.push((sub.body.submenu_item as { id: number }).id);
        }
        const [s1, s2, s3] = subIds as [number, number, number];
        const orgId = await organizationId(context);
        const subsOf = async () =>
          (await menuItems(context, orgId)).find((item) => item.id === menuId)!.website_submenuitem;

        const mine = await openEditor(first.page, "header");
        const theirs = await openEditor(second.page, "footer");
        // The header and footer editors share the menu: each sees the other editing it.
        await mine.getByText(/is editing the menu too \(since /).waitFor();
        await theirs.getByText(/is editing the menu too \(since /).waitFor();
        for (const dialog of [mine, theirs]) {
          await dialog.getByRole("button", { name: new RegExp(`^Submenu \\(3\\) of ${menuName}$`) }).click();
        }
        const mySubs = mine.locator(`#submenus-${menuId}`);
        const theirSubs = theirs.locator(`#submenus-${menuId}`);

        // §5: a blank name adds nothing and says nothing; a name over the API's limit says so at the box.
        const box = mySubs.getByRole("textbox", { name: `New submenu item name for ${menuName}` });
        let posts = 0;
        first.page.on("request", (request) => {
          if (request.method() === "POST" && request.url().includes("/api/submenu-items")) posts += 1;
        });
        await box.fill("   ");
        await box.press("Enter");
        await box.fill("x".repeat(201));
        await box.press("Enter");
        await mySubs.getByRole("alert").filter({ hasText: "Name must be at most 200 characters" }).waitFor();
        expect(await box.evaluate((node) => node === document.activeElement)).toBe(true);
        expect(await box.getAttribute("aria-invalid")).toBe("true");
        expect(posts).toBe(0);
        await box.fill("");

        // The other admin renames S2 and adds S4 in their editor.
        const name = theirSubs.getByRole("textbox", { name: `Name of submenu item S2 ${tag}` });
        await name.fill(`S2 renamed ${tag}`);
        await name.press("Enter");
        await theirSubs.getByRole("textbox", { name: `Name of submenu item S2 renamed ${tag}` }).waitFor();
        const theirBox = theirSubs.getByRole("textbox", { name: `New submenu item name for ${menuName}` });
        await theirBox.fill(`S4 ${tag}`);
        await theirBox.press("Enter");
        await second.page.getByText(`Submenu item "S4 ${tag}" created successfully`).waitFor();

        // This admin, on the list as loaded before, moves S1 below S2: S2's order write is a 409.
        await mySubs.getByRole("button", { name: `Move S1 ${tag} down` }).click();
        await first.page
          .getByText(/their changes were kept/)
          .first()
          .waitFor();
        await first.page.getByText("Submenu order updated successfully").first().waitFor();
        await expect
          .poll(async () => (await subsOf()).map((sub) => sub.name))
          .toEqual([`S2 renamed ${tag}`, `S1 ${tag}`, `S3 ${tag}`, `S4 ${tag}`]);
        // The editor shows the merged list, with their rename and their addition.
        await mySubs.getByRole("textbox", { name: `Name of submenu item S2 renamed ${tag}` }).waitFor();
        await mySubs.getByRole("textbox", { name: `Name of submenu item S4 ${tag}` }).waitFor();

        // The other admin deletes S3; this admin, not knowing, moves it up: that is said, nothing else moves.
        const deleted = await api(second.page.context(), "DELETE", `/api/submenu-items/${s3}`);
        expect(deleted.status).toBe(200);
        await mySubs.getByRole("button", { name: `Move S3 ${tag} up` }).click();
        await first.page
          .getByText(`“S3 ${tag}” was deleted by someone else in the meantime, so it was not moved`)
          .waitFor();
        await mySubs.getByRole("textbox", { name: `Name of submenu item S3 ${tag}` }).waitFor({ state: "detached" });
        expect((await subsOf()).map((sub) => sub.name)).toEqual([`S2 renamed ${tag}`, `S1 ${tag}`, `S4 ${tag}`]);
        expect([s1, s2].every((id) => typeof id === "number")).toBe(true);

        const violations = await checkAccessibility(first.page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        // The stale writes were answered 409/404 on purpose (the browser logs those); nothing else.
        const unexpected = first.problems.filter((problem) => !/status of (409|404)/.test(problem.text));
        expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
        second.expectNoProblems();
      } finally {
        await api(context, "DELETE", `/api/menu-items/${menuId}`);
        await context.close();
        await second.page.context().close();
      }
    },
  );
});
