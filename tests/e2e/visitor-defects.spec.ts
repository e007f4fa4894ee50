import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { BRIGHTPATH, GLOBEX, fetchRaw, siteUrl } from "./support/site.ts";
import { untranslated } from "./support/untranslated.ts";
import { seededDataDir } from "./support/data-dir.ts";

/** Issue 21, "what a visitor should never see": each defect found by trying both demo sites. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 375, height: 812 } };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function open(host: string, path: string, options = PHONE): Promise<Page> {
  const { page } = await newPage(browser, options);
  page.setDefaultTimeout(10_000);
  await page.goto(siteUrl(host, path));
  await waitForHydration(page);
  return page;
}

/** Headings on screen whose text lies under something else (a banner, a tab, the cookie banner). */
function coveredHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const heading of document.querySelectorAll("main h1, main h2")) {
      const range = document.createRange();
      range.selectNodeContents(heading);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.bottom <= 0 || rect.top >= innerHeight) continue;
        for (const [x, y] of [
          [rect.left + 2, rect.top + rect.height / 2],
          [rect.right - 2, rect.top + rect.height / 2],
          [rect.left + rect.width / 2, rect.top + rect.height / 2],
        ] as const) {
          if (x < 0 || x >= innerWidth) continue;
          const top = document.elementFromPoint(x, y);
          // The cookie banner covers the bottom of the window until the visitor answers it, by design.
          if (top && !heading.contains(top) && !top.contains(heading) && !top.closest("[data-cookie-banner]")) {
            covered.push(`${heading.textContent?.trim()} under ${top.outerHTML.slice(0, 80)}`);
          }
        }
      }
    }
    return [...new Set(covered)];
  });
}

/** Close buttons of banners that a pointer cannot reach (something lies over their centre). */
function unreachableCloseButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-dismiss-banner]")]
      .filter((button) => button.offsetParent !== null)
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !top || !button.contains(top);
      })
      .map((button) => button.closest("[data-banner-id]")?.textContent?.slice(0, 60) ?? "?"),
  );
}

describe("banners cover nothing", () => {
  for (const [host, path] of [
    [GLOBEX, "/"],
    [BRIGHTPATH, "/showcase"],
  ] as const) {
    for (const [label, options] of [
      ["375 px", PHONE],
      ["1440 px", DESKTOP],
    ] as const) {
      it(`${host}${path} at ${label}: no heading under a banner, every close button reachable with the cookie banner up`, async () => {
        const page = await open(host, path, options);
        await page.waitForSelector("[data-cookie-banner]");
        expect(await coveredHeadings(page)).toEqual([]);
        expect(await unreachableCloseButtons(page)).toEqual([]);
        if (options === PHONE) {
          // Side banners are a collapsed tab on phones: no card at the edge until the visitor opens it.
          const cards = await page.evaluate(
            () =>
              [
                ...document.querySelectorAll<HTMLElement>(
                  "aside[data-banner-position=left], aside[data-banner-position=right]",
                ),
              ].filter((aside) => aside.offsetParent !== null).length,
          );
          expect(cards).toBe(0);
          const tab = page.locator("[data-banner-tab]").first();
          expect((await tab.boundingBox())!.width).toBeLessThanOrEqual(32);
          await tab.click();
          await page.locator("aside[data-banner-position=left], aside[data-banner-position=right]").first().waitFor();
        }
        await page.context().close();
      });
    }
  }

  it("shows one top banner at a time on a phone, its whole text, the next one a tap away", async () => {
    const page = await open(BRIGHTPATH, "/");
    const slots = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-banner-slot]")]
        .filter((slot) => slot.offsetParent !== null)
        .map((slot) => ({
          height: slot.getBoundingClientRect().height,
          clipped: [...slot.querySelectorAll<HTMLElement>("p span")].some(
            (span) => span.scrollWidth > span.clientWidth + 1,
          ),
        })),
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]!.clipped).toBe(false);
    expect(slots[0]!.height).toBeLessThanOrEqual(80);
    const first = await page.locator("[data-banner-slot]:visible").textContent();
    await page.getByRole("button", { name: "Next banner" }).first().click();
    await page.waitForFunction(
      (text) => document.querySelector<HTMLElement>("[data-banner-slot]:not(.max-md\\:hidden)")?.textContent !== text,
      first,
    );
    await page.context().close();
  });
});

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

