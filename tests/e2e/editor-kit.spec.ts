import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

/**
 * The record-editor layer (decision 042) through the hero editor in Chromium: the close
 * question and the local draft, and two admins at once (two browser contexts, each its own admin
 * session) — presence, edits of different fields that both survive, and the same field chosen side
 * by side.
 */

const CLOSE_QUESTION = "You have unsaved changes. Are you sure you want to close? Your draft will be saved locally.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Hero = { id: number; title: string; button: string; updated_at: string };

async function demoHero(context: BrowserContext): Promise<Hero> {
  const heroes = (await (
    await context.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))
  ).json()) as Hero[];
  expect(heroes[0], "the demo hero of localhost").toBeDefined();
  return heroes[0]!;
}

async function heroNow(context: BrowserContext, id: number): Promise<Hero> {
  return (await (await context.request.get(siteUrl(BRIGHTPATH, `/api/heroes/${id}`))).json()) as Hero;
}

async function restore(context: BrowserContext, hero: Hero) {
  const { path, data } = await versioned(context, "PUT", `/api/heroes/${hero.id}`, {
    title: hero.title,
    button: hero.button,
  });
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method: "PUT",
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  expect(response.status()).toBe(200);
}

async function adminPage() {
  const recorded = await newPage(browser);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(recorded.page);
  return recorded;
}

async function openHeroEditor(page: Page, id: number) {
  await page.getByRole("button", { name: "Create", exact: true }).waitFor();
  await page.evaluate(
    (heroId) =>
      window.dispatchEvent(
        new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
      ),
    id,
  );
  const dialog = page.getByRole("dialog", { name: /Hero Section/ });
  await dialog.getByRole("textbox", { name: "Hero title" }).waitFor({ timeout: 15_000 });
  return dialog;
}

async function save(page: Page, dialog: ReturnType<Page["getByRole"]>, heroId: number) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/heroes/${heroId}`) && response.request().method() === "PUT" && response.ok(),
  );
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await answer;
}

describe("the hero editor on the record-editor layer", () => {
  it("asks before closing with unsaved changes, and keeps them as a local draft", async () => {
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    const hero = await demoHero(context);
    try {
      let dialog = await openHeroEditor(page, hero.id);
      const edited = `Draft ${randomBytes(3).toString("hex")}`;
      await dialog.getByRole("textbox", { name: "Hero title" }).fill(edited);

      // Escape (like × and Cancel) asks first.
      await page.keyboard.press("Escape");
      const question = page
        .getByRole("dialog", { name: "Unsaved changes" })
        .or(page.getByRole("alertdialog", { name: "Unsaved changes" }));
      await question.getByText(CLOSE_QUESTION).waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await question.getByRole("button", { name: "Keep editing" }).click();
      expect(await dialog.getByRole("textbox", { name: "Hero title" }).inputValue()).toBe(edited);

      await dialog.getByRole("button", { name: "Cancel" }).click();
      await question.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      expect((await heroNow(context, hero.id)).title).toBe(hero.title); // nothing was saved

      // Opening again (after a reload too) brings the draft back.
      await page.reload();
      await waitForHydration(page);
      dialog = await openHeroEditor(page, hero.id);
      expect(await dialog.getByRole("textbox", { name: "Hero title" }).inputValue()).toBe(edited);
      await dialog.getByText(/Restored your unsaved changes/).waitFor();
      await dialog.getByRole("button", { name: "Discard draft" }).click();
      expect(await dialog.getByRole("textbox", { name: "Hero title" }).inputValue()).toBe(hero.title);
      // Nothing unsaved: Cancel closes without a question.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expectNoProblems();
    } finally {
      await context.close();
    }
  });
});

describe("two admins editing the same hero", () => {
  it("see each other, and both edits of different fields survive", async () => {
    const first = await adminPage();
    const second = await adminPage();
    const hero = await demoHero(first.page.context());
    try {
      const a = await openHeroEditor(first.page, hero.id);
      const b = await openHeroEditor(second.page, hero.id);
      // Each sees that the other is editing it, with since when.
      await a.getByText(/is editing this too \(since /).waitFor({ timeout: 15_000 });
      await b.getByText(/is editing this too \(since /).waitFor({ timeout: 15_000 });

      const title = `Title by A ${randomBytes(3).toString("hex")}`;
      const button = `Button by B ${randomBytes(2).toString("hex")}`;
      await a.getByRole("textbox", { name: "Hero title" }).fill(title);
      await save(first.page, a, hero.id);
      await a.waitFor({ state: "detached" });

      // B loaded the version before A's save: B's save merges instead of overwriting A's title.
      await b.getByRole("textbox", { name: "Button text" }).first().fill(button);
      await save(second.page, b, hero.id);
      await b.waitFor({ state: "detached" });
      const now = await heroNow(first.page.context(), hero.id);
      expect(now.title).toBe(title);
      expect(now.button).toBe(button);
      first.expectNoProblems();
    } finally {
      await restore(first.page.context(), hero);
      await first.page.context().close();
      await second.page.context().close();
    }
  });

  it("show a field both changed side by side, and the second chooses", async () => {
    const first = await adminPage();
    const second = await adminPage();
    const hero = await demoHero(first.page.context());
    try {
      const a = await openHeroEditor(first.page, hero.id);
      const b = await openHeroEditor(second.page, hero.id);
      const theirs = `Theirs ${randomBytes(3).toString("hex")}`;
      const mine = `Mine ${randomBytes(3).toString("hex")}`;
      await a.getByRole("textbox", { name: "Hero title" }).fill(theirs);
      await save(first.page, a, hero.id);
      await a.waitFor({ state: "detached" });

      await b.getByRole("textbox", { name: "Hero title" }).fill(mine);
      await b.getByRole("button", { name: "Save Changes" }).click();
      await b.getByRole("heading", { name: /Someone else changed the same field of this hero section/ }).waitFor();
      const field = b.getByRole("group", { name: "Title" });
      await field.getByText(theirs).waitFor();
      await field.getByText(mine).waitFor();
      // Nothing is overwritten before the choice.
      expect((await heroNow(second.page.context(), hero.id)).title).toBe(theirs);
      const violations = await checkAccessibility(second.page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      await field.getByRole("radio", { name: /Mine/ }).check();
      const answer = second.page.waitForResponse(
        (response) => response.url().includes(`/api/heroes/${hero.id}`) && response.request().method() === "PUT",
      );
      await b.getByRole("button", { name: "Save with these choices" }).click();
      expect((await answer).status()).toBe(200);
      await b.waitFor({ state: "detached" });
      expect((await heroNow(second.page.context(), hero.id)).title).toBe(mine);
    } finally {
      await restore(first.page.context(), hero);
      await first.page.context().close();
      await second.page.context().close();
    }
  });
});
