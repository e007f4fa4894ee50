import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration, type PageProblem } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

/**
 * Two admins editing one template section (decision 042): each sees the other, edits of
 * different fields both survive, and a field both changed is chosen side by side. (Moved out of
 * section-editors.spec.ts to keep both files under 500 lines.)
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** An admin's page on Brightpath's home (a browser context of its own: its own session). */
async function adminPage() {
  const recorded = await newPage(browser);
  recorded.page.setDefaultTimeout(15_000);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(recorded.page);
  return recorded;
}

async function openSectionById(page: Page, id: number) {
  await page.getByRole("button", { name: "Create", exact: true }).waitFor();
  await page.evaluate(
    (sectionId) =>
      window.dispatchEvent(
        new CustomEvent("tessera:open-editor", { detail: { kind: "template-section", mode: "edit", id: sectionId } }),
      ),
    id,
  );
  const dialog = page.getByRole("dialog", { name: /Template Section/ });
  await dialog.getByLabel("Section title").waitFor();
  return dialog;
}

/** Clicks Update and waits for the PUT that succeeds (after a merge, the second one). */
async function update(page: Page, dialog: ReturnType<Page["getByRole"]>, id: number) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/template-sections/${id}`) && response.request().method() === "PUT" && response.ok(),
  );
  await dialog.getByRole("button", { name: "Update" }).click();
  await saved;
}

type StoredSection = { section_title: string; section_description: string | null };

async function storedSection(context: BrowserContext, id: number): Promise<StoredSection> {
  const response = await context.request.get(siteUrl(BRIGHTPATH, `/api/template-sections/${id}?t=${Date.now()}`));
  return (await response.json()) as StoredSection;
}

/** The browser logs the expected 409 answer itself; anything else is a problem. */
const without409 = (problems: PageProblem[]) =>
  problems.filter((problem) => !problem.text.includes("status of 409 (Conflict)"));

describe("two admins editing one template section (merge instead of overwrite)", () => {
  let id: number;
  let origin: string;
  let owner: BrowserContext;

  beforeAll(async () => {
    owner = await browser.newContext();
    await signInWithApi(owner, DEMO.brightpathAdmin);
    origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");
  });

  afterAll(async () => {
    await owner?.close();
  });

  async function createSection(title: string) {
    const created = await owner.request.post(siteUrl(BRIGHTPATH, "/api/template-sections"), {
      data: { url_page: "/conflict-test", section_title: title, section_description: "Base" },
      headers: { origin },
    });
    expect(created.status()).toBe(201);
    id = ((await created.json()) as { id: number }).id;
  }

  async function deleteSection() {
    // Every write takes a version, deletes too: without it the section (and /conflict-test in the
    // sitemap) would outlive the test and show up in later specs on this server.
    const gone = await versioned(owner, "DELETE", `/api/template-sections/${id}`);
    const deleted = await owner.request.fetch(siteUrl(BRIGHTPATH, gone.path), {
      method: "DELETE",
      headers: { origin },
    });
    expect(deleted.status()).toBe(200);
  }

  it("see each other, and edits of different fields both survive", async () => {
    const suffix = randomBytes(3).toString("hex");
    await createSection(`Conflict ${suffix}`);
    const first = await adminPage();
    const second = await adminPage();
    try {
      const a = await openSectionById(first.page, id);
      const b = await openSectionById(second.page, id);
      // Each sees that the other has the section open, with since when.
      await a.getByText(/is editing this too \(since /).waitFor();
      await b.getByText(/is editing this too \(since /).waitFor();

      await a.getByLabel("Section title").fill(`Title by A ${suffix}`);
      await update(first.page, a, id);
      await toast(first.page, "Section updated successfully!");
      await a.waitFor({ state: "detached" });

      // B loaded the version before A's save: its save merges, A's title stays.
      await b.getByLabel("Section description").fill(`Description by B ${suffix}`);
      await update(second.page, b, id);
      await toast(second.page, "Section updated successfully!");
      await b.waitFor({ state: "detached" });
      const stored = await storedSection(owner, id);
      expect(stored.section_title).toBe(`Title by A ${suffix}`);
      expect(stored.section_description).toBe(`Description by B ${suffix}`);
      // The old question is gone from this editor.
      expect(await second.page.getByRole("alertdialog", { name: "This section was changed" }).count()).toBe(0);
      first.expectNoProblems();
      assertNoProblems(without409(second.problems));
    } finally {
      await first.page.context().close();
      await second.page.context().close();
      await deleteSection();
    }
  }, 120_000);

  it("show a title both changed side by side, and the second chooses", async () => {
    const suffix = randomBytes(3).toString("hex");
    await createSection(`Conflict ${suffix}`);
    const first = await adminPage();
    const second = await adminPage();
    try {
      const a = await openSectionById(first.page, id);
      const b = await openSectionById(second.page, id);
      const theirs = `Theirs ${suffix}`;
      const mine = `Mine ${suffix}`;
      await a.getByLabel("Section title").fill(theirs);
      await update(first.page, a, id);
      await a.waitFor({ state: "detached" });

      await b.getByLabel("Section title").fill(mine);
      await b.getByRole("button", { name: "Update" }).click();
      await b.getByRole("heading", { name: "Someone else changed the same field of this section" }).waitFor();
      const field = b.getByRole("group", { name: "Section title" });
      await field.getByText(theirs).waitFor();
      await field.getByText(mine).waitFor();
      // Nothing is overwritten before the choice, and the choice is keyboard- and axe-clean.
      expect((await storedSection(owner, id)).section_title).toBe(theirs);
      const violations = await checkAccessibility(second.page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      const choose = b.getByRole("button", { name: "Save with these choices" });
      expect(await choose.isDisabled()).toBe(true);

      await field.getByRole("radio", { name: /Mine/ }).focus();
      await second.page.keyboard.press("Space");
      expect(await field.getByRole("radio", { name: /Mine/ }).isChecked()).toBe(true);
      const answer = second.page.waitForResponse(
        (response) => response.url().includes(`/api/template-sections/${id}`) && response.request().method() === "PUT",
      );
      await choose.click();
      expect((await answer).status()).toBe(200);
      await toast(second.page, "Section updated successfully!");
      await b.waitFor({ state: "detached" });
      expect((await storedSection(owner, id)).section_title).toBe(mine);
      assertNoProblems(without409(second.problems));
    } finally {
      await first.page.context().close();
      await second.page.context().close();
      await deleteSection();
    }
  }, 120_000);
});
