import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "./support/accessibility.ts";
import { DEMO, signedInState } from "./support/accounts.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, fetchRaw, GLOBEX, siteUrl, withConsentChosen } from "./support/site.ts";
import { DESKTOP, openVisitorPage, PHONE } from "./support/visitor-page.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]+)"`, "g"))].map((match) => match[1]!);

const DISMISSIBLE_TEXT = "New: our 2026 operations benchmark is out.";

/** Waits until React has hydrated `selector` (lazily loaded parts hydrate when their code arrives). */
async function waitForHydrated(page: Page, selector: string) {
  await page.waitForFunction((target) => {
    const node = document.querySelector(target);
    return Boolean(node && Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
  }, selector);
}

describe("section types from the demo data", () => {
  it("renders every section type of this work on the two demo sites, in the server HTML", async () => {
    const pages = [
      [BRIGHTPATH, "/"],
      [BRIGHTPATH, "/showcase"],
      [GLOBEX, "/"],
      [GLOBEX, "/showcase"],
    ] as const;
    const types = new Set<string>();
    for (const [host, path] of pages) {
      const response = await fetchRaw(host, path);
      expect(response.status, `${host}${path}`).toBe(200);
      for (const type of attributeValues(response.body, "data-section-type")) types.add(type);
    }
    for (const type of [
      "general",
      "reviews",
      "help_center",
      "real_estate",
      "brand",
      "contact",
      "faq",
      "team",
      "testimonials",
    ]) {
      expect([...types], type).toContain(type);
    }
  });

  it("gives each home page 6 to 8 sections of different types", async () => {
    for (const host of [BRIGHTPATH, GLOBEX]) {
      const { body } = await fetchRaw(host, "/");
      const count =
        attributeValues(body, "data-template-section").length + attributeValues(body, "data-heading-section").length;
      expect(count, host).toBeGreaterThanOrEqual(6);
      expect(count, host).toBeLessThanOrEqual(8);
      expect(new Set(attributeValues(body, "data-section-type")).size, host).toBeGreaterThanOrEqual(5);
    }
  });

  it("derives the section type from the first legacy flag (Globex's FAQ, the showcase's brands)", async () => {
    const globex = await fetchRaw(GLOBEX, "/");
    expect(globex.body).toContain("Is my money protected?");
    const showcase = await fetchRaw(BRIGHTPATH, "/showcase");
    expect(showcase.body).toMatch(/data-section-type="brand"[^>]*>(?:(?!data-template-section).)*Partners/s);
  });

  it("shows every header type and footer variant on some page", async () => {
    const headers = new Set<string>();
    const footers = new Set<string>();
    for (const [host, path] of [
      [BRIGHTPATH, "/"],
      [BRIGHTPATH, "/showcase"],
      [BRIGHTPATH, "/showcase/fixed"],
      [GLOBEX, "/"],
      [GLOBEX, "/showcase"],
      [GLOBEX, "/showcase/ring"],
    ] as const) {
      const { body } = await fetchRaw(host, path);
      attributeValues(body, "data-header-type").forEach((type) => headers.add(type));
      attributeValues(body, "data-footer-variant").forEach((type) => footers.add(type));
    }
    expect([...headers].sort()).toEqual(["default", "fixed", "mini", "ring_card_mini", "transparent"]);
    expect([...footers].sort()).toEqual(["compact", "default", "grid"]);
  });
});

describe("banners", () => {
  it("shows a countdown banner (72 px) counting down, and Sale Ended once past", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.clock.install();
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    const banner = page.locator("[data-countdown-banner]");
    await waitForHydrated(page, '[data-countdown="running"]');
    expect((await banner.boundingBox())?.height).toBe(72);
    const before = await banner.locator('[data-countdown="running"]').textContent();
    await page.clock.runFor(2_000);
    expect(await banner.locator('[data-countdown="running"]').textContent()).not.toBe(before);
    // Three weeks later, on the open page.
    await page.clock.fastForward(22 * 86_400_000);
    await expect(banner.locator('[data-countdown="ended"]').textContent()).resolves.toBe("Sale Ended");
    expectNoProblems();
  });

  it("keeps a dismissed banner away after reload, and brings it back after its duration (1 minute)", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.clock.install();
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await waitForHydrated(page, "[data-dismiss-banner]");
    const banner = page.locator("[data-banner-id]", { hasText: DISMISSIBLE_TEXT });
    await banner.getByRole("button", { name: "Dismiss banner" }).click();
    await banner.waitFor({ state: "detached" });
    const stored = await page.evaluate(() => localStorage.getItem("dismissedBannerIds"));
    expect(JSON.parse(stored!)).toHaveLength(1);

    await page.reload();
    await waitForHydration(page);
    // Hidden before and after hydration (the page itself comes from the shared cache).
    expect(await banner.isVisible()).toBe(false);

    await page.clock.runFor(61_000);
    await banner.waitFor({ state: "visible" });
    await page.reload();
    await waitForHydration(page);
    expect(await banner.isVisible()).toBe(true);
    expectNoProblems();
  });

  it("stores a signed-in user's dismissal on the server", async () => {
    const storageState = await signedInState(browser, DEMO.brightpathUser);
    const { page, expectNoProblems } = await newPage(browser, { storageState });
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    const banner = page.locator("[data-banner-id]", { hasText: DISMISSIBLE_TEXT });
    await waitForHydrated(page, "[data-dismiss-banner]");
    const id = await banner.getAttribute("data-banner-id");
    const dismissed = page.waitForResponse((response) => /\/api\/banners\/\d+\/dismiss$/.test(response.url()));
    await banner.getByRole("button", { name: "Dismiss banner" }).click();
    expect((await dismissed).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem("dismissedBannerIds"))).toBeNull();
    // The server's own HTML leaves it out now.
    const html = await page.evaluate(async () => (await fetch("/", { credentials: "same-origin" })).text());
    expect(html).not.toContain(`data-banner-id="${id}"`);
    expect(html).toContain("data-banner-id=");
    expectNoProblems();
  });

  // The banner markup is a lazy chunk: React keeps the server's HTML of it until the chunk arrives.
  // It used to drop that HTML (and the page body jumped up by the banner's height until the chunk
  // came) when the post-hydration recompute of the banners ran first — which happened only when
  // the chunk was slow, as on a busy CI machine. Delaying the chunk makes that case certain here.
  it("reserves the banners' space in the server HTML: the page body does not move when scripts run", async () => {
    // The server's layout, styles loaded and no script run: measured with JavaScript off, since a
    // measurement taken while the stylesheet is still loading would see an unstyled page.
    const { page: serverOnly } = await newPage(browser, { javaScriptEnabled: false });
    await withConsentChosen(serverOnly.context(), GLOBEX);
    await serverOnly.goto(siteUrl(GLOBEX, "/"), { waitUntil: "load" });
    const before = await serverOnly.locator("main h1").boundingBox();
    const footerLinks = await serverOnly.locator("footer a").count();
    await serverOnly.close();
    const { page, expectNoProblems } = await newPage(browser);
    const chunk = slowBannerChunk(page);
    await page.goto(siteUrl(GLOBEX, "/"), { waitUntil: "load" });
    await waitForHydration(page);
    const hydrated = await page.locator("main h1").boundingBox();
    expect(chunk.served(), "the banner chunk is still on its way").toBe(false);
    await chunk.arrived;
    // React hydrates the banner once its code is there.
    await page.waitForFunction(() => {
      const banner = document.querySelector("[data-banner-position=top]");
      return Boolean(banner) && Object.keys(banner!).some((key) => key.startsWith("__reactFiber$"));
    });
    const after = await page.locator("main h1").boundingBox();
    expect(before?.y).toBeGreaterThan(0);
    expect(hydrated?.y).toBe(before?.y);
    // The footer is a lazy chunk too (held back as well): its server HTML stays while it loads.
    expect(footerLinks).toBeGreaterThan(0);
    expect(await page.locator("footer a").count()).toBe(footerLinks);
    expect(after?.y).toBe(before?.y);
    expect(await page.locator("[data-banner-position=top]").count()).toBeGreaterThan(0);
    expectNoProblems();
  });

  it("keeps a dismissed top banner's space away from the first paint on (no jump when the banner code arrives)", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.goto(siteUrl(GLOBEX, "/"), { waitUntil: "load" });
    await waitForHydration(page);
    const banner = page.locator("[data-banner-position=top]").first();
    const id = Number(await banner.getAttribute("data-banner-id"));
    const withBanner = await page.locator("main h1").boundingBox();
    await page.evaluate(
      (bannerId) =>
        localStorage.setItem(
          "dismissedBannerIds",
          JSON.stringify([{ id: bannerId, expiresAt: Date.now() + 10 * 60_000 }]),
        ),
      id,
    );
    const chunk = slowBannerChunk(page);
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    const early = await page.locator("main h1").boundingBox();
    await chunk.arrived;
    // React removes the dismissed banner (and the early style rule) once the banner code is there.
    await page.waitForFunction(
      (bannerId) =>
        !document.querySelector(`[data-banner-id="${bannerId}"]`) && !document.getElementById("banner-dismissals"),
      id,
    );
    const late = await page.locator("main h1").boundingBox();
    expect(early?.y).toBeLessThan(withBanner!.y);
    expect(late?.y).toBe(early?.y);
    expectNoProblems();
  });
});

/**
 * Holds the banner markup's chunk back for 1.5 s, as a slow network or a busy CPU would (the
 * footer's chunk 3 s, so it is still on its way when the banners have arrived).
 */
function slowBannerChunk(page: Page): { arrived: Promise<void>; served: () => boolean } {
  let served = false;
  let markServed = () => {};
  const arrived = new Promise<void>((resolve) => (markServed = resolve));
  void page.route(/\/assets\/site-banners-[^/]*\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    served = true;
    markServed();
  });
  void page.route(/\/assets\/site-footer-[^/]*\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  return { arrived, served: () => served };
}

describe("keyboard", () => {
  it("dismisses a banner, opens a FAQ answer and expands a collapsed banner with the keyboard alone", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.goto(siteUrl(GLOBEX, "/"));
    await waitForHydration(page);
    await waitForHydrated(page, "[data-dismiss-banner]");
    // A side banner is its card (aside) and, collapsed, its tab (a button of its own, decision 037).
    const side = page.locator('aside[data-banner-position="right"]');
    await side.getByRole("button", { name: "Dismiss banner" }).focus();
    await page.keyboard.press("Enter");
    await side.waitFor({ state: "detached" });

    const question = page.locator("details summary", { hasText: "What does an advisor cost?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await page.locator("details[open]", { hasText: "What does an advisor cost?" }).waitFor();

    await page.goto(siteUrl(BRIGHTPATH, "/showcase"));
    await waitForHydration(page);
    await waitForHydrated(page, 'button[data-banner-tab][data-banner-position="right"]');
    await page.locator('button[data-banner-tab][data-banner-position="right"]').focus();
    await page.keyboard.press("Enter");
    await page
      .locator('aside[data-banner-position="right"]')
      .getByText("Our 2026 benchmark: 140 projects, one report.")
      .waitFor();
    expectNoProblems();
  });
});

describe("hidden areas", () => {
  it("hides banners, navbar and footer on the spec's areas, with or without a language prefix", async () => {
    const home = await fetchRaw(BRIGHTPATH, "/");
    expect(home.body).toContain("<header");
    expect(home.body).toContain("<footer");
    expect(home.body).toContain("data-banner-id");
    for (const path of ["/help-center", "/es/help-center", "/account/profile/tickets", "/de/account/edupro/course"]) {
      const { body } = await fetchRaw(BRIGHTPATH, path);
      expect(body, path).not.toContain("<header");
      expect(body, path).not.toContain("<footer");
      expect(body, path).not.toMatch(/data-banner-id="\d/);
    }
  });
});

describe("the contact form", () => {
  it("sends a message: success shown, mailed to the organization's admin", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    await page.goto(siteUrl(GLOBEX, "/"));
    await waitForHydration(page);
    const form = page.locator('[data-section-type="contact"] form');
    await form.scrollIntoViewIfNeeded();
    await waitForHydrated(page, '[data-section-type="contact"] form');
    const since = new Date();
    const name = `Visitor ${Date.now()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Message").fill("I would like advice on <b>saving</b> for a house.");
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("status").waitFor();
    expect(await form.getByRole("status").textContent()).toContain("Your message has been sent");
    const mail = await waitForMail({ to: DEMO.globexAdmin.email, subject: name, since });
    expect(mail.text).toContain("I would like advice on saving for a house.");
    expect(mail.html).not.toContain("<b>saving");
    expectNoProblems();
  });
});

