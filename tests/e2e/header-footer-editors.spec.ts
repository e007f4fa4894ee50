import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import colors from "tailwindcss/colors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const ORIGIN = () => siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

/** A JSON call to the API from inside the signed-in context, with the Origin a page of the site sends. */
async function api(context: BrowserContext, method: string, path: string, data?: object) {
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    ...(data ? { data } : {}),
    headers: { origin: ORIGIN() },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

type Menu = { id: number; display_name: string; website_submenuitem: { id: number; name: string }[] };

/** The host's organization: every menu item the admin lists carries it. */
async function organizationId(context: BrowserContext): Promise<number> {
  const { body } = await api(context, "GET", "/api/menu-items");
  return (body.menu_items as { organization_id: number }[])[0]!.organization_id;
}

async function menuItems(context: BrowserContext, orgId: number): Promise<Menu[]> {
  const { body } = await api(context, "GET", `/api/menu-items?organization_id=${orgId}`);
  return body.menu_items as Menu[];
}

/** Opens an editor through the overlay's window event, asking again until the host has loaded. */
async function openEditor(page: Page, kind: "header" | "footer") {
  const title = kind === "header" ? "Header editor" : "Footer editor";
  const dialog = page.getByRole("dialog", { name: title });
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.evaluate((detail) => window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail })), { kind });
    if (await dialog.isVisible().catch(() => false)) break;
    await page.waitForTimeout(250);
  }
  await dialog.waitFor();
  // §2.10: data is read on opening; the loading text goes once it is there.
  await dialog.getByText(`Loading ${kind} settings...`).waitFor({ state: "detached" });
  return dialog;
}

async function adminPage() {
  const recorded = await newPage(browser);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(recorded.page);
  return recorded;
}

async function anonymousHome() {
  const recorded = await newPage(browser);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  return recorded;
}

describe("header and footer editors (the demo admin on localhost)", () => {
  it("changes the header style and a menu item's name; an anonymous visitor sees both", async () => {
    const { page, expectNoProblems } = await adminPage();
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
        (response) => response.url().includes(`/api/menu-items/${about!.id}`) && response.request().method() === "PUT",
      );
      await name.press("Enter");
      expect((await saved).status()).toBe(200);
      await dialog.getByRole("textbox", { name: `Name of menu item ${renamed}` }).waitFor();

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
      await context.close();
    }
  });

  it("adds a submenu item, then deletes it after 'Confirm Deletion'", async () => {
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    const orgId = await organizationId(context);
    const sub = `Team ${randomBytes(2).toString("hex")}`;
    try {
      const dialog = await openEditor(page, "header");
      await dialog.getByRole("button", { name: /^Submenu \(\d+\) of About$/ }).click();
      // A blank name adds nothing (§5).
      await dialog.getByRole("textbox", { name: "New submenu item name for About" }).fill("   ");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await dialog.getByRole("textbox", { name: "New submenu item name for About" }).fill(sub);
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await page.getByText(`Submenu item "${sub}" created successfully`).waitFor();
      const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About")!;
      expect(about.website_submenuitem.map((item) => item.name)).toEqual([sub]);

      await dialog.getByRole("button", { name: `Delete submenu item ${sub}` }).click();
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
      expect(after.website_submenuitem).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expectNoProblems();
    } finally {
      const about = (await menuItems(context, orgId)).find((item) => item.display_name === "About");
      for (const item of about?.website_submenuitem ?? [])
        await api(context, "DELETE", `/api/submenu-items/${item.id}`);
      await context.close();
    }
  });

  it(
    "changes the footer background; Cancel discards, Save keeps, and visitors see it",
    { timeout: 60_000 },
    async () => {
      const { page, expectNoProblems } = await adminPage();
      const context = page.context();
      const orgId = await organizationId(context);
      try {
        let dialog = await openEditor(page, "footer");
        const violations = await checkAccessibility(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        await dialog.getByRole("radio", { name: "Fixed" }).check();
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "detached" });
        let stored = await api(context, "GET", `/api/organizations/${orgId}`);
        expect((stored.body.settings as { footer_style: { type: string } }).footer_style.type).toBe("default");

        dialog = await openEditor(page, "footer");
        expect(await dialog.getByRole("radio", { name: "Default" }).isChecked()).toBe(true);
        await dialog.getByRole("radio", { name: "Fixed" }).check();
        await dialog.getByRole("combobox", { name: "Background colour" }).click();
        await page.getByRole("option", { name: "sky-900" }).click();
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
        await context.close();
      }
    },
  );
});
