import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPage, DEMO, profileMenuButton, signedInState } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, waitForHydration, type RecordedPage } from "./support/browser.ts";
import { BRIGHTPATH, GLOBEX, fetchRaw, siteUrl } from "./support/site.ts";

type StorageState = NonNullable<Exclude<BrowserContextOptions["storageState"], string>>;

let browser: Browser;
let asUser: StorageState;

beforeAll(async () => {
  browser = await launchBrowser();
  asUser = await signedInState(browser, DEMO.brightpathUser);
});

afterAll(async () => {
  await browser?.close();
});

const BUTTON = "[data-help-button]";
const DIALOG = "[data-help-dialog]";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** No problem in the browser: no console error, no failed request. */
function expectClean(recorded: RecordedPage) {
  assertNoProblems(recorded.problems);
}

/** A visitor who answered the cookie banner already (it would cover the bottom of the page). */
async function visitor(options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const recorded = await accountPage(browser, { viewport: DESKTOP, ...options });
  await recorded.page
    .context()
    .addCookies(
      [BRIGHTPATH, GLOBEX].map((host) => ({ name: "cookies_accepted", value: "false", url: siteUrl(host, "/") })),
    );
  return recorded;
}

async function open(page: Page, host: string, path: string) {
  await page.goto(siteUrl(host, path));
  await waitForHydration(page);
}

const dialog = (page: Page) => page.locator(DIALOG);
const attr = (page: Page, name: string) => dialog(page).getAttribute(name);

async function openWidget(page: Page) {
  await page.locator(BUTTON).click();
  await dialog(page).waitFor({ state: "visible" });
}

describe("the floating help button", () => {
  it("is on public pages, not on the hidden areas, and its dialog's code is not in the first download", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await open(page, BRIGHTPATH, "/");
    const button = page.locator(BUTTON);
    await button.waitFor({ state: "visible" });
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    // Not in the dialog's chunk before the first use.
    expect(scripts.some((url) => /help-dialog/.test(url))).toBe(false);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(DESKTOP.width - 40);
    expect(box.y + box.height).toBeGreaterThan(DESKTOP.height - 80);

    for (const hidden of ["/login", "/help-center", "/es/help-center"]) {
      await open(page, BRIGHTPATH, hidden);
      expect(await page.locator(BUTTON).count(), hidden).toBe(0);
    }
    expectClean(recorded);
    await page.close();
  });

  it("stays above the cookie banner while it shows", async () => {
    const { page } = await accountPage(browser, { viewport: DESKTOP });
    await open(page, BRIGHTPATH, "/");
    const banner = page.locator("[data-cookie-banner]");
    await banner.waitFor({ state: "visible" });
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue("--cookie-banner-height") !== "");
    const bannerBox = (await banner.boundingBox())!;
    const buttonBox = (await page.locator(BUTTON).boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(bannerBox.y);
    await page.close();
  });

  it("anonymous pages stay the same for every visitor: the button is in the cached HTML", async () => {
    const first = await fetchRaw(BRIGHTPATH, "/");
    const second = await fetchRaw(BRIGHTPATH, "/");
    expect(first.body).toContain("data-help-button");
    expect(second.headers["x-cache"]).toBe("HIT");
    // The same bytes for every visitor, but for the CSP nonce each answer draws for itself (decision 030).
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.body).not.toBe(first.body);
  });
});

