import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration, type RecordedPage } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";
import { DESKTOP, openVisitorPage } from "./support/visitor-page.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const BANNER = "[data-cookie-banner]";
const SUGGESTION = "[data-language-suggestion]";
const MODAL = "[data-cookie-settings]";

/**
 * A page that records when the widgets first appear (ms since navigation start) and every layout
 * shift, so that delays and stability are checked from what happened, not by sleeping.
 */
async function widgetPage(options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const recorded = await newPage(browser, options);
  // A step that waits longer than this fails with its own name instead of the test's 30 s time-out.
  recorded.page.setDefaultTimeout(10_000);
  await recorded.page.addInitScript(
    ([selectors]) => {
      const w = window as unknown as { __appeared: Record<string, number>; __shifts: { at: number; value: number }[] };
      w.__appeared = {};
      w.__shifts = [];
      new MutationObserver(() => {
        for (const selector of selectors) {
          if (w.__appeared[selector] === undefined && document.querySelector(selector)) {
            w.__appeared[selector] = performance.now();
          }
        }
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { startTime: number; value: number }[]) {
          w.__shifts.push({ at: entry.startTime, value: entry.value });
        }
      }).observe({ type: "layout-shift", buffered: true });
    },
    [[BANNER, SUGGESTION]] as const,
  );
  return recorded;
}

function appearedAt(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => (window as unknown as { __appeared: Record<string, number> }).__appeared[s]!, selector);
}

type Category = { name: string; is_essential: boolean; cookie_service: { id: number; script_url: string | null }[] };
type Consent = { consent_given: boolean | null; services: number[] };

/** Reads through the API, from the page, with the page's own cookies (as the site's scripts do). */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: "include" })).json(), path) as Promise<T>;
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** A returning visitor who already answered the cookie banner, so it covers nothing. */
async function consented(recorded: RecordedPage): Promise<RecordedPage> {
  await recorded.page
    .context()
    .addCookies([{ name: "cookies_accepted", value: "false", url: siteUrl(BRIGHTPATH, "/") }]);
  return recorded;
}

async function openHome(recorded: RecordedPage, path = "/") {
  await recorded.page.goto(siteUrl(BRIGHTPATH, path));
  await waitForHydration(recorded.page);
}

