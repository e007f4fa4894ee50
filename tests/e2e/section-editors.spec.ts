import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/** A general section of Brightpath's home with several metrics (server/db/seed/demo.ts). */
const SECTION_TITLE = "What we do";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Section = { id: number; section_title: string; website_metric: { id: number; title: string }[] };

async function homeSections(context: BrowserContext): Promise<Section[]> {
  const response = await context.request.get(
    siteUrl(BRIGHTPATH, `/api/template-sections?url_page=/home&t=${Date.now()}`),
  );
  return (await response.json()) as Section[];
}

async function putJson(context: BrowserContext, path: string, data: object) {
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method: "PUT",
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return response.status();
}

/** The headings of Brightpath's home as an anonymous visitor sees them, in a context of its own. */
async function anonymousHomeHeadings(): Promise<string[]> {
  const { page, expectNoProblems } = await newPage(browser);
  try {
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    const headings = await page
      .locator("main :is(h1, h2, h3)")
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim()));
    expectNoProblems();
    return headings;
  } finally {
    await page.context().close();
  }
}

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function openSectionEditor(page: Page, title: string) {
  const button = page.getByRole("button", { name: `Edit section: ${title}`, exact: true });
  await button.waitFor({ state: "attached", timeout: 15_000 });
  await button.focus();
  await button.click();
  const dialog = page.getByRole("dialog", { name: /Template Section/ });
  await dialog.getByLabel("Section title").waitFor();
  return dialog;
}