describe("the help center dialog", () => {
  it("shows its views at 1440 px, reads an article inside, cycles three sizes and switches to the chat widget", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await openWidget(page);
    expect(await attr(page, "data-view")).toBe("welcome");
    expect(await attr(page, "data-size")).toBe("initial");
    const initial = (await dialog(page).boundingBox())!;
    expect(Math.round(initial.width)).toBe(400);
    expect(Math.round(initial.height)).toBe(Math.min(750, DESKTOP.height - 32));

    await dialog(page).locator('[data-help-go="faq"]').click();
    await dialog(page).locator("[data-help-faqs] summary").first().waitFor();
    await dialog(page).getByText("How long does a typical engagement last?").click();
    await dialog(page).getByText("8 to 16 weeks").waitFor();

    await dialog(page).locator("[data-help-back]").click();
    await dialog(page).locator('[data-help-go="knowledge-base"]').click();
    const sets = dialog(page).locator("[data-help-kb] section");
    await sets.first().waitFor();
    expect(await sets.count()).toBeGreaterThanOrEqual(2);
    await dialog(page)
      .getByRole("button", { name: /Booking and preparing your first meeting/ })
      .click();
    const article = dialog(page).locator("[data-help-article]");
    await article.getByText("hello@brightpath.example").first().waitFor();
    expect(await article.getByRole("link", { name: "Open the article's page" }).getAttribute("href")).toBe(
      "/help-first-meeting",
    );

    await dialog(page).locator("[data-help-back]").click();
    await dialog(page).locator("[data-help-back]").click();
    await dialog(page).locator('[data-help-go="features"]').click();
    await dialog(page).getByText("Fixed price per phase").waitFor();

    await dialog(page).locator("[data-help-back]").click();
    await dialog(page).locator('[data-help-go="live-support"]').click();
    await dialog(page).locator("[data-live-support]").waitFor();

    // Sizes: initial → half → fullscreen → initial.
    const resize = dialog(page).locator("[data-help-resize]");
    await resize.click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "half", DIALOG);
    expect(Math.round((await dialog(page).boundingBox())!.width)).toBe(DESKTOP.width / 2);
    await resize.click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "fullscreen", DIALOG);
    expect((await dialog(page).boundingBox())!.width).toBe(DESKTOP.width);
    await resize.click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "initial", DIALOG);

    // The compact chat widget, kept in localStorage.
    await dialog(page).locator("[data-help-mode-switch]").click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-mode") === "chat", DIALOG);
    expect(await page.evaluate(() => localStorage.getItem("chatWidget_mode"))).toBe("chat");
    expect(Math.round((await dialog(page).boundingBox())!.width)).toBe(360);
    await dialog(page).locator("[data-help-mode-switch]").click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-mode") === "help", DIALOG);
    expectClean(recorded);
    await page.close();
  });

  it("cycles half and fullscreen under 640 px (375 px)", async () => {
    const recorded = await visitor({ viewport: PHONE });
    const { page } = recorded;
    await open(page, GLOBEX, "/");
    await openWidget(page);
    expect(await attr(page, "data-size")).toBe("half");
    const half = (await dialog(page).boundingBox())!;
    expect(half.width).toBe(PHONE.width);
    expect(Math.round(half.height)).toBe(Math.max(PHONE.height / 2, 320));
    const resize = dialog(page).locator("[data-help-resize]");
    await resize.click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "fullscreen", DIALOG);
    expect((await dialog(page).boundingBox())!.height).toBe(PHONE.height);
    await resize.click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "half", DIALOG);
    await dialog(page).locator('[data-help-go="faq"]').click();
    await dialog(page).getByText("Is my money protected?").waitFor();
    expectClean(recorded);
    await page.close();
  });

  it("keeps its state across navigation and restores it after a language change when under 5 s old", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await openWidget(page);
    await dialog(page).locator('[data-help-go="faq"]').click();
    await dialog(page).locator("[data-help-faqs]").waitFor();
    await dialog(page).locator("[data-help-resize]").click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-size") === "half", DIALOG);
    expect(await page.evaluate(() => localStorage.getItem("chatWidget_isOpen"))).toBe("true");
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("chatHelpWidget_state")))!)).toMatchObject({
      view: "faq",
      size: "half",
    });

    // The language choice inside the dialog: the Spanish page opens with the widget as it was.
    await dialog(page).locator("[data-help-back]").click();
    await dialog(page).locator("[data-help-language]").selectOption("es");
    await page.waitForURL((url) => url.pathname === "/es");
    await waitForHydration(page);
    await dialog(page).waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(await attr(page, "data-size")).toBe("half");
    expect(await attr(page, "lang")).toBe("es");

    await dialog(page).locator('[data-help-go="faq"]').click();
    await dialog(page).getByText("¿Cuánto dura un proyecto típico?").waitFor();
    // A state older than 5 s is not restored: the widget reopens (it was open) at the welcome view.
    // The next page's clock runs 6 s ahead of this one's (no waiting in the test).
    await page.addInitScript(() => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + 6000;
    });
    await open(page, BRIGHTPATH, "/es/about");
    await dialog(page).waitFor({ state: "visible" });
    expect(await attr(page, "data-view")).toBe("welcome");
    expect(await attr(page, "data-size")).toBe("initial");
    expectClean(recorded);
    await page.close();
  });

  it("is usable by keyboard alone: focus stays inside, Escape closes, focus returns to the button", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await page.locator(BUTTON).focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor({ state: "visible" });
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), DIALOG)).toBe(
        true,
      );
    }
    // Into the FAQ and back by keyboard.
    await dialog(page).locator('[data-help-go="faq"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-view") === "faq", DIALOG);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H2");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.evaluate((s) => document.activeElement === document.querySelector(s), BUTTON)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("chatWidget_isOpen"))).toBe("false");
    expectClean(recorded);
    await page.close();
  });

  it("has no serious accessibility violations in any view", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await openWidget(page);
    expect(await checkAccessibility(page)).toEqual([]);
    for (const view of ["faq", "knowledge-base", "features", "live-support"]) {
      await dialog(page).locator(`[data-help-go="${view}"]`).click();
      await page.waitForFunction(
        ([s, v]) => document.querySelector(s!)?.getAttribute("data-view") === v,
        [DIALOG, view],
      );
      await page.waitForFunction((s) => !document.querySelector(s)?.querySelector('[role="status"]'), DIALOG);
      expect(await checkAccessibility(page), view).toEqual([]);
      await dialog(page).locator("[data-help-back]").click();
    }
    expectClean(recorded);
    await page.close();
  });

  it("closes when a search result is followed: the page it leads to opens without the dialog over it", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, GLOBEX, "/");
    await openWidget(page);
    await dialog(page).getByRole("searchbox").fill("card");
    await dialog(page).getByRole("button", { name: "Search" }).click();
    const result = dialog(page).locator("[data-search-results] a").first();
    await result.waitFor();
    const target = new URL((await result.getAttribute("href"))!, siteUrl(GLOBEX, "/"));
    await result.click();
    await page.waitForURL((url) => url.pathname === target.pathname);
    await waitForHydration(page);
    expect(await page.evaluate(() => localStorage.getItem("chatWidget_isOpen"))).toBe("false");
    expect(await dialog(page).count()).toBe(0);
    expectClean(recorded);
    await page.close();
  });

  it("at 375 px keeps the question box in view as answers arrive, and Back to top never covers a button", async () => {
    const recorded = await visitor({ viewport: PHONE });
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await openWidget(page);
    await dialog(page).locator('[data-help-go="ai"]').click();
    await dialog(page).locator("[data-assistant]").waitFor();
    const box = dialog(page).getByLabel("Your question");
    const questions = [
      "How long does a typical engagement last?",
      "How do I book a first meeting?",
      "How long does a typical engagement last?",
    ];
    for (const [index, question] of questions.entries()) {
      await box.fill(question);
      await dialog(page).getByRole("button", { name: "Ask", exact: true }).click();
      await dialog(page).locator(`[data-turn="${index}"] [data-feedback]`).waitFor({ timeout: 20_000 });
    }
    // The answers are taller than the dialog: they scroll, the question box stays inside the
    // dialog and the viewport.
    const frame = (await dialog(page).boundingBox())!;
    const composer = (await box.boundingBox())!;
    expect(composer.y).toBeGreaterThanOrEqual(frame.y);
    expect(composer.y + composer.height).toBeLessThanOrEqual(Math.min(frame.y + frame.height, PHONE.height));
    // Whatever shows, "Back to top" covers no "This solved my question" button.
    const overlaps = await page.evaluate(() => {
      const top = [...document.querySelectorAll("[data-help-dialog] button")].filter((b) =>
        /Back to top/.test(b.textContent ?? ""),
      );
      const solved = [...document.querySelectorAll("[data-help-dialog] button")].filter((b) =>
        /This solved my question/.test(b.textContent ?? ""),
      );
      const hit = (a: DOMRect, b: DOMRect) =>
        a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return top.flatMap((t) =>
        solved.filter((s) => hit(t.getBoundingClientRect(), s.getBoundingClientRect())).map((s) => s.outerHTML),
      );
    });
    expect(overlaps).toEqual([]);
    expectClean(recorded);
    await page.close();
  }, 90_000);

  it("opens on the live-support view from the profile menu's Contact entry", async () => {
    const recorded = await accountPage(browser, { storageState: asUser, viewport: DESKTOP });
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await profileMenuButton(page).click();
    await page
      .getByRole("menuitem", { name: "Contact" })
      .or(page.getByRole("button", { name: "Contact" }))
      .first()
      .click();
    await dialog(page).waitFor({ state: "visible" });
    expect(await attr(page, "data-view")).toBe("live-support");
    expect(await dialog(page).locator("[data-live-support]").getAttribute("data-authenticated")).toBe("true");
    expectClean(recorded);
    await page.close();
  });
});