describe("every text under a language prefix is in that language", () => {
  // The demo content as seeded, on a server of its own: the shared e2e server holds pages and posts
  // that other specs wrote in English only, which fall back to English under a prefix by the spec's
  // rule (a CI run failed on a page left by page-editors.spec.ts).
  let fresh: ServerProcess;
  beforeAll(async () => {
    fresh = await startServer({
      dataDir: seededDataDir("languages"),
      env: { LOG_LEVEL: "warn" },
    });
  });
  afterAll(async () => {
    await fresh?.stop();
  });
  const fetchFresh = (host: string, pathname: string) => fetchRaw(host, pathname, { port: fresh.port });

  for (const [host, locales] of [
    [BRIGHTPATH, ["es", "fr", "de"]],
    [GLOBEX, ["de", "fr", "it"]],
  ] as const) {
    it(`${host}: each page of the sitemap in ${locales.join(", ")} has no English text of its English version`, async () => {
      const sitemap = (await fetchFresh(host, "/sitemap.xml")).body;
      const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
        .map((match) => match[1]!)
        .filter((path) => !/^\/(es|fr|de|it)(\/|$)/.test(path));
      expect(paths.length).toBeGreaterThan(5);
      const found: { where: string; text: string }[] = [];
      // A post nobody translated shows its base text
      // under every prefix, as the spec's fallback rule says; lists that show it may too.
      const untranslatedPosts = new Set<string>();
      const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
      for (const path of [...paths, "/showcase"]) {
        const english = (await fetchFresh(host, path)).body;
        for (const locale of locales) {
          const localized = (await fetchFresh(host, `/${locale}${path === "/" ? "" : path}`)).body;
          const texts = untranslated(english, localized);
          if (english.includes("data-post-type=") && h1(english) !== "" && h1(english) === h1(localized)) {
            for (const text of texts) untranslatedPosts.add(text);
            continue;
          }
          for (const text of texts) found.push({ where: `/${locale}${path}`, text });
        }
      }
      expect(
        found.filter(({ text }) => !untranslatedPosts.has(text)).map(({ where, text }) => `${where}: ${text}`),
      ).toEqual([]);
      // Four fetches for each page of the sitemap, one after another.
    }, 120_000);
  }
});

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString("latin1") !== "PNG") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("sharing", () => {
  for (const [host, path] of [
    [BRIGHTPATH, "/"],
    [BRIGHTPATH, "/services"],
    // The test's own requests resolve `localhost` only (Chromium resolves every *.localhost itself).
    [BRIGHTPATH, "/outlook-2027"],
  ] as const) {
    it(`${host}${path}: og:image is a 1200×630 PNG`, async () => {
      const head = (await fetchRaw(host, path)).body;
      const image = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
      expect(image).toBeTruthy();
      const url = new URL(image!.replace(/&amp;/g, "&"));
      const { page } = await newPage(browser, DESKTOP);
      const response = await page.request.get(siteUrl(host, url.pathname + url.search));
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      await page.context().close();
    });
  }
});

describe("page structure", () => {
  for (const [host, path] of [
    [BRIGHTPATH, "/showcase"],
    [BRIGHTPATH, "/showcase/fixed"],
    [GLOBEX, "/showcase"],
    [GLOBEX, "/showcase/ring"],
    [BRIGHTPATH, "/outlook-2027"],
    [GLOBEX, "/savings-week"],
    [GLOBEX, "/"],
  ] as const) {
    it(`${host}${path}: one h1, no style element in the body, unique landmark names, no redundant roles, no demo notes`, async () => {
      const page = await open(host, path, DESKTOP);
      const report = await page.evaluate(() => {
        const names = new Map<string, number>();
        for (const landmark of document.querySelectorAll(
          "nav, aside, [role=region], section[aria-label], section[aria-labelledby]",
        )) {
          const label =
            landmark.getAttribute("aria-label") ??
            document.getElementById(landmark.getAttribute("aria-labelledby") ?? "")?.textContent ??
            "";
          const key = `${landmark.tagName}:${label.trim()}`;
          names.set(key, (names.get(key) ?? 0) + 1);
        }
        const redundant = [
          ...document.querySelectorAll(
            "nav[role=navigation], header[role=banner], footer[role=contentinfo], main[role=main], aside[role=complementary], button[role=button], ul[role=list], a[href][role=link]",
          ),
        ].map((node) => node.outerHTML.slice(0, 60));
        return {
          h1: document.querySelectorAll("h1").length,
          styleInBody: document.querySelectorAll("body style").length,
          duplicates: [...names.entries()].filter(([, count]) => count > 1).map(([key]) => key),
          redundant,
          text: document.body.innerText,
        };
      });
      expect(report.h1).toBe(1);
      expect(report.styleInBody).toBe(0);
      expect(report.duplicates).toEqual([]);
      expect(report.redundant).toEqual([]);
      expect(report.text).not.toMatch(/this page uses|header type|this banner is fixed/i);
      await page.context().close();
    });
  }
});
