import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

/**
 * Translation coverage (decision 069) as the demo admin: a translation saved is
 * current; its source edited, it is stale on the Translations page; "Mark as still correct" there
 * clears it.
 */

const ORIGINAL_TITLE = "Results our clients measured";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function writeJson(context: BrowserContext, requestPath: string, requestData: object) {
  const { path, data } = await versioned(context, "PUT", requestPath, requestData);
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method: "PUT",
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

describe("translations (the demo admin on localhost)", () => {
  it("lists a translation as stale after its source changed, and Mark as still correct clears it", async () => {
    const suffix = randomBytes(3).toString("hex");
    const edited = `Results our clients measured, ${suffix}`;
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);

    const sections = (await (
      await context.request.get(siteUrl(BRIGHTPATH, "/api/template-sections?url_page=/home"))
    ).json()) as { id: number; section_title: string; section_title_translation: Record<string, string> }[];
    const section = sections.find((s) => s.section_title === ORIGINAL_TITLE);
    expect(section, "the demo section").toBeDefined();
    const originalTranslations = section!.section_title_translation;
    const path = `/api/template-sections/${section!.id}`;

    try {
      // A Spanish title saved beside the English one: current.
      const translated = await writeJson(context, path, {
        section_title_translation: { ...originalTranslations, es: `Resultados medidos ${suffix}` },
      });
      expect(translated.status, JSON.stringify(translated.body)).toBe(200);
      // The English title changes: the Spanish one is stale from this write on.
      const saved = await writeJson(context, path, { section_title: edited });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      await page.goto(siteUrl(BRIGHTPATH, "/admin/translations?locale=es&page=/home&state=stale"));
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Translations", level: 1 }).waitFor();
      const row = page.getByRole("row").filter({ hasText: edited });
      await row.getByText("Stale", { exact: true }).waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      // The link opens the section's editor on its page.
      const edit = row.getByRole("link", { name: /^Edit Section/ });
      expect(await edit.getAttribute("href")).toBe(
        `/?edit=template-section%3A${section!.id}&field=section_title&locale=es`,
      );

      await row.getByRole("button", { name: /^Mark as still correct: / }).click();
      await page.getByRole("status").filter({ hasText: "Marked as still correct." }).waitFor();
      await page.getByRole("row").filter({ hasText: edited }).waitFor({ state: "detached" });
      expectNoProblems();
    } finally {
      // Other specs read the demo text: put title and translations back.
      const reset = await writeJson(context, path, {
        section_title: ORIGINAL_TITLE,
        section_title_translation: originalTranslations,
      });
      expect(reset.status).toBe(200);
      await context.close();
    }
  });

  it("shows a stale translation in the section editor the Translations page links to, and Mark as still correct there clears it", async () => {
    const suffix = randomBytes(3).toString("hex");
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);

    const sections = (await (
      await context.request.get(siteUrl(BRIGHTPATH, "/api/template-sections?url_page=/home"))
    ).json()) as { id: number; section_title: string; section_title_translation: Record<string, string> }[];
    const section = sections.find((s) => s.section_title === ORIGINAL_TITLE);
    expect(section, "the demo section").toBeDefined();
    const originalTranslations = section!.section_title_translation;
    const path = `/api/template-sections/${section!.id}`;

    try {
      const translated = await writeJson(context, path, {
        section_title_translation: { ...originalTranslations, es: `Resultados medidos ${suffix}` },
      });
      expect(translated.status, JSON.stringify(translated.body)).toBe(200);
      // A source edit: the Spanish title is stale.
      const saved = await writeJson(context, path, { section_title: `Results our clients measured, ${suffix}` });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      // The Translations page's link: the section editor opens with the Spanish title chosen and focused.
      await page.goto(siteUrl(BRIGHTPATH, `/?edit=template-section%3A${section!.id}&field=section_title&locale=es`));
      await waitForHydration(page);
      const dialog = page.getByRole("dialog");
      const languages = dialog
        .locator('[data-translated-field="section_title"]')
        .getByRole("group", { name: "Translations" });
      await languages.getByRole("button", { name: "ES (Español) Stale" }).waitFor();
      const spanish = dialog.getByRole("textbox", { name: "Section title (Español)" });
      await expect.poll(() => spanish.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await spanish.inputValue()).toBe(`Resultados medidos ${suffix}`);
      await dialog.getByText(`Results our clients measured, ${suffix}`, { exact: true }).first().waitFor();

      await dialog.getByRole("button", { name: "Mark as still correct: Section title (Español)" }).click();
      await languages.getByRole("button", { name: "ES (Español)", exact: true }).waitFor();
      expectNoProblems();
    } finally {
      const reset = await writeJson(context, path, {
        section_title: ORIGINAL_TITLE,
        section_title_translation: originalTranslations,
      });
      expect(reset.status).toBe(200);
      await context.close();
    }
  });
});
