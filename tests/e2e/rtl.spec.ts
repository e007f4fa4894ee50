import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { organizationId } from "./support/chrome-editors.ts";
import { projectRoot } from "./support/server-process.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";
import { DESKTOP, PHONE } from "./support/visitor-page.ts";
import * as m from "../../shared/i18n/paraglide/messages.js";

/**
 * Arabic as a language of Brightpath (decisions 071, 072) — the same pages under /ar,
 * right to left; the editors take the direction of the person's UI language, not the page's. The
 * screenshots in test-results/rtl (1440 and 375 px, Arabic and English side by
 * side) are for a person to compare before the issue is called done.
 */
const SHOTS = path.join(projectRoot, "test-results", "rtl");
const ARABIC = {
  title: "نصائح تدفعك إلى الأمام",
  description: "مستشارون مستقلون في الاستراتيجية والعمليات والتحول الرقمي، من ورشة العمل الأولى إلى آخر مرحلة.",
  button: "تعرّف على مستشارينا",
};

type Hero = {
  id: number;
  title: string;
  title_translation: Record<string, string> | null;
  description_translation: Record<string, string> | null;
  button_translation: Record<string, string> | null;
};

let browser: Browser;
let admin: BrowserContext;
let orgId: number;
let locales: string[];
let hero: Hero;

async function write(method: "PUT", requestPath: string, body: object) {
  const { path: target, data } = await versioned(admin, method, requestPath, body);
  const response = await admin.request.fetch(siteUrl(BRIGHTPATH, target), {
    method,
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  expect(response.status(), `${method} ${requestPath}: ${await response.text()}`).toBe(200);
}

/** The admin's UI language (decision 074): the editors' direction follows it, not the page's. */
async function setUiLanguage(context: BrowserContext, uiLocale: string | null) {
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, "/api/account/ui-language"), {
    method: "PUT",
    data: { uiLocale },
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  expect(response.status()).toBe(200);
}

/** The admin signed in on a page, its overlay loaded; the editor of the home hero opened. */
async function openHeroEditor(width: typeof DESKTOP | typeof PHONE, pathname: string) {
  const recorded = await newPage(browser, width);
  const { page } = recorded;
  page.setDefaultTimeout(15_000);
  await signInWithApi(page.context(), DEMO.brightpathAdmin);
  await page.goto(siteUrl(BRIGHTPATH, pathname));
  await waitForHydration(page);
  // The admin overlay (and its editor host) loads after hydration; its Create button says it is there.
  await page.locator("[data-admin-create-menu]").waitFor();
  await page.evaluate(
    (heroId) =>
      window.dispatchEvent(
        new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
      ),
    hero.id,
  );
  const dialog = page.locator("[data-slot=editor-dialog]");
  await dialog.waitFor();
  await dialog.locator("textarea").first().waitFor();
  return { ...recorded, dialog };
}

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const { page } = await newPage(browser);
  admin = page.context();
  await signInWithApi(admin, DEMO.brightpathAdmin);
  orgId = await organizationId(admin);
  const org = (await (await admin.request.get(siteUrl(BRIGHTPATH, `/api/organizations/${orgId}`))).json()) as {
    settings: { supported_locales: string[] };
  };
  locales = org.settings.supported_locales;
  const heroes = (await (await admin.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))).json()) as Hero[];
  hero = heroes[0]!;
  // Arabic becomes a language of the site, and the home hero gets Arabic texts (through the API).
  await write("PUT", `/api/organizations/${orgId}`, {
    settings: { supported_locales: [...locales.filter((locale) => locale !== "ar"), "ar"] },
  });
  await write("PUT", `/api/heroes/${hero.id}`, {
    title_translation: { ...hero.title_translation, ar: ARABIC.title },
    description_translation: { ...hero.description_translation, ar: ARABIC.description },
    button_translation: { ...hero.button_translation, ar: ARABIC.button },
  });
}, 60_000);