describe("cookie consent", () => {
  it("shows the banner 1.5 s after load, without shifting the page, while the page cache serves the HTML", async () => {
    const first = await fetchRaw(BRIGHTPATH, "/");
    const second = await fetchRaw(BRIGHTPATH, "/");
    expect(second.headers["x-cache"]).toBe("HIT");
    // No cookie banner element in the cached HTML (the inline stylesheet names the attribute in a rule).
    expect(first.body).not.toMatch(/<[a-z]+\s[^>]*\bdata-cookie-banner\b/);

    const recorded = await widgetPage();
    const { page } = recorded;
    await openHome(recorded);
    const banner = page.locator(BANNER);
    await banner.waitFor();
    expect(await appearedAt(page, BANNER)).toBeGreaterThanOrEqual(1500);
    for (const name of ["Settings", "Reject all", "Accept all"]) {
      expect(await banner.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    }
    const since = await appearedAt(page, BANNER);
    const shifts = await page.evaluate(
      (t) => (window as unknown as { __shifts: { at: number; value: number }[] }).__shifts.filter((s) => s.at >= t),
      since,
    );
    expect(shifts).toEqual([]);
    expect(await checkAccessibility(page)).toEqual([]);
    recorded.expectNoProblems();
  });

  it("Accept all sets the cookie, records every offered service, and only then runs the consented script", async () => {
    const recorded = await widgetPage();
    const { page } = recorded;
    await openHome(recorded);
    await page.locator(BANNER).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.demoAnalytics)).toBeUndefined();
    expect(await page.locator("script[data-consent-service]").count()).toBe(0);

    await page.getByRole("button", { name: "Accept all", exact: true }).click();
    await page.locator(BANNER).waitFor({ state: "detached" });
    expect(await cookie(page, "cookies_accepted")).toBe("true");
    const cookies = await page.context().cookies();
    const accepted = cookies.find((c) => c.name === "cookies_accepted")!;
    // 365 days, give or take the seconds the test took.
    expect(accepted.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    const categories = await apiGet<Category[]>(page, "/api/cookies/categories");
    const all = categories.flatMap((c) => c.cookie_service.map((s) => s.id)).sort((a, b) => a - b);
    const consent = await apiGet<Consent>(page, "/api/cookies/consent");
    expect(consent).toMatchObject({ consent_given: true, services: all });

    await page.waitForFunction(() => document.documentElement.dataset.demoAnalytics === "loaded");
    // A later page load runs it again, and asks nothing.
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dataset.demoAnalytics === "loaded");
    recorded.expectNoProblems();
  });

  it("Reject all sets the cookie to false and records only the essential services; the script never runs", async () => {
    const recorded = await widgetPage();
    const { page } = recorded;
    await openHome(recorded);
    await page.locator(BANNER).waitFor();
    await page.getByRole("button", { name: "Reject all", exact: true }).click();
    await page.locator(BANNER).waitFor({ state: "detached" });
    expect(await cookie(page, "cookies_accepted")).toBe("false");

    const categories = await apiGet<Category[]>(page, "/api/cookies/categories");
    const essential = categories
      .filter((c) => c.is_essential)
      .flatMap((c) => c.cookie_service.map((s) => s.id))
      .sort((a, b) => a - b);
    expect(essential.length).toBeGreaterThan(0);
    expect(await apiGet<Consent>(page, "/api/cookies/consent")).toMatchObject({
      consent_given: false,
      services: essential,
    });
    expect(await page.locator("script[data-consent-service]").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.demoAnalytics)).toBeUndefined();
    recorded.expectNoProblems();
  });

  it("the settings dialog locks essential services, toggles a category, saves, and the footer link reopens it", async () => {
    const recorded = await widgetPage();
    const { page } = recorded;
    await openHome(recorded);
    await page.locator(BANNER).waitFor();
    await page.locator(BANNER).getByRole("button", { name: "Settings", exact: true }).click();
    const modal = page.locator(MODAL);
    await modal.getByRole("tab", { name: "Categories" }).waitFor();
    expect(await modal.getByRole("heading", { name: "Cookie settings" }).isVisible()).toBe(true);
    expect(await checkAccessibility(page)).toEqual([]);

    const essential = modal.getByRole("switch", { name: "Essential" });
    expect(await essential.getAttribute("aria-checked")).toBe("true");
    expect(await essential.isDisabled()).toBe(true);
    const analytics = modal.getByRole("switch", { name: "Analytics" });
    expect(await analytics.getAttribute("aria-checked")).toBe("false");
    await analytics.click();
    expect(await analytics.getAttribute("aria-checked")).toBe("true");

    // The Services tab shows the same choice, service by service, essential ones locked.
    await modal.getByRole("tab", { name: "Services" }).click();
    expect(await modal.getByRole("switch", { name: "Site analytics" }).getAttribute("aria-checked")).toBe("true");
    expect(await modal.getByRole("switch", { name: "Campaign tracking" }).getAttribute("aria-checked")).toBe("false");
    expect(await modal.getByRole("switch", { name: "Session and security" }).isDisabled()).toBe(true);
    // Inactive services are not offered.
    expect(await modal.getByText("Retired ad pixel").count()).toBe(0);

    // Draggable by its title bar.
    const before = (await modal.boundingBox())!;
    const bar = (await modal.locator("[data-drag-area]").boundingBox())!;
    await page.mouse.move(bar.x + 40, bar.y + 20);
    await page.mouse.down();
    await page.mouse.move(bar.x + 140, bar.y + 80, { steps: 5 });
    await page.mouse.up();
    const after = (await modal.boundingBox())!;
    expect(Math.round(after.x - before.x)).toBe(100);
    expect(Math.round(after.y - before.y)).toBe(60);

    await modal.getByRole("button", { name: "Save settings" }).click();
    await modal.waitFor({ state: "detached" });
    await page.locator(BANNER).waitFor({ state: "detached" });
    expect(await cookie(page, "cookies_accepted")).toBe("true");

    const categories = await apiGet<Category[]>(page, "/api/cookies/categories");
    const expected = categories
      .filter((c) => c.is_essential || c.name === "Analytics")
      .flatMap((c) => c.cookie_service.map((s) => s.id))
      .sort((a, b) => a - b);
    expect(await apiGet<Consent>(page, "/api/cookies/consent")).toMatchObject({
      consent_given: true,
      services: expected,
    });
    await page.waitForFunction(() => document.documentElement.dataset.demoAnalytics === "loaded");

    // The footer's privacy settings link opens the dialog again, with the saved choice.
    await page.locator("footer").getByRole("button", { name: "Privacy settings" }).click();
    await modal.getByRole("tab", { name: "Categories" }).waitFor();
    expect(await modal.getByRole("switch", { name: "Analytics" }).getAttribute("aria-checked")).toBe("true");
    expect(await modal.getByRole("switch", { name: "Marketing" }).getAttribute("aria-checked")).toBe("false");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    recorded.expectNoProblems();
  });
});

