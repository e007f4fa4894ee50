import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * A person's UI language (decision 074), chosen on their account page, is the language
 * of the editors they open, whatever the page's language; the content fields stay the page's.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function setUiLanguage(context: BrowserContext, uiLocale: string | null) {
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, "/api/account/ui-language"), {
    method: "PUT",
    data: { uiLocale },
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return response.status();
}

describe("a person's UI language", () => {
  it("puts the Brightpath admin's editor frame in Spanish on an English page", async () => {
    const { page, expectNoProblems } = await newPage(browser, { locale: "en-US" });
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      // Chosen on the account page (the page itself stays in its language: English).
      await page.goto(siteUrl(BRIGHTPATH, "/account"));
      await waitForHydration(page);
      await page.getByLabel("Language of the admin tools").selectOption("es");
      await page.getByRole("button", { name: "Save language" }).click();
      await page.getByRole("status").filter({ hasText: "Language saved." }).waitFor();

      const heroes = (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))).json()) as {
        id: number;
        title: string;
      }[];
      const hero = heroes[0]!;
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      // The overlay's own controls speak the person's language too.
      await page.getByRole("button", { name: "Crear", exact: true }).waitFor();
      await page.evaluate(
        (heroId) =>
          window.dispatchEvent(
            new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
          ),
        hero.id,
      );
      const dialog = page.locator("[data-slot=editor-dialog]");
      await dialog.waitFor({ timeout: 15_000 });
      // The hero title is the preview's first text area (its label is translated with the frame).
      const title = dialog.locator("textarea").first();
      await title.waitFor();
      // The frame speaks Spanish…
      for (const name of ["Deshacer", "Rehacer", "Cerrar", "Pantalla completa"]) {
        await dialog.getByRole("button", { name, exact: true }).waitFor();
      }
      expect(await dialog.getByRole("button", { name: "Undo", exact: true }).count()).toBe(0);
      expect(await dialog.getByRole("button", { name: "Close", exact: true }).count()).toBe(0);
      // …the content is the English page's.
      expect(await title.inputValue()).toBe(hero.title);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expectNoProblems();
    } finally {
      // Other files sign in as the same admin on this server: back to the browser's language.
      expect(await setUiLanguage(context, null)).toBe(200);
      await page.close();
    }
  });

  it("shows a Spanish-speaking admin the Translations page and the inbox in Spanish", async () => {
    const { page, expectNoProblems } = await newPage(browser, { locale: "en-US" });
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      expect(await setUiLanguage(context, "es")).toBe(200);
      await page.goto(siteUrl(BRIGHTPATH, "/admin/translations"));
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Traducciones", level: 1 }).waitFor();
      await page.getByRole("navigation", { name: "Administración" }).waitFor();
      await page.getByRole("button", { name: "Cerrar sesión" }).waitFor();
      await page.getByRole("button", { name: "Filtrar", exact: true }).waitFor();
      expect(await page.getByRole("heading", { name: "Translations", level: 1 }).count()).toBe(0);
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await page.locator("html").getAttribute("dir")).toBe("ltr");

      await page.goto(siteUrl(BRIGHTPATH, "/admin/tickets"));
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Tickets", level: 1 }).waitFor();
      await page.getByRole("navigation", { name: "Filtrar conversaciones" }).waitFor();
      await page.getByRole("link", { name: "Abiertas" }).waitFor();
      await page.getByRole("heading", { name: "Respuestas predefinidas" }).waitFor();
      await page.getByText("Elija una conversación para leerla y responderla.").waitFor();
      expectNoProblems();
    } finally {
      expect(await setUiLanguage(context, null)).toBe(200);
      await page.close();
    }
  });

  it("gives an Arabic-speaking admin right-to-left admin pages without serious axe findings", async () => {
    const { page, expectNoProblems } = await newPage(browser, { locale: "en-US" });
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      expect(await setUiLanguage(context, "ar")).toBe(200);
      for (const [path, heading] of [
        ["/admin/translations", "الترجمات"],
        ["/admin/tickets", "التذاكر"],
      ] as const) {
        await page.goto(siteUrl(BRIGHTPATH, path));
        await waitForHydration(page);
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe("ar");
        expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
        const violations = await checkAccessibility(page);
        expect(
          violations,
          `serious or critical axe-core findings on ${path}:\n${JSON.stringify(violations, null, 2)}`,
        ).toEqual([]);
      }
      // A visitor's page stays in its own language and direction.
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
      expectNoProblems();
    } finally {
      expect(await setUiLanguage(context, null)).toBe(200);
      await page.close();
    }
  });

  it("refuses a language the product does not have with a 400", async () => {
    const { page } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    expect(await setUiLanguage(context, "xx")).toBe(400);
    await page.close();
  });
});
