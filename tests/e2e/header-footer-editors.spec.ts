import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import colors from "tailwindcss/colors";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import {
  adminPage as openAdminPage,
  api,
  menuItems,
  openEditor,
  organizationId,
  type Menu,
} from "./support/chrome-editors.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { selectOption } from "./support/select-option.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const adminPage = () => openAdminPage(browser);

async function anonymousHome() {
  const recorded = await newPage(browser);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  return recorded;
}

describe("header and footer editors (the demo admin on localhost)", () => {
  describe("one admin page for the tests of one admin, each closing the editor it opened", () => {
    // Opening the editors is what these check, not the sign-in and page load before them; the
    // refused style, which leaves its editor open, comes last.
    let shared: Awaited<ReturnType<typeof adminPage>>;
    beforeAll(async () => {
      shared = await adminPage();
    });
    // After each test, so that the first one also answers for what the page load reported.
    afterEach(() => {
      shared.problems.length = 0;
    });
    afterAll(async () => {
      await shared?.page.context().close();
    });

    it(
      "changes the header style and a menu item's name; an anonymous visitor sees both",
      { timeout: 60_000 },
      async () => {
        const { page, expectNoProblems } = shared;
        const context = page.context();
        const orgId = await organizationId(context);
        const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About");
        expect(about, "the demo menu item About").toBeDefined();
        const renamed = `About us ${randomBytes(2).toString("hex")}`;
        try {
          // The visitor's page is cached with the default header first.
          const before = await anonymousHome();
          expect(await before.page.locator("header[data-header-type]").first().getAttribute("data-header-type")).toBe(
            "default",
          );
          await before.page.context().close();

          const dialog = await openEditor(page, "header");
          const violations = await checkAccessibility(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

          await dialog.getByRole("radio", { name: "Mini", exact: true }).check();
          await expect.poll(() => dialog.locator("[data-preview-type]").getAttribute("data-preview-type")).toBe("mini");

          const name = dialog.getByRole("textbox", { name: "Name of menu item About" });
          await name.fill(renamed);
          const saved = page.waitForResponse(
            (response) =>
              response.url().includes(`/api/menu-items/${about!.id}`) && response.request().method() === "PUT",
          );
          await name.press("Enter");
          expect((await saved).status()).toBe(200);
          await dialog.getByRole("textbox", { name: `Name of menu item ${renamed}` }).waitFor();

          // The rename is in the menu item's History.
          await dialog.getByRole("button", { name: "History" }).click();
          await selectOption(page, dialog.getByRole("combobox", { name: "History of" }), `Menu item: ${renamed}`);
          const panel = dialog.locator("[data-slot=history-panel]");
          await panel.getByText("Loading history...").waitFor({ state: "detached" });
          expect(await panel.getByText("No changes recorded yet.").count()).toBe(0);
          const historyViolations = await checkAccessibility(page);
          expect(historyViolations, JSON.stringify(historyViolations, null, 2)).toEqual([]);
          await dialog.getByRole("button", { name: "History" }).click();

          await dialog.getByRole("button", { name: "Save" }).click();
          await page.getByText("Header style updated successfully").waitFor();
          await dialog.waitFor({ state: "detached" });
          // The live header behind the editor follows at once (the route data is read again).
          await expect
            .poll(() => page.locator("header[data-header-type]").first().getAttribute("data-header-type"))
            .toBe("mini");
          expectNoProblems();

          const visitor = await anonymousHome();
          const header = visitor.page.locator("header[data-header-type]").first();
          expect(await header.getAttribute("data-header-type")).toBe("mini");
          expect(await header.getByText(renamed).count()).toBeGreaterThan(0);
          visitor.expectNoProblems();
          await visitor.page.context().close();
        } finally {
          await api(context, "PUT", `/api/menu-items/${about!.id}`, { display_name: "About" });
          await api(context, "PUT", `/api/organizations/${orgId}`, { settings: { header_style: null } });
        }
      },
    );

    it(
      "adds submenu items, reorders them, then deletes one after 'Confirm Deletion'",
      { timeout: 60_000 },
      async () => {
        const { page, expectNoProblems } = shared;
        const context = page.context();
        const orgId = await organizationId(context);
        const sub = `Team ${randomBytes(2).toString("hex")}`;
        try {
          const dialog = await openEditor(page, "header");
          await dialog.getByRole("button", { name: /^Submenu \(\d+\) of About$/ }).click();
          await dialog.getByRole("textbox", { name: "New submenu item name for About" }).fill(sub);
          await dialog.getByRole("button", { name: "Add", exact: true }).click();
          await page.getByText(`Submenu item "${sub}" created successfully`).waitFor();
          const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
          expect(about.website_submenuitem.map((item) => item.name)).toEqual([sub]);

          // A second one goes last; moving it up renumbers both in steps of 10.
          const second = `${sub} B`;
          await dialog.getByRole("textbox", { name: "New submenu item name for About" }).fill(second);
          await dialog.getByRole("button", { name: "Add", exact: true }).click();
          await page.getByText(`Submenu item "${second}" created successfully`).waitFor();
          await dialog.getByRole("button", { name: `Move ${second} up` }).click();
          await page.getByText("Submenu order updated successfully").waitFor();
          const reordered = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
          expect(reordered.website_submenuitem.map((item) => [item.name, item.order])).toEqual([
            [second, 0],
            [sub, 10],
          ]);

          await dialog.getByRole("button", { name: `Delete submenu item ${sub}`, exact: true }).click();
          const confirm = page
            .getByRole("alertdialog", { name: "Confirm Deletion" })
            .or(page.getByRole("dialog", { name: "Confirm Deletion" }));
          await confirm.waitFor();
          const violations = await checkAccessibility(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
          await confirm.getByRole("button", { name: "Delete" }).click();
          await page.getByText(`Submenu item "${sub}" deleted successfully`).waitFor();
          await confirm.waitFor({ state: "detached" });
          const after = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
          expect(after.website_submenuitem.map((item) => item.name)).toEqual([second]);
          await dialog.getByRole("button", { name: "Cancel" }).click();
          await dialog.waitFor({ state: "detached" });
          expectNoProblems();
        } finally {
          const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About");
          for (const item of about?.website_submenuitem ?? [])
            await api(context, "DELETE", `/api/submenu-items/${item.id}`);
        }
      },
    );

    it(
      "changes the footer background; Cancel discards, Save keeps, and visitors see it",
      { timeout: 60_000 },
      async () => {
        const { page, expectNoProblems } = shared;
        const context = page.context();
        const orgId = await organizationId(context);
        try {
          let dialog = await openEditor(page, "footer");
          const violations = await checkAccessibility(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
          await dialog.getByRole("radio", { name: "Fixed" }).check();
          await dialog.getByRole("button", { name: "Cancel" }).click();
          // Unsaved changes: the editor asks first (decision 042); Close discards them (§2.10).
          const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
          await question.getByText("You have unsaved changes. Are you sure you want to close?").waitFor();
          const questionViolations = await checkAccessibility(page);
          expect(questionViolations, JSON.stringify(questionViolations, null, 2)).toEqual([]);
          await question.getByRole("button", { name: "Close", exact: true }).click();
          await dialog.waitFor({ state: "detached" });
          let stored = await api(context, "GET", `/api/organizations/${orgId}`);
          expect((stored.body.settings as { footer_style: { type: string } }).footer_style.type).toBe("default");

          dialog = await openEditor(page, "footer");
          expect(await dialog.getByRole("radio", { name: "Default" }).isChecked()).toBe(true);
          await dialog.getByRole("radio", { name: "Fixed" }).check();
          await selectOption(page, dialog.getByRole("combobox", { name: "Background colour" }), "sky-900");
          await dialog.getByRole("button", { name: "Save" }).click();
          await page.getByText("Footer style updated successfully").waitFor();
          await dialog.waitFor({ state: "detached" });
          stored = await api(context, "GET", `/api/organizations/${orgId}`);
          expect((stored.body.settings as { footer_style: object }).footer_style).toMatchObject({
            type: "fixed",
            background: "sky-900",
          });
          expectNoProblems();

          const visitor = await anonymousHome();
          const style = await visitor.page.locator("footer").last().getAttribute("style");
          expect(style ?? "").toContain(colors.sky[900]);
          await visitor.page.context().close();
        } finally {
          await api(context, "PUT", `/api/organizations/${orgId}`, { settings: { footer_style: null } });
        }
      },
    );

    it(
      "two admins change different fields of the header style and of one menu item at once: both changes are kept",
      { timeout: 90_000 },
      async () => {
        const first = shared;
        const second = await adminPage();
        const context = first.page.context();
        const orgId = await organizationId(context);
        const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
        const renamed = `About ${randomBytes(2).toString("hex")}`;
        try {
          // Both open the header editor on the same settings and menu.
          const mine = await openEditor(first.page, "header");
          const theirs = await openEditor(second.page, "header");
          // Each sees that the other is editing (presence over the real-time hub).
          await mine
            .getByText(/is editing/)
            .first()
            .waitFor();

          // The second admin changes the style type and renames About; both saved first.
          await theirs.getByRole("radio", { name: "Mini", exact: true }).check();
          const name = theirs.getByRole("textbox", { name: "Name of menu item About" });
          await name.fill(renamed);
          await name.press("Enter");
          await theirs.getByRole("textbox", { name: `Name of menu item ${renamed}` }).waitFor();
          await theirs.getByRole("button", { name: "Save" }).click();
          await second.page.getByText("Header style updated successfully").waitFor();
          await theirs.waitFor({ state: "detached" });

          // The first admin, still on the versions loaded before, changes other fields of both.
          await selectOption(first.page, mine.getByRole("combobox", { name: "Background colour" }), "sky-100");
          await mine.getByRole("switch", { name: "Show About in the footer" }).click();
          // The menu item merges: the footer switch is saved on top of the rename.
          await first.page
            .getByText(/their changes were kept/)
            .first()
            .waitFor();
          await mine.getByRole("textbox", { name: `Name of menu item ${renamed}` }).waitFor();
          await mine.getByRole("button", { name: "Save" }).click();
          await first.page.getByText("Header style updated successfully").waitFor();
          await mine.waitFor({ state: "detached" });

          const stored = await api(context, "GET", `/api/organizations/${orgId}`);
          expect((stored.body.settings as { header_style: object }).header_style).toMatchObject({
            type: "mini",
            background: "sky-100",
          });
          const item = (await menuItems(context, orgId)).find((entry) => entry.id === about.id) as Menu & {
            is_displayed_on_footer: boolean;
          };
          expect(item.display_name).toBe(renamed);
          expect(item.is_displayed_on_footer).toBe(
            !(about as Menu & { is_displayed_on_footer: boolean }).is_displayed_on_footer,
          );
          // The first admin's stale writes were answered 409 on purpose (the browser logs those); nothing else.
          const unexpected = first.problems.filter((problem) => !/status of 409/.test(problem.text));
          expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
          second.expectNoProblems();
        } finally {
          await api(context, "PUT", `/api/menu-items/${about.id}`, {
            display_name: "About",
            is_displayed_on_footer: (about as unknown as { is_displayed_on_footer: boolean }).is_displayed_on_footer,
          });
          await api(context, "PUT", `/api/organizations/${orgId}`, { settings: { header_style: null } });
          await second.page.context().close();
        }
      },
    );

    it(
      "a style the API refuses shows the API's message at its field, with the focus there",
      { timeout: 60_000 },
      async () => {
        const { page, problems } = shared;
        const context = page.context();
        const orgId = await organizationId(context);
        try {
          const dialog = await openEditor(page, "header");
          await selectOption(page, dialog.getByRole("combobox", { name: "Text colour" }), "sky-200");
          // The palette offers only valid colours: the request is altered on its way so the real API refuses it.
          await page.route(`**/api/organizations/${orgId}`, async (route) => {
            if (route.request().method() !== "PUT") return route.fallback();
            const body = route.request().postDataJSON() as { settings: { header_style: Record<string, unknown> } };
            body.settings.header_style.color = "not a colour!";
            await route.continue({ postData: JSON.stringify(body) });
          });
          await dialog.getByRole("button", { name: "Save" }).click();
          const field = dialog.getByRole("combobox", { name: "Text colour" });
          await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
          expect(await dialog.getByRole("alert").filter({ hasText: "must be a palette colour" }).count()).toBe(1);
          expect(await field.evaluate((node) => node === document.activeElement)).toBe(true);
          const stored = await api(context, "GET", `/api/organizations/${orgId}`);
          expect((stored.body.settings as { header_style: { color: string } }).header_style.color).not.toBe(
            "not a colour!",
          );
          expect(problems.filter((problem) => !/status of 400/.test(problem.text))).toEqual([]);
        } finally {
          await page.unroute(`**/api/organizations/${orgId}`);
          await api(context, "PUT", `/api/organizations/${orgId}`, { settings: { header_style: null } });
        }
      },
    );
  });

  it(
    "a menu item's name both admins changed is shown side by side, and the second chooses",
    { timeout: 60_000 },
    async () => {
      const { page, problems } = await adminPage();
      const context = page.context();
      // The other admin only writes through the API: a session is enough, no page.
      const other = await browser.newContext();
      await signInWithApi(other, DEMO.brightpathAdmin);
      const orgId = await organizationId(context);
      const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
      const theirName = `About them ${randomBytes(2).toString("hex")}`;
      const myName = `About me ${randomBytes(2).toString("hex")}`;
      try {
        const dialog = await openEditor(page, "header");
        // The other admin renames About after this editor loaded it.
        const renamed = await api(other, "PUT", `/api/menu-items/${about.id}`, {
          display_name: theirName,
        });
        expect(renamed.status).toBe(200);

        const name = dialog.getByRole("textbox", { name: "Name of menu item About" });
        await name.fill(myName);
        await name.press("Enter");
        const choice = dialog.getByRole("group", { name: "Name" });
        await choice.getByRole("radio", { name: new RegExp(`Theirs \\(saved\\)\\s*${theirName}`) }).waitFor();
        const violations = await checkAccessibility(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        const save = dialog.getByRole("button", { name: "Save with these choices" });
        expect(await save.isDisabled()).toBe(true);
        // Nothing of theirs was replaced before the choice.
        expect((await menuItems(context, orgId)).find((item) => item.id === about.id)!.display_name).toBe(theirName);

        await choice.getByRole("radio", { name: new RegExp(`Mine\\s*${myName}`) }).check();
        await save.click();
        await dialog.getByRole("textbox", { name: `Name of menu item ${myName}` }).waitFor();
        expect((await menuItems(context, orgId)).find((item) => item.id === about.id)!.display_name).toBe(myName);
        expect(problems.filter((problem) => !/status of 409/.test(problem.text))).toEqual([]);
      } finally {
        await api(context, "PUT", `/api/menu-items/${about.id}`, { display_name: "About" });
        await context.close();
        await other.close();
      }
    },
  );
});