afterAll(async () => {
  // Put the demo back for the other specs.
  if (admin) await setUiLanguage(admin, null).catch(() => {});
  if (admin && hero) {
    await write("PUT", `/api/heroes/${hero.id}`, {
      title_translation: hero.title_translation,
      description_translation: hero.description_translation,
      button_translation: hero.button_translation,
    }).catch(() => {});
    await write("PUT", `/api/organizations/${orgId}`, { settings: { supported_locales: locales } }).catch(() => {});
  }
  await admin?.close();
  await browser?.close();
}, 60_000);

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
}

const centre = (b: Box) => b.x + b.width / 2;

/** Where the mirrored parts sit on one page: the logo, the help button, the cookie banner's buttons and title. */
async function landmarks(page: Page) {
  const banner = page.locator("[data-cookie-banner]");
  await banner.locator("h2").waitFor();
  await page.locator("[data-help-button]").waitFor();
  return {
    logo: centre(await box(page.locator("header").getByRole("link").first())),
    help: centre(await box(page.locator("[data-help-button]"))),
    bannerTitle: await box(banner.locator("h2")),
    bannerBox: await box(banner.locator("h2").locator("xpath=..")),
    settings: centre(await box(banner.getByRole("button").first())),
    accept: centre(await box(banner.getByRole("button").last())),
    heroTitle: await box(page.locator("[data-hero-section] h1")),
  };
}

async function visitor(width: typeof DESKTOP | typeof PHONE, pathname: string, locale: string) {
  // A browser in the page's language: no language suggestion comes up (it would load while the
  // positions are read).
  const recorded = await newPage(browser, { ...width, locale });
  recorded.page.setDefaultTimeout(15_000);
  await recorded.page.goto(siteUrl(BRIGHTPATH, pathname));
  await waitForHydration(recorded.page);
  return recorded;
}

