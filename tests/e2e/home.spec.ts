import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "./support/accessibility.ts";
import { clientNavigate, launchBrowser, newPage, renderedTexts, settle, waitForHydration } from "./support/browser.ts";
import { brightpath, globex } from "./support/demo-texts.ts";
import { element, fetchRaw, siteUrl, visibleText } from "./support/site.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const tenants = [
  { site: brightpath, other: globex, translated: "/es" },
  { site: globex, other: brightpath, translated: "/de" },
];

describe.each(tenants)("the home page of $site.name on $site.host", ({ site, other, translated }) => {
  it("is rendered on the server with its logo, menu, heading, section, metrics and footer", async () => {
    const response = await fetchRaw(site.host, "/");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);

    const header = element(response.body, "header");
    expect(header, "the server HTML has a <header>").not.toBe("");
    expect(header).toContain(site.logo);
    const headerText = visibleText(header);
    for (const label of site.menu) expect(headerText).toContain(label);
    expect(headerText, "a submenu item label is in the server HTML").toContain(site.submenu);

    const main = visibleText(element(response.body, "main"));
    for (const part of site.heading) expect(main).toContain(part);
    expect(main).toContain(site.headingButton);
    expect(main).toContain(site.sectionTitle);
    for (const metric of site.metrics) expect(main).toContain(metric);

    const footer = visibleText(element(response.body, "footer"));
    expect(footer).toContain(site.name);
    expect(footer).toContain(site.footerLinks[0]);
  });

  it(`shows none of ${other.name}'s texts`, async () => {
    const { body } = await fetchRaw(site.host, "/");
    // The whole document, scripts included: the other tenant's data must not even be sent.
    for (const text of other.distinctive) expect(body).not.toContain(text);
    expect(body).not.toContain(other.logo);
  });

  it("hydrates in Chromium without console errors, warnings or hydration mismatches", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const response = await page.goto(siteUrl(site.host, "/"), { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page.title()).resolves.toContain(site.name);
    const logo = page.locator(`header img[src="${site.logo}"]`);
    expect(await logo.count()).toBeGreaterThan(0);
    await page.getByText(site.sectionTitle, { exact: true }).first().waitFor({ state: "visible" });

    // A client-side interaction once the header is interactive: a menu item with a submenu is a
    // button that opens it (from the keyboard, so a hover-opened menu is not toggled shut by the
    // pointer). A header still made of plain links shows the submenu links anyway.
    const header = page.locator("header");
    const trigger = header.locator("button[aria-haspopup], button[aria-expanded]").filter({ hasText: site.menu[0] });
    if ((await trigger.count()) > 0 && (await trigger.first().isVisible())) {
      await trigger.first().focus();
      await page.keyboard.press("Enter");
      await page.getByRole("link", { name: site.submenu }).first().waitFor({ state: "visible", timeout: 5_000 });
    } else {
      expect(await header.getByRole("link", { name: site.submenu }).count()).toBeGreaterThan(0);
    }

    await settle(page);
    expectNoProblems();
    await page.close();
  });

  // Client-side navigations hand loaders the data request (`/es.data`); the page must still render.
  it("renders the same page body in the browser as on the server (client round trip through another language)", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.goto(siteUrl(site.host, "/"), { waitUntil: "load" });
    await waitForHydration(page);
    const fromServer = await renderedTexts(page);
    const lang = (await page.getAttribute("html", "lang")) ?? "";
    expect(fromServer.headings).toContain(site.sectionTitle);

    // The body is now rendered by React in the browser: in another language, then in English again.
    // Waiting for <html lang>: React commits a navigation after navigate() resolves (clientNavigate).
    await clientNavigate(page, translated, { lang: translated.slice(1) });
    expect((await renderedTexts(page)).headings).not.toContain(site.sectionTitle);
    await clientNavigate(page, "/", { lang });
    expect(await renderedTexts(page)).toEqual(fromServer);
    expectNoProblems();
    await page.close();
  });

  // Root and layout loaders depend on the language, so they re-run when the prefix changes.
  it("switches <html lang>, header and footer too when the language changes on a client-side navigation", async () => {
    const { page } = await newPage(browser);
    await page.goto(siteUrl(site.host, "/"), { waitUntil: "load" });
    await waitForHydration(page);
    const english = await renderedTexts(page);
    await clientNavigate(page, translated, { lang: translated.slice(1) });
    expect(await page.getAttribute("html", "lang")).toBe(translated.slice(1));
    expect((await renderedTexts(page)).headerLinks).not.toEqual(english.headerLinks);
    await page.close();
  });

  it("has no serious or critical accessibility violations", async () => {
    const { page } = await newPage(browser);
    await page.goto(siteUrl(site.host, "/"), { waitUntil: "load" });
    await waitForHydration(page);
    expect(await checkAccessibility(page)).toEqual([]);
    await page.close();
  });
});