describe("template and heading section editors (the demo admin on Brightpath's home)", () => {
  it("edits a section's title, manages its metrics, and creates and deletes a heading section", async () => {
    const suffix = randomBytes(3).toString("hex");
    const newTitle = `What we do ${suffix}`;
    const metricTitle = `Metric ${suffix}`;
    const headingName = `Welcome ${suffix}`;
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const section = (await homeSections(context)).find((s) => s.section_title === SECTION_TITLE);
    expect(section, "the demo section").toBeDefined();
    const originalOrder = section!.website_metric.map((metric) => metric.id);
    expect(originalOrder.length).toBeGreaterThan(1);

    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);

      // 1. The edit button opens the editor on that section; no serious axe violation with it open.
      let dialog = await openSectionEditor(page, SECTION_TITLE);
      expect(await dialog.getByText("Edit", { exact: true }).count()).toBeGreaterThan(0);
      expect(await dialog.getByLabel("Section title").inputValue()).toBe(SECTION_TITLE);
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      // 2. A general section needs a title.
      await dialog.getByLabel("Section title").fill("   ");
      await dialog.getByRole("button", { name: "Update" }).click();
      await dialog.getByRole("alert").filter({ hasText: "Please enter a section title" }).waitFor();

      // 3. A new title: saved, toast, dialog closed, the page shows it at once.
      await dialog.getByLabel("Section title").fill(newTitle);
      await dialog.getByRole("button", { name: "Update" }).click();
      await toast(page, "Section updated successfully!");
      await dialog.waitFor({ state: "detached" });
      await page.locator("main h2").filter({ hasText: newTitle }).first().waitFor({ timeout: 10_000 });

      // 4. An anonymous visitor sees it too (the write purged the page cache).
      expect(await anonymousHomeHeadings()).toContain(newTitle);

      // 5. Create a metric: both fields required.
      dialog = await openSectionEditor(page, newTitle);
      await dialog.getByRole("button", { name: "Create Metric" }).click();
      const create = page.getByRole("dialog", { name: /Create Metric/ });
      await create.getByLabel("Title", { exact: true }).fill(metricTitle);
      const createButton = create.getByRole("button", { name: "Create Metric" });
      expect(await createButton.isDisabled()).toBe(true);
      await create.getByLabel("Description", { exact: true }).fill("Made by the end-to-end test");
      await createButton.click();
      await toast(page, "Metric created and added successfully");
      await create.waitFor({ state: "detached" });
      await dialog
        .locator("[data-metric-card]")
        .filter({ has: page.locator(`input[value="${metricTitle}"]`) })
        .waitFor();
      let stored = (await homeSections(context)).find((s) => s.id === section!.id)!;
      expect(stored.website_metric.map((metric) => metric.title)).toContain(metricTitle);

      // 6. Reorder with the keyboard (dnd-kit): the first card moves one place on; the order is saved at once.
      const handle = dialog.getByRole("button", { name: /^Drag to reorder/ }).first();
      await handle.focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Space");
      await toast(page, "Metrics reordered");
      stored = (await homeSections(context)).find((s) => s.id === section!.id)!;
      const order = stored.website_metric.map((metric) => metric.id);
      expect(order.slice(0, 2)).toEqual([originalOrder[1], originalOrder[0]]);

      // 7. Delete the new metric permanently: the typed title must match exactly.
      await dialog.getByRole("button", { name: `Remove or delete ${metricTitle}` }).click();
      const choice = page.getByRole("dialog", { name: /Remove Metric/ });
      await choice.getByRole("button", { name: "Delete Permanently" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete Metric Permanently" });
      const input = confirm.getByLabel(/to confirm/);
      await input.fill(metricTitle.toLowerCase());
      await confirm.getByText(`Text doesn't match. Please type exactly: ${metricTitle}`).waitFor();
      expect(await confirm.getByRole("button", { name: "Delete Permanently" }).isDisabled()).toBe(true);
      await input.fill(metricTitle);
      await confirm.getByRole("button", { name: "Delete Permanently" }).click();
      await toast(page, "Metric deleted permanently from all sections");
      stored = (await homeSections(context)).find((s) => s.id === section!.id)!;
      expect(stored.website_metric.map((metric) => metric.title)).not.toContain(metricTitle);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      // 8. A heading section with three title parts, then deleted from its own edit button.
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent("tessera:open-editor", {
            detail: { kind: "heading-section", mode: "create", urlPage: "/" },
          }),
        ),
      );
      const heading = page.getByRole("dialog", { name: /Heading Section/ });
      await heading.getByRole("button", { name: "Create" }).click();
      await heading.getByRole("alert").filter({ hasText: "Please enter a heading name" }).waitFor();
      await heading.getByLabel("Heading name").fill(headingName);
      await heading.getByRole("button", { name: "Create" }).click();
      await heading.getByRole("alert").filter({ hasText: "Please enter a description text" }).waitFor();
      await heading.getByRole("button", { name: "Add second part" }).click();
      await heading.getByLabel("Title part 2").fill("to");
      await heading.getByRole("button", { name: "Add third part" }).click();
      await heading.getByLabel("Title part 3").fill("Brightpath");
      await heading.getByLabel("Description text").fill("A heading made by the end-to-end test");
      await heading.getByRole("button", { name: "Create" }).click();
      await toast(page, "Heading section created successfully!");
      await heading.waitFor({ state: "detached" });
      const shown = page.locator("[data-heading-section]").filter({ hasText: headingName });
      await shown.first().waitFor({ timeout: 10_000 });
      expect(await shown.first().textContent()).toContain("Brightpath");

      const editHeading = page.getByRole("button", { name: new RegExp(`^Edit heading section: ${headingName}`) });
      await editHeading.focus();
      await editHeading.click();
      const editor = page.getByRole("dialog", { name: /Heading Section/ });
      await editor.getByRole("button", { name: "Delete" }).click();
      const remove = page.getByRole("alertdialog", { name: "Delete Heading Section" });
      await remove
        .getByText("Are you sure you want to delete this heading section? This action cannot be undone.")
        .waitFor();
      await remove.getByRole("button", { name: "Delete" }).click();
      await toast(page, "Heading section deleted successfully!");
      await shown.first().waitFor({ state: "detached", timeout: 10_000 });
      expectNoProblems();
    } finally {
      // Leave the demo home as it was for the other specs.
      expect(await putJson(context, `/api/template-sections/${section!.id}`, { section_title: SECTION_TITLE })).toBe(
        200,
      );
      await putJson(context, `/api/template-sections/${section!.id}/metrics`, { metric_ids: originalOrder });
      await context.close();
    }
  });
});