/** Makes the page's `navigator.languages` say something else than the Accept-Language it sends. */
async function claimLanguages(page: Page, languages: string[]) {
  await page.addInitScript((list) => {
    Object.defineProperty(Navigator.prototype, "languages", { get: () => list, configurable: true });
    Object.defineProperty(Navigator.prototype, "language", { get: () => list[0], configurable: true });
  }, languages);
}

describe("language suggestion", () => {
  it("suggests Spanish to a browser that asks for it, 2 s after load, and switching opens the same page in Spanish", async () => {
    const recorded = await consented(await widgetPage({ locale: "es-ES" }));
    const { page } = recorded;
    let acceptLanguage = "";
    page.on("request", (request) => {
      if (request.isNavigationRequest()) acceptLanguage = request.headers()["accept-language"] ?? "";
    });
    await openHome(recorded, "/basket");
    expect(acceptLanguage).toMatch(/^es/);
    const dialog = page.locator(SUGGESTION);
    await dialog.waitFor();
    expect(await appearedAt(page, SUGGESTION)).toBeGreaterThanOrEqual(2000);
    expect(await cookie(page, "language_suggestion_source")).toBe("en");
    expect(await cookie(page, "language_suggestion_target")).toBe("es");
    expect(await dialog.getByRole("heading").textContent()).toBe("¿Cambiar de idioma?");
    expect(await checkAccessibility(page)).toEqual([]);

    await dialog.getByRole("button", { name: /Cambiar/ }).click();
    await page.waitForURL(siteUrl(BRIGHTPATH, "/es/basket"));
    await page.getByRole("heading", { level: 1, name: "Su cesta" }).waitFor();
    expect(await cookie(page, "language_suggestion_choice")).toBe("es");
    expect(await cookie(page, "defaultLocale")).toBe("es");
    recorded.expectNoProblems();
  });

  // The server decides from the request's Accept-Language (spec §4), on a cached page as on a full
  // render; the browser's own language list is made to disagree, so only the header can be the cause.
  it("signals the suggestion from Accept-Language on the server: English home, Spanish browser, dialog after 2 s, /es", async () => {
    const recorded = await consented(await widgetPage({ locale: "es-ES" }));
    const { page } = recorded;
    await claimLanguages(page, ["en-US", "en"]);
    const setCookies: string[] = [];
    page.on("response", async (response) => {
      if (response.request().isNavigationRequest()) setCookies.push((await response.allHeaders())["set-cookie"] ?? "");
    });
    // Twice: the second view of home is a page-cache hit, whose cookies are computed per request.
    await fetchRaw(BRIGHTPATH, "/");
    const hit = await fetchRaw(BRIGHTPATH, "/", { headers: { "accept-language": "es" } });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]).toContain("language_suggestion_target=es");
    // With a query string: never cached, so this is the full render's answer.
    await openHome(recorded, "/?campaign=spring");
    expect(await page.evaluate(() => navigator.languages[0])).toBe("en-US");
    expect(setCookies[0]).toContain("language_suggestion_source=en");
    expect(setCookies[0]).toContain("language_suggestion_target=es");
    const dialog = page.locator(SUGGESTION);
    await dialog.waitFor();
    expect(await appearedAt(page, SUGGESTION)).toBeGreaterThanOrEqual(2000);
    await dialog.getByRole("button", { name: /Cambiar/ }).click();
    await page.waitForURL((url) => url.pathname === "/es");
    await page.locator("html[lang=es]").waitFor({ state: "attached" });
    expect(await cookie(page, "language_suggestion_choice")).toBe("es");
    // Once a choice is stored, the server no longer signals a suggestion.
    const after = await page.goto(siteUrl(BRIGHTPATH, "/"));
    expect((await after!.allHeaders())["set-cookie"] ?? "").not.toContain("language_suggestion_target");
    recorded.expectNoProblems();
  });

  it("never shows its buttons where they cannot be pressed: not under the open help dialog (375 px)", async () => {
    const recorded = await consented(await widgetPage({ locale: "es-ES", viewport: { width: 375, height: 812 } }));
    const { page } = recorded;
    await openHome(recorded);
    const dialog = page.locator(SUGGESTION);
    await dialog.waitFor();
    // By its text, not its role: under a modal dialog the page around it is hidden from the role tree.
    const switchButton = dialog.locator("button", { hasText: "Cambiar" });
    /** Whether the button is on screen, and whether a tap at its centre reaches it. */
    const reach = () =>
      switchButton.evaluate((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return { shown: false, pressable: false };
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { shown: true, pressable: hit !== null && button.contains(hit) };
      });
    expect(await reach()).toEqual({ shown: true, pressable: true });

    await page.locator("[data-help-button]").click();
    await page.locator("[data-help-dialog]").waitFor({ state: "visible" });
    // Shown means pressable: a suggestion seen under the modal dialog but out of reach is a trap.
    const underDialog = await reach();
    expect(underDialog.shown ? underDialog.pressable : true, JSON.stringify(underDialog)).toBe(true);

    await page.keyboard.press("Escape");
    await page.locator("[data-help-dialog]").waitFor({ state: "detached" });
    expect(await reach()).toEqual({ shown: true, pressable: true });
    await switchButton.click();
    await page.waitForURL((url) => url.pathname === "/es");
    recorded.expectNoProblems();
  });
});