describe("Arabic on Brightpath, right to left", () => {
  it("serves /ar as an Arabic page: <html lang=ar dir=rtl>, the Arabic hero; other prefixes keep their direction", async () => {
    const arabic = await fetchRaw(BRIGHTPATH, "/ar");
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatch(/<html[^>]*\blang="ar"[^>]*\bdir="rtl"/);
    expect(arabic.body).toContain(ARABIC.title);
    const spanish = await fetchRaw(BRIGHTPATH, "/es");
    expect(spanish.body).toMatch(/<html[^>]*\blang="es"[^>]*\bdir="ltr"/);
    const english = await fetchRaw(BRIGHTPATH, "/");
    expect(english.body).toMatch(/<html[^>]*\blang="en"[^>]*\bdir="ltr"/);
    // The language switch offers Arabic, with its own direction.
    expect(english.body).toMatch(/<a[^>]*href="\/ar"[^>]*lang="ar"[^>]*dir="rtl"|<a[^>]*lang="ar"[^>]*dir="rtl"/);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport.viewport.width;
    it(`mirrors the header, the help button and the cookie banner at ${width} px, axe-clean`, async () => {
      const english = await visitor(viewport, "/", "en-US");
      const ltr = await landmarks(english.page);
      await english.page.screenshot({ path: path.join(SHOTS, `home-en-${width}.png`) });
      const arabic = await visitor(viewport, "/ar", "ar");
      const { page } = arabic;
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
      await page.locator("[data-hero-section] h1", { hasText: ARABIC.title }).waitFor();
      const rtl = await landmarks(page);
      await page.screenshot({ path: path.join(SHOTS, `home-ar-${width}.png`) });
      await page.screenshot({ path: path.join(SHOTS, `home-ar-${width}-full.png`), fullPage: true });

      const half = width / 2;
      // The logo starts the line: left in English, right in Arabic.
      expect(ltr.logo).toBeLessThan(half);
      expect(rtl.logo).toBeGreaterThan(half);
      // The help button takes the end corner: bottom right in English, bottom left in Arabic.
      expect(ltr.help).toBeGreaterThan(half);
      expect(rtl.help).toBeLessThan(half);
      expect(rtl.help).toBeCloseTo(width - ltr.help, -1);
      // The cookie banner reads from the right: its title starts at its box's right edge, and the
      // buttons run the other way (Settings first, at the start).
      expect(rtl.bannerTitle.x + rtl.bannerTitle.width).toBeCloseTo(rtl.bannerBox.x + rtl.bannerBox.width, 0);
      expect(ltr.bannerTitle.x).toBeCloseTo(ltr.bannerBox.x, 0);
      if (width > 700) {
        expect(ltr.settings).toBeLessThan(ltr.accept);
        expect(rtl.settings).toBeGreaterThan(rtl.accept);
      }
      // The hero's title is aligned to the start: its right edge in Arabic.
      const heroSection = await box(page.locator("[data-hero-section]"));
      expect(rtl.heroTitle.x + rtl.heroTitle.width).toBeGreaterThan(heroSection.x + heroSection.width / 2);

      expect(await checkAccessibility(page)).toEqual([]);
      english.expectNoProblems();
      arabic.expectNoProblems();
    }, 60_000);
  }

  it("opens the help dialog at the bottom left and the phone menu from the right (screenshots for review)", async () => {
    const desktop = await visitor(DESKTOP, "/ar", "ar");
    await desktop.page.locator("[data-help-button]").click();
    const help = desktop.page.locator("[data-help-dialog]");
    await help.waitFor();
    const helpBox = await box(help);
    // Bottom end corner: its left edge 1 rem from the window's left.
    expect(helpBox.x).toBeLessThan(40);
    expect(await help.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await desktop.page.screenshot({ path: path.join(SHOTS, "help-ar-1440.png") });
    expect(await checkAccessibility(desktop.page)).toEqual([]);
    desktop.expectNoProblems();

    const phone = await visitor(PHONE, "/ar", "ar");
    const toggle = phone.page.locator("header").getByRole("button", { expanded: false }).first();
    await toggle.click();
    const menu = phone.page.locator("header nav").last();
    await menu.waitFor();
    await phone.page.screenshot({ path: path.join(SHOTS, "menu-ar-375.png") });
    // The menu's entries start at the right.
    const first = await box(menu.getByRole("link").first());
    expect(first.x + first.width).toBeGreaterThan(375 / 2);
    phone.expectNoProblems();
  }, 60_000);

  it("opens the hero editor on /ar right to left for an Arabic-speaking admin: axe-clean, Tab stays inside, Escape closes", async () => {
    await setUiLanguage(admin, "ar");
    const { page, dialog, expectNoProblems } = await openHeroEditor(DESKTOP, "/ar");
    // The admin's create button takes the end corner of the page: bottom left in Arabic.
    expect(centre(await box(page.locator("[data-admin-create-menu]")))).toBeLessThan(720);
    expect(await dialog.getAttribute("dir")).toBe("rtl");
    expect(await direction(dialog)).toBe("rtl");
    // The close button sits at the dialog's end: the left in Arabic.
    const frame = await box(dialog);
    const close = await box(dialog.getByRole("button", { name: m.editor_close({}, { locale: "ar" }) }).first());
    expect(centre(close)).toBeLessThan(centre(frame));
    await page.screenshot({ path: path.join(SHOTS, "hero-editor-ar-1440.png") });
    expect(await checkAccessibility(page)).toEqual([]);

    // The resize handle sits in the bottom-left corner; the arrow away from the dialog widens it
    // and its right edge stays where it was.
    const handle = dialog.getByRole("button", { name: m.editor_resizeDialog({}, { locale: "ar" }) });
    const handleBox = await box(handle);
    expect(centre(handleBox)).toBeLessThan(centre(frame));
    await handle.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await box(dialog)).width).toBeGreaterThan(frame.width);
    const wider = await box(dialog);
    expect(wider.x + wider.width).toBeCloseTo(frame.x + frame.width, 0);

    // Keyboard: Tab moves through the dialog's controls and never leaves it.
    const seen = new Set<string>();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const inside = Boolean(active?.closest("[role=dialog]"));
        return {
          inside,
          name: `${active?.tagName}:${active?.getAttribute("aria-label") ?? active?.textContent?.trim()}`,
        };
      });
      expect(where.inside, `Tab ${step + 1} left the dialog (${where.name})`).toBe(true);
      seen.add(where.name);
    }
    expect(seen.size).toBeGreaterThan(5);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expectNoProblems();
  }, 90_000);

  it("opens the hero editor at 375 px right to left for an Arabic-speaking admin (screenshot for review)", async () => {
    await setUiLanguage(admin, "ar");
    const { page, dialog } = await openHeroEditor(PHONE, "/ar");
    expect(await direction(dialog)).toBe("rtl");
    await page.screenshot({ path: path.join(SHOTS, "hero-editor-ar-375.png") });
    expect(await checkAccessibility(page)).toEqual([]);
  }, 90_000);

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport.viewport.width;
    it(`gives an Arabic-speaking admin a right-to-left editor on an English page at ${width} px; the page stays left to right`, async () => {
      await setUiLanguage(admin, "ar");
      const { page, dialog, expectNoProblems } = await openHeroEditor(viewport, "/");
      expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
      expect(await dialog.getAttribute("dir")).toBe("rtl");
      expect(await direction(dialog)).toBe("rtl");
      // The page behind it stays English, left to right.
      expect(await direction(page.locator("[data-hero-section]"))).toBe("ltr");
      await page.screenshot({ path: path.join(SHOTS, `hero-editor-ar-ui-en-page-${width}.png`) });
      expect(await checkAccessibility(page)).toEqual([]);
      expectNoProblems();
    }, 90_000);
  }

  it("gives an English-speaking admin a left-to-right editor on an Arabic page", async () => {
    await setUiLanguage(admin, "en");
    const { page, dialog, expectNoProblems } = await openHeroEditor(DESKTOP, "/ar");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await dialog.getAttribute("dir")).toBe("ltr");
    expect(await direction(dialog)).toBe("ltr");
    const frame = await box(dialog);
    const close = await box(dialog.getByRole("button", { name: m.editor_close({}, { locale: "en" }) }).first());
    expect(centre(close)).toBeGreaterThan(centre(frame));
    await page.screenshot({ path: path.join(SHOTS, "hero-editor-en-ui-ar-page-1440.png") });
    expectNoProblems();
  }, 90_000);

  it("puts the section edit buttons at the section's top end corner: top left in Arabic, top right in English", async () => {
    await setUiLanguage(admin, null);
    const corners: Record<string, { fromLeft: number; fromRight: number }> = {};
    for (const [pathname, name] of [
      ["/", "en"],
      ["/ar", "ar"],
    ] as const) {
      const { page, expectNoProblems } = await newPage(browser, DESKTOP);
      page.setDefaultTimeout(15_000);
      await signInWithApi(page.context(), DEMO.brightpathAdmin);
      await page.goto(siteUrl(BRIGHTPATH, pathname));
      await waitForHydration(page);
      const button = page.locator(`[data-edit-button-for="hero-${hero.id}"]`);
      await button.waitFor({ state: "attached" });
      const section = page.locator(`[data-hero-section="${hero.id}"]`);
      await section.hover();
      await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      const sectionBox = await box(section);
      const buttonBox = await box(button);
      corners[name] = {
        fromLeft: buttonBox.x - sectionBox.x,
        fromRight: sectionBox.x + sectionBox.width - (buttonBox.x + buttonBox.width),
      };
      expect(buttonBox.y - sectionBox.y).toBeCloseTo(8, -1);
      await page.screenshot({ path: path.join(SHOTS, `section-edit-buttons-${name}-1440.png`) });
      // The admin overlay's other floating buttons on the same page, for review.
      await page.screenshot({ path: path.join(SHOTS, `admin-overlay-${name}-1440-full.png`), fullPage: true });
      expectNoProblems();
    }
    expect(corners.en!.fromRight).toBeCloseTo(8, -1);
    expect(corners.en!.fromLeft).toBeGreaterThan(100);
    expect(corners.ar!.fromLeft).toBeCloseTo(8, -1);
    expect(corners.ar!.fromRight).toBeGreaterThan(100);
  }, 90_000);
});