describe("/help-center", () => {
  it("renders FAQ, knowledge base and features without header, footer or banners, under each language prefix", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, GLOBEX, "/help-center");
    expect(await page.locator("header").count()).toBe(0);
    expect(await page.locator("footer").count()).toBe(0);
    await page.locator("#faq").getByText("Is my money protected?").waitFor();
    expect(await page.locator("#knowledge-base section").count()).toBeGreaterThanOrEqual(2);
    expect(
      await page
        .locator("#knowledge-base")
        .getByRole("link", { name: /Opening an account online/ })
        .getAttribute("href"),
    ).toBe("/help-opening-an-account");
    await page.locator("#features").getByText("Deposits protected").waitFor();
    expect(await checkAccessibility(page)).toEqual([]);

    await open(page, GLOBEX, "/it/help-center?view=knowledge-base");
    await page.locator("#knowledge-base").getByText("Aprire un conto online").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("knowledge-base");
    expectClean(recorded);
    await page.close();
  });

  it("is where the help_center section's cards lead", async () => {
    const { page } = await visitor();
    await open(page, GLOBEX, "/");
    const card = page.locator('[data-section-type="help_center"] a[href="/help-center?view=knowledge-base"]').first();
    await card.click();
    await page.waitForURL((url) => url.pathname === "/help-center");
    await page.locator("[data-help-center-page]").waitFor();
    await page.close();
  });
});

