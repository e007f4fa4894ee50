import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, profileMenuButton, signInWithApi } from "./support/accounts.ts";
import { launchBrowser, newPage, settle, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * A visitor's first click is never lost (decision 045): the page is painted before its start-up
 * scripts have run, and a tap on a server-rendered button in that time is kept and replayed once
 * the page is hydrated; a form submitted then is posted to its page's action (decision 055). The client entry is held back here (a slow phone network), so the tap
 * certainly comes before React listens.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const hydrated = () =>
  Object.keys(document.querySelector("main") ?? document.body).some((key) => key.startsWith("__reactFiber$"));

describe("a visitor's first click", () => {
  it("a tap on the phone menu right after the first paint, before any script ran, opens it once the page is hydrated", async () => {
    const { page, expectNoProblems } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(BRIGHTPATH, "/"), { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const toggle = page.locator("header button[aria-controls]").filter({ visible: true }).first();
    expect(await toggle.getAttribute("aria-label")).toBe("Open menu");
    await toggle.click();
    // The click came before React listened: nothing happened yet.
    expect(await page.evaluate(hydrated)).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(asked, "the client entry was asked for (and held)").toBe(true);

    release();
    await waitForHydration(page);
    await page.waitForFunction(
      () => document.querySelector("header button[aria-controls][aria-expanded='true']") !== null,
      undefined,
      { timeout: 5_000 },
    );
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    expect(await panel.isVisible()).toBe(true);

    // Once hydrated, a click is React's alone: it is not kept and replayed a second time.
    await toggle.click();
    await page.waitForFunction(
      () => document.querySelector("header button[aria-controls][aria-expanded='true']") === null,
    );
    expect(await page.evaluate(() => document.querySelectorAll("header button[aria-expanded='true']").length)).toBe(0);
    expectNoProblems();
    await page.close();
  }, 30_000);

  it("a click on the profile menu before its own chunk arrived opens it once that part is hydrated, once", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await signInWithApi(page.context(), DEMO.brightpathUser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/profile-dropdown-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    const button = profileMenuButton(page);
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    // The page is hydrated, the profile menu is not: React alone would drop this click.
    await button.click();
    expect(await button.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")))).toBe(false);
    expect(await panel.isVisible()).toBe(false);

    await button.evaluate((el) => {
      (window as { replayed?: number }).replayed = 0;
      el.addEventListener("click", () => ((window as { replayed?: number }).replayed! += 1));
    });
    release();
    await panel.waitFor({ state: "visible", timeout: 5_000 });
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // Replayed once, and not kept for a second time.
    expect(await page.evaluate(() => (window as { replayed?: number }).replayed)).toBe(1);
    await panel
      .getByRole("link", { name: "Account" })
      .or(panel.getByRole("button", { name: "Contact" }))
      .first()
      .waitFor();
    expectNoProblems();
    await page.close();
  }, 30_000);

  it("a login submitted before any script ran is posted to the login page's action: signed in, the password in no address", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) addresses.push(request.url());
    });
    await page.goto(siteUrl(BRIGHTPATH, "/login"), { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await page.getByLabel("Email", { exact: true }).fill(DEMO.brightpathUser.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.brightpathUser.password);
    expect(await page.evaluate(hydrated)).toBe(false);
    // No script keeps the submit: the browser posts the form, and the server signs the visitor in
    // and sends them on (decision 055), while the scripts are still held.
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/account", { timeout: 10_000 });
    expect(addresses.filter((address) => /password|Tessera/.test(address))).toEqual([]);

    release();
    await waitForHydration(page);
    await profileMenuButton(page).waitFor();
    expectNoProblems();
    await page.close();
  }, 30_000);
});

describe("what a visitor typed before hydration", () => {
  it("an e-mail typed on /login before any script ran is still there once hydrated, and is what signs in", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(BRIGHTPATH, "/login"), { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const email = page.getByLabel("Email", { exact: true });
    // Typed key by key, as a person does, while the page is not hydrated.
    await email.pressSequentially(DEMO.brightpathUser.email);
    expect(await page.evaluate(hydrated)).toBe(false);

    release();
    await waitForHydration(page);
    // Hydrated, and every effect of the first render has run: the typed address is still there.
    await settle(page, 1);
    expect(await email.inputValue()).toBe(DEMO.brightpathUser.email);
    // And it is React's value too: the password typed now completes a login that works.
    await page.getByLabel("Password", { exact: true }).fill(DEMO.brightpathUser.password);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: 10_000 });
    // The address changes before the next page has rendered: wait for the signed-in header, then
    // the form is gone.
    await profileMenuButton(page).waitFor();
    expect(await email.count()).toBe(0);
    expectNoProblems();
    await page.close();
  }, 30_000);
});

describe("a visitor's start-up", () => {
  it("asks for no start-up module before the parsed page has been through one frame's paint, then hydrates", async () => {
    const { page, expectNoProblems } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    // The first animation frame after DOMContentLoaded: its rendering step (style, layout, paint of
    // the whole parsed page) follows the frame's callbacks. (The first-contentful-paint entry is
    // stamped later, when the compositor presents the frame.)
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () =>
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: number }).firstFrame = performance.now();
        }),
      );
    });
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
      modules: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
      preloadsInHead: document.querySelectorAll('head link[rel="modulepreload"]').length,
    }));
    expect(timings.firstFrame).not.toBeNull();
    expect(timings.modules.length).toBeGreaterThan(0);
    // Every module, the framework and the client entry included, was asked for after that frame.
    for (const module of timings.modules) expect(module.start, module.name).toBeGreaterThan(timings.firstFrame!);
    // The preloads, which the start-up script added then.
    expect(timings.preloadsInHead).toBeGreaterThan(0);
    expectNoProblems();
    await page.close();
  }, 30_000);
});
