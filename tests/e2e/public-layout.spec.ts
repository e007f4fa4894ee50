import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signedInState } from "./support/accounts.ts";
import { launchBrowser, newPage, settle, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, GLOBEX, siteUrl } from "./support/site.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Scrolls to the end of the page and measures the footer against the fixed bars at the bottom. */
async function pageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
    const footer = box("footer");
    const crumbs = box("[data-breadcrumbs]");
    const banner = box("[data-banner-position=bottom]");
    return {
      footerBottom: footer?.bottom ?? null,
      crumbsTop: crumbs?.top ?? null,
      crumbsHeight: crumbs?.height ?? 0,
      bannerTop: banner?.top ?? null,
    };
  });
}

describe("the bars fixed to the bottom of wide screens", () => {
  for (const [host, path] of [
    [BRIGHTPATH, "/services"],
    [GLOBEX, "/savings"],
    [BRIGHTPATH, "/blog"],
  ] as const) {
    it(`leave the whole footer in view at the end of ${host}${path} (breadcrumbs)`, async () => {
      const { page, expectNoProblems } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      await page.goto(siteUrl(host, path), { waitUntil: "load" });
      await waitForHydration(page);
      const end = await pageEnd(page);
      expect(end.crumbsHeight).toBe(40);
      expect(end.footerBottom).not.toBeNull();
      expect(end.footerBottom!).toBeLessThanOrEqual(end.crumbsTop! + 0.5);
      expectNoProblems();
      await page.close();
    });
  }

  it("leave the whole footer in view under a bottom banner too", async () => {
    const { page, expectNoProblems } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(siteUrl(BRIGHTPATH, "/showcase"), { waitUntil: "load" });
    await waitForHydration(page);
    // A bottom banner waits while the cookie banner asks (one question at a time at the bottom).
    await page.waitForSelector("[data-cookie-banner]");
    expect(await page.locator("[data-banner-position=bottom]").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Reject all", exact: true }).click();
    await page.locator("[data-banner-position=bottom]").waitFor();
    const end = await pageEnd(page);
    expect(end.bannerTop).not.toBeNull();
    expect(end.footerBottom!).toBeLessThanOrEqual(end.bannerTop! + 0.5);
    expect(end.bannerTop! + 48).toBeLessThanOrEqual(end.crumbsTop! + 0.5);
    expectNoProblems();
    await page.close();
  });
});

describe("the admin frame on a 375 px phone", () => {
  it("shows every entry of its bar inside the screen, without sideways scrolling", async () => {
    const storageState = await signedInState(browser, DEMO.brightpathAdmin);
    const { page, expectNoProblems } = await newPage(browser, { viewport: { width: 375, height: 812 }, storageState });
    await page.goto(siteUrl(BRIGHTPATH, "/admin"), { waitUntil: "load" });
    await waitForHydration(page);
    const entries = page.getByRole("navigation", { name: "Admin" }).locator("a, button");
    expect(await entries.count()).toBeGreaterThanOrEqual(5);
    for (const box of await entries.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON()),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const logout = page.getByRole("button", { name: "Logout" });
    expect(await logout.isVisible()).toBe(true);
    expectNoProblems();
    await page.close();
  });
});

describe("the account page", () => {
  it("speaks the page's language (here Spanish), and English without a prefix", async () => {
    const storageState = await signedInState(browser, DEMO.brightpathUser);
    const { page, expectNoProblems } = await newPage(browser, { storageState });
    await page.goto(siteUrl(BRIGHTPATH, "/es/account"), { waitUntil: "load" });
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Su cuenta", level: 1 }).waitFor();
    for (const name of ["Perfil", "Organizaciones", "Cambiar contraseña", "Sesiones"]) {
      await page.getByRole("heading", { name, level: 2 }).waitFor();
    }
    expect(await page.getByLabel("Contraseña actual").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Cerrar sesión en todas partes" }).count()).toBe(1);
    const main = (await page.locator("main").textContent()) ?? "";
    for (const english of ["Your account", "Change password", "Sign out everywhere", "Member since"]) {
      expect(main).not.toContain(english);
    }
    await page.goto(siteUrl(BRIGHTPATH, "/account"), { waitUntil: "load" });
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    expectNoProblems();
    await page.close();
  });
});