describe("freshness", () => {
  it("refetches the sections uncached on template-section-updated, and shows Error: {message} in red on failure", async () => {
    const { page } = await newPage(browser);
    await page.goto(siteUrl(GLOBEX, "/"));
    await waitForHydration(page);
    const refetch = page.waitForRequest((request) =>
      /\/api\/template-sections\?url_page=%2F&t=\d+$/.test(
        new URL(request.url()).pathname + new URL(request.url()).search,
      ),
    );
    await page.evaluate(() => window.dispatchEvent(new Event("template-section-updated")));
    await refetch;

    await page.route("**/api/template-heading-sections?**", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Service down" }) }),
    );
    await page.evaluate(() => window.dispatchEvent(new Event("template-heading-section-updated")));
    const error = page.locator("[data-sections-error]");
    await error.waitFor();
    expect(await error.textContent()).toBe(
      "Error: Service down Please try refreshing the page or contact support if the issue persists.",
    );
    expect(await error.evaluate((node) => getComputedStyle(node).color)).toMatch(
      /^(rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)|oklch\(0\.[45])/,
    );
  });
});

const open = (host: string, path: string, options = PHONE) => openVisitorPage(browser, host, path, options);

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

/**
 * Every demo page with its own layout, checked once loaded and hydrated at desktop width: its
 * structure, then axe-core. One page load serves both checks of a page.
 */
describe.each([
  [BRIGHTPATH, "/", { axe: true, structure: false }],
  [GLOBEX, "/", { axe: true, structure: true }],
  [BRIGHTPATH, "/showcase", { axe: true, structure: true }],
  [BRIGHTPATH, "/showcase/fixed", { axe: true, structure: true }],
  [GLOBEX, "/showcase", { axe: true, structure: true }],
  [GLOBEX, "/showcase/ring", { axe: true, structure: true }],
  [BRIGHTPATH, "/outlook-2027", { axe: false, structure: true }],
  [GLOBEX, "/savings-week", { axe: false, structure: true }],
] as const)("the page %s%s", (host, path, checks) => {
  let page: Page;

  beforeAll(async () => {
    page = await open(host, path, DESKTOP);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  // Read before axe runs, which switches reduced motion on and off: this is the page as the visitor got it.
  if (checks.structure) {
    it("has one h1, no style element in the body, unique landmark names, no redundant roles, no demo notes", async () => {
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
    });
  }

  if (checks.axe) {
    it("has no serious or critical axe violations", async () => {
      expect(await checkAccessibility(page)).toEqual([]);
    });
  }
});