/** Search and the AI assistant, through the real endpoints (GET /api/search, POST /api/assistant/ask). */
describe("search and the AI assistant", () => {
  it("/help-center searches and highlights the matched words", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, GLOBEX, "/help-center");
    await page.getByRole("searchbox").fill("card");
    await page.getByRole("button", { name: "Search" }).click();
    const results = page.locator("[data-search-results] li");
    await results.first().waitFor();
    expect(await page.locator("[data-search-results] mark").first().innerText()).toMatch(/card/i);
    expectClean(recorded);
    await page.close();
  });

  it("the ai view answers from the demo FAQ with its sources, takes feedback, and offers live support when it does not know", async () => {
    const recorded = await visitor();
    const { page } = recorded;
    await open(page, BRIGHTPATH, "/");
    await openWidget(page);
    await dialog(page).locator('[data-help-go="ai"]').click();
    await dialog(page).locator("[data-assistant]").waitFor();
    await dialog(page).getByLabel("Your question").fill("How long does a typical engagement last?");
    await dialog(page).getByRole("button", { name: "Ask", exact: true }).click();
    await dialog(page).locator('[data-turn="0"] [data-feedback]').waitFor({ timeout: 20_000 });
    expect(await dialog(page).locator('[data-turn="0"] [data-answer]').innerText()).toMatch(/16 weeks/);
    expect(await dialog(page).locator('[data-turn="0"]').getByRole("link").count()).toBeGreaterThan(0);
    await dialog(page).getByRole("button", { name: "Helpful", exact: true }).click();
    await dialog(page).getByText("Thank you for your feedback.").waitFor();

    await dialog(page).getByLabel("Your question").fill("What is the airspeed velocity of an unladen swallow?");
    await dialog(page).getByRole("button", { name: "Ask", exact: true }).click();
    await dialog(page).locator('[data-turn="1"] [data-offer-live-support]').click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-view") === "live-support", DIALOG);
    expect(await checkAccessibility(page)).toEqual([]);

    // "Talk to a person": the conversation starts with the assistant's own record of both answers.
    await dialog(page).getByText("Your conversation with the AI assistant is passed on with your message.").waitFor();
    await dialog(page).getByLabel("Your name").fill("Hana Handover");
    await dialog(page).getByLabel("Your e-mail address").fill("hana@example.com");
    await dialog(page).getByLabel("Your message").fill("Can someone call me?");
    await dialog(page).getByRole("button", { name: "Start the conversation" }).click();
    await page.waitForFunction(() => window.localStorage.getItem("liveChat_conversation") !== null);
    const kept = await page.evaluate(() => ({
      id: window.localStorage.getItem("liveChat_conversation"),
      token: window.localStorage.getItem("liveChat_token"),
    }));
    const detail = (await (
      await page.context().request.get(siteUrl(BRIGHTPATH, `/api/conversations/${kept.id}`), {
        headers: { "x-visitor-token": kept.token! },
      })
    ).json()) as { messages: { author_kind: string; author_name: string; body: string }[] };
    expect(detail.messages[0]).toMatchObject({ author_kind: "system", author_name: "Assistant" });
    expect(detail.messages[0]!.body).toContain("Q: How long does a typical engagement last?\nA: ");
    expect(detail.messages[0]!.body).toContain("16 weeks");
    expect(detail.messages[0]!.body).toContain(
      "Q: What is the airspeed velocity of an unladen swallow?\nA: I don't know",
    );
    expectClean(recorded);
    await page.close();
  });
});