describe("basket", () => {
  async function badge(page: Page, count: number) {
    await page
      .locator("header")
      .getByRole("link", { name: `Basket: ${count}` })
      .waitFor();
  }

  it("adds two plans from the pricing section, counts them in the header, and /basket changes and keeps them", async () => {
    const recorded = await consented(await widgetPage());
    const { page } = recorded;
    await openHome(recorded);
    const section = page.locator('[data-section-type="pricing_plans"]');
    await section.getByRole("heading", { name: "Plans and pricing" }).waitFor();
    const add = section.getByRole("button", { name: "Add to basket" });
    expect(await add.count()).toBe(3);
    await add.nth(0).click();
    await add.nth(1).click();
    await add.nth(1).click();
    await badge(page, 3);

    await page.locator("header").getByRole("link", { name: "Basket: 3" }).click();
    await page.waitForURL(siteUrl(BRIGHTPATH, "/basket"));
    await page.getByRole("heading", { level: 1, name: "Your basket" }).waitFor();
    const lines = page.locator("[data-basket-line]");
    await lines.first().waitFor();
    expect(await lines.count()).toBe(2);
    // Strategy Sprint $4,900.00 + 2 × Operations Review at its promotion price $5,900.00.
    expect(await page.locator("[data-total-items]").textContent()).toBe("3");
    expect(await page.locator("[data-total-value]").textContent()).toBe("$16,700.00");
    expect(await checkAccessibility(page)).toEqual([]);

    await page.getByLabel("Quantity of Strategy Sprint").fill("0");
    await page.locator('[data-basket-line]:has-text("Strategy Sprint")').waitFor({ state: "detached" });
    expect(await lines.count()).toBe(1);
    await badge(page, 2);
    expect(await page.locator("[data-total-value]").textContent()).toBe("$11,800.00");

    await page.getByRole("button", { name: "One less Operations Review" }).click();
    await badge(page, 1);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem("basket") ?? "[]")[0]?.quantity === 1);
    await page.reload();
    await waitForHydration(page);
    await page.locator("[data-basket-line]").first().waitFor();
    expect(await page.locator("[data-basket-line]").count()).toBe(1);
    expect(await page.getByLabel("Quantity of Operations Review").inputValue()).toBe("1");
    await badge(page, 1);

    await page.getByRole("button", { name: "Remove Operations Review" }).click();
    await page.locator("[data-basket-empty]").waitFor();
    expect(await page.getByText("Your basket is empty.").isVisible()).toBe(true);
    recorded.expectNoProblems();
  });

  it("does not lose a click made while the pricing section's code is still on its way", async () => {
    const recorded = await consented(await widgetPage());
    const { page } = recorded;
    // The section's chunk arrives 2 s late, as on a slow line: until then its HTML is the server's.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pricing-plans-section-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openHome(recorded);
    const add = page.locator('[data-section-type="pricing_plans"]').getByRole("button", { name: "Add to basket" });
    expect(await add.first().isDisabled()).toBe(true);
    const click = add.first().click();
    setTimeout(release, 2_000);
    await click;
    await badge(page, 1);
    expect(await add.first().isEnabled()).toBe(true);
    await page.evaluate(() => localStorage.removeItem("basket"));
    recorded.expectNoProblems();
  });
});

const open = (host: string, path: string, options = DESKTOP) => openVisitorPage(browser, host, path, options);

describe("the cookie banner by keyboard", () => {
  it("is the first stop of the Tab key, and its settings dialog focuses its first control", async () => {
    const page = await open(BRIGHTPATH, "/", DESKTOP);
    await page.waitForSelector("[data-cookie-banner]");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-cookie-banner]")))).toBe(true);
    await page.keyboard.press("Enter"); // Settings
    await page.waitForSelector("[data-cookie-settings] [role=tab]");
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "tab");
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-drag-handle"))).toBe(false);
    await page.context().close();
  });
});
