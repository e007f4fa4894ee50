import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { clientNavigate, launchBrowser, newPage, waitForHydration, type RecordedPage } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const GROUPS = ["Content", "Navigation", "Pages", "Products", "Interactive", "General"];

/** The home page as the demo admin of localhost, with the overlay loaded. */
async function adminHome(): Promise<RecordedPage> {
  const recorded = await newPage(browser);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(recorded.page);
  await createButton(recorded.page).waitFor();
  return recorded;
}

function createButton(page: Page) {
  return page.getByRole("button", { name: "Create", exact: true });
}

function palette(page: Page) {
  return page.getByRole("dialog", { name: "Command palette" });
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe("the admin overlay (the demo admin on localhost)", () => {
  it("puts a labelled, keyboard-reachable edit button on every section of the home page", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      const sectionIds = await page
        .locator("main [data-template-section]")
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-template-section")));
      const headingIds = await page
        .locator("main [data-heading-section]")
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-heading-section")));
      // The admin's browser did fetch the overlay's own chunk (the visitor test below proves the opposite).
      const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
      expect(loaded.some((url) => /admin-overlay/.test(url))).toBe(true);
      expect(sectionIds.length).toBeGreaterThan(0);
      expect(headingIds.length).toBeGreaterThan(0);

      const editSection = page.getByRole("button", { name: /^Edit section: / });
      const editHeading = page.getByRole("button", { name: /^Edit heading section: / });
      await expect.poll(() => editSection.count()).toBe(sectionIds.length);
      await expect.poll(() => editHeading.count()).toBe(headingIds.length);
      // Named after the section's title.
      const firstTitle = await page.locator("main [data-template-section] h2").first().innerText();
      await page.getByRole("button", { name: `Edit section: ${firstTitle}` }).waitFor({ state: "attached" });

      // Hidden until hover or focus; focus alone shows it.
      const first = editSection.first();
      expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
      await page.locator("main [data-template-section]").first().hover();
      await expect.poll(() => first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      await page.mouse.move(0, 0);
      await first.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect.poll(() => first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("scans the page again after a client navigation", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      await clientNavigate(page, "/about");
      // The page's sections and their edit buttons, read together: a section another spec file of
      // this worker added to the page may still be arriving when the first read is made.
      const sectionsAndButtons = async () => ({
        sections: await page
          .locator("main [data-template-section]")
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-template-section"))),
        buttons: await page
          .locator("[data-edit-button-for^='template-section-']")
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-edit-button-for")!.split("-").pop())),
      });
      await expect
        .poll(async () => {
          const { sections, buttons } = await sectionsAndButtons();
          return sections.length > 0 && JSON.stringify(buttons) === JSON.stringify(sections);
        })
        .toBe(true);
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("offers the create menu with its six groups, and Pricing Plan is coming soon", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      await createButton(page).click();
      const menu = page.getByRole("menu", { name: "Create" });
      await menu.waitFor();
      for (const group of GROUPS) await menu.getByText(group, { exact: true }).waitFor();
      for (const item of [
        "Post",
        "Section",
        "Heading",
        "Header",
        "Footer",
        "Menu",
        "New Page",
        "Site Map",
        "Page Layout",
        "Hero",
        "Global Settings",
      ]) {
        await menu.getByRole("menuitem", { name: new RegExp(`^${item}\\b`) }).waitFor();
      }
      const pricing = menu.getByRole("menuitem", { name: /^Pricing Plan/ });
      expect(await pricing.innerText()).toContain("Coming soon");
      await expectNoSeriousViolations(page);

      await pricing.click();
      await page.getByText("Creating Pricing Plan - Coming soon!", { exact: true }).waitFor();
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("opens the command palette with Ctrl+K, filters, says when nothing matches, and remembers recent commands", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      await page.keyboard.press("Control+k");
      const dialog = palette(page);
      await dialog.waitFor();
      const search = dialog.getByRole("combobox", { name: "Search commands" });
      await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
      for (const group of GROUPS) await dialog.getByText(group, { exact: true }).first().waitFor();
      await expectNoSeriousViolations(page);

      await search.fill("site m");
      await expect
        .poll(() => dialog.getByRole("option").allInnerTexts())
        .toEqual([expect.stringContaining("Site Map")]);
      await search.fill("qqqxxz");
      await dialog.getByText("No commands found", { exact: true }).waitFor();
      expect(await dialog.getByRole("option").count()).toBe(0);

      // Running a command from the keyboard: Pricing Plan (coming soon) toasts and is remembered.
      await search.fill("pricing");
      await page.keyboard.press("Enter");
      await page.getByText("Creating Pricing Plan - Coming soon!", { exact: true }).waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("recentCommands"))) ?? "null")).toEqual([
        "pricing-plan",
      ]);

      // Remembered across a reload, and shown first as "Recent".
      await page.reload();
      await waitForHydration(page);
      await createButton(page).waitFor();
      await page.keyboard.press("Control+k");
      await palette(page).waitFor();
      const recent = palette(page).getByRole("group", { name: "Recent" });
      await recent.waitFor();
      expect(await recent.getByRole("option").allInnerTexts()).toEqual([expect.stringContaining("Pricing Plan")]);
      const firstOption = palette(page).getByRole("option").first();
      expect(await firstOption.innerText()).toContain("Pricing Plan");
      await page.keyboard.press("Escape");
      await palette(page).waitFor({ state: "detached" });
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("answers the shortcuts anywhere on the page, and the edit buttons, with an editor or its coming-soon toast", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      // Until an editor is registered for a kind, the host says so; once it is, its dialog opens.
      const cases = [
        { keys: "Control+Shift+S", label: "Section", id: "new-section" },
        { keys: "Control+h", label: "Heading", id: "new-heading" },
        { keys: "Control+p", label: "Post", id: "new-post" },
      ];
      for (const { keys, label, id } of cases) {
        await page
          .locator("main h2")
          .first()
          .click({ position: { x: 1, y: 1 } });
        await page.keyboard.press(keys);
        const answer = page
          .getByText(`Creating ${label} - Coming soon!`, { exact: true })
          .or(page.getByRole("dialog"))
          .first();
        await answer.waitFor();
        if ((await page.getByRole("dialog").count()) > 0) {
          await page.keyboard.press("Escape");
          await page.getByRole("dialog").first().waitFor({ state: "detached" });
        }
        const recent = JSON.parse((await page.evaluate(() => localStorage.getItem("recentCommands"))) ?? "[]");
        expect(recent[0]).toBe(id);
      }

      const edit = page.getByRole("button", { name: /^Edit section: / }).first();
      await edit.focus();
      await page.keyboard.press("Enter");
      await page
        .getByText("Creating Section - Coming soon!", { exact: true })
        .or(page.getByRole("dialog"))
        .first()
        .waitFor();
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("keeps the last five commands run, newest first", async () => {
    const { page, expectNoProblems } = await adminHome();
    try {
      await page.evaluate(() =>
        localStorage.setItem("recentCommands", JSON.stringify(["hero", "menu", "footer", "header", "site-map"])),
      );
      await page.reload();
      await waitForHydration(page);
      await createButton(page).waitFor();
      await createButton(page).click();
      await page.getByRole("menuitem", { name: /^Pricing Plan/ }).click();
      await page.getByText("Creating Pricing Plan - Coming soon!", { exact: true }).first().waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem("recentCommands"))) ?? "null")).toEqual([
        "pricing-plan",
        "hero",
        "menu",
        "footer",
        "header",
      ]);
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });
});

describe("an anonymous visitor", () => {
  it("gets no create menu, no edit buttons and never requests the admin overlay's code", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().endsWith(".js")) scripts.push(request.url());
    });
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      // editor-requests (the tiny openEditor contract) may be shared with visitor components; the
      // overlay and the editors themselves must not load.
      const adminCode = scripts.filter(
        (url) =>
          /admin-overlay|editor|(create-page|site-map|page-layout|global-settings)-modal/i.test(url) &&
          !/\/editor-requests-[\w-]+\.js$/.test(url),
      );
      expect(adminCode).toEqual([]);
      expect(await createButton(page).count()).toBe(0);
      expect(await page.locator("[data-edit-button-for]").count()).toBe(0);
      expect(await palette(page).count()).toBe(0);
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });
});
