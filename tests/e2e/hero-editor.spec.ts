import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, settle, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, GLOBEX, element, fetchRaw, siteUrl, visibleText, withConsentChosen } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

/** The demo heroes (server/db/seed/demo-heroes.ts). */
const BRIGHTPATH_HERO = "Advice that moves you forward";
const GLOBEX_HERO = "Banking with a pulse";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number } | null;

/** Where the hero's parts and the first section after it sit. */
async function heroLayout(page: Page): Promise<Box[]> {
  return Promise.all(
    ["[data-hero-section] h1", "[data-hero-section] p", "[data-hero-section] a", "main [data-heading-section]"].map(
      (selector) => page.locator(selector).first().boundingBox(),
    ),
  );
}

async function writeJson(
  context: BrowserContext,
  method: "PUT" | "POST" | "DELETE",
  requestPath: string,
  requestData?: object,
) {
  const { path, data } = await versioned(context, method, requestPath, requestData);
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    ...(data ? { data } : {}),
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

async function demoHero(context: BrowserContext): Promise<{ id: number; title: string }> {
  const heroes = (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))).json()) as {
    id: number;
    title: string;
  }[];
  const hero = heroes[0];
  expect(hero, "the demo hero of localhost").toBeDefined();
  return hero!;
}

/** Opens the hero editor the way the overlay's edit button does (the editor contract's event). */
async function openHeroEditor(page: Page, id: number) {
  // The admin overlay (and its editor host) loads after hydration; its Create button says it is there.
  await page.getByRole("button", { name: "Create", exact: true }).waitFor();
  await page.evaluate(
    (heroId) =>
      window.dispatchEvent(
        new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
      ),
    id,
  );
  const dialog = page.getByRole("dialog", { name: /Hero Section/ });
  await dialog.waitFor({ timeout: 15_000 });
  await dialog.getByRole("textbox", { name: "Hero title" }).waitFor();
  return dialog;
}

describe("the hero on the public page", () => {
  it("is in the server HTML of both demo homes, as the page's h1, in the page's language", async () => {
    for (const [host, path, title] of [
      [BRIGHTPATH, "/", BRIGHTPATH_HERO],
      [BRIGHTPATH, "/es", "Consejos que le hacen avanzar"],
      [GLOBEX, "/", GLOBEX_HERO],
      [GLOBEX, "/de", "Banking mit Herzschlag"],
    ] as const) {
      const response = await fetchRaw(host, path);
      expect(response.status).toBe(200);
      expect(response.body).toMatch(/data-hero-section="\d+"/);
      expect(visibleText(element(response.body, "h1"))).toBe(title);
    }
    // Only the home of Globex uses an animation: its layer is in the HTML, Brightpath's has none.
    expect((await fetchRaw(GLOBEX, "/")).body).toContain('data-hero-animation="DotGrid"');
    expect((await fetchRaw(BRIGHTPATH, "/")).body).not.toContain("data-hero-animation");
  });

  it("does not move when scripts run or the animation arrives, and loads the animation only where used", async () => {
    for (const host of [BRIGHTPATH, GLOBEX]) {
      const { page: serverOnly } = await newPage(browser, { javaScriptEnabled: false });
      await withConsentChosen(serverOnly.context(), host);
      await serverOnly.goto(siteUrl(host, "/"), { waitUntil: "load" });
      const before = await heroLayout(serverOnly);
      await serverOnly.close();

      const { page, expectNoProblems } = await newPage(browser);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(siteUrl(host, "/"), { waitUntil: "load" });
      await waitForHydration(page);
      if (host === GLOBEX) await page.locator("[data-animation-canvas]").waitFor();
      await page.evaluate(() => document.fonts.ready);
      await settle(page);
      const after = await heroLayout(page);
      expect(before[0]?.y, `${host}: hero title`).toBeGreaterThan(0);
      expect(after, host).toEqual(before);
      expect(
        scripts.some((url) => /hero-animation/.test(url)),
        host,
      ).toBe(host === GLOBEX);
      expectNoProblems();
      await page.close();
    }
  });

  it("draws a still frame for visitors who prefer reduced motion, and animates otherwise", async () => {
    const frames = async (reducedMotion: "reduce" | "no-preference") => {
      const { page } = await newPage(browser, { reducedMotion });
      await page.goto(siteUrl(GLOBEX, "/"));
      const canvas = page.locator("[data-animation-canvas]");
      await canvas.waitFor();
      await settle(page);
      const frame = () => canvas.evaluate((node) => (node as HTMLCanvasElement).toDataURL());
      const first = await frame();
      return { page, first, frame };
    };
    // Still: the same picture forty frames later (counted in frames, so a slow machine waits longer).
    const still = await frames("reduce");
    await settle(still.page, 40);
    expect(await still.frame()).toBe(still.first);
    await still.page.close();
    // Moving: the picture changes.
    const moving = await frames("no-preference");
    await expect.poll(moving.frame).not.toBe(moving.first);
    await moving.page.close();
  });
});

describe("the hero editor (the demo admin on localhost)", () => {
  it("edits the title inline and saves; an anonymous visitor sees the new title", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const hero = await demoHero(context);
    const title = `Advice, revised ${randomBytes(3).toString("hex")}`;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      expect(await page.locator(`[data-hero-section="${hero.id}"]`).count()).toBe(1);
      const dialog = await openHeroEditor(page, hero.id);
      const titleBox = dialog.getByRole("textbox", { name: "Hero title" });
      expect(await titleBox.inputValue()).toBe(hero.title);

      // A blank title: the message, a red border, and Save disabled.
      await titleBox.fill("   ");
      await dialog.getByText("Title is required.").waitFor();
      expect(await titleBox.getAttribute("aria-invalid")).toBe("true");
      expect(await dialog.getByRole("button", { name: "Save Changes" }).isDisabled()).toBe(true);

      await titleBox.fill(title);
      const saved = page.waitForResponse(
        (response) => response.url().includes(`/api/heroes/${hero.id}`) && response.request().method() === "PUT",
      );
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      expect((await saved).status()).toBe(200);
      await dialog.waitFor({ state: "detached" });
      // The page refreshed its hero from the API.
      await page.locator("[data-hero-section] h1", { hasText: title }).waitFor();
      expectNoProblems();

      const { page: visitor } = await newPage(browser);
      await visitor.goto(siteUrl(BRIGHTPATH, "/"));
      expect((await visitor.locator("main h1").first().textContent())?.trim()).toBe(title);
      await visitor.close();
    } finally {
      const reset = await writeJson(context, "PUT", `/api/heroes/${hero.id}`, { title: hero.title });
      expect(reset.status).toBe(200);
      await context.close();
    }
  });

  it("asks before deleting, with the spec's question, and is accessible with the editor open", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const hero = await demoHero(context);
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openHeroEditor(page, hero.id);
      // The drag handles are there for an image beside the text.
      await dialog.getByRole("slider", { name: "Title size" }).waitFor();
      await dialog.getByRole("slider", { name: "Image size" }).waitFor();
      // By keyboard too: the demo title is text-6xl (60 px); one step is 4 px, up to a multiple of 4.
      const titleSize = dialog.getByRole("slider", { name: "Title size" });
      await titleSize.focus();
      await page.keyboard.press("ArrowUp");
      expect(await titleSize.getAttribute("aria-valuenow")).toBe("64");

      // A hero-section-updated event's detail updates the form.
      await page.evaluate(
        (heroId) =>
          window.dispatchEvent(
            new CustomEvent("hero-section-updated", { detail: { id: heroId, title: "Told by an event" } }),
          ),
        hero.id,
      );
      await expect
        .poll(() => dialog.getByRole("textbox", { name: "Hero title" }).inputValue())
        .toBe("Told by an event");

      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      await dialog.getByRole("button", { name: "Delete" }).click();
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Delete Hero Section" }));
      await confirm
        .getByText("Are you sure you want to delete this hero section? This action cannot be undone.")
        .waitFor();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      // Nothing was deleted.
      const heroes = (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))).json()) as {
        id: number;
      }[];
      expect(heroes.map((entry) => entry.id)).toContain(hero.id);
      expectNoProblems();
    } finally {
      await context.close();
    }
  });
});

describe("the hero's History", () => {
  it("restores an earlier title from the editor's History panel, and visitors see it", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const hero = await demoHero(context);
    const suffix = randomBytes(3).toString("hex");
    const [first, second] = [`Hero, first ${suffix}`, `Hero, second ${suffix}`];
    try {
      for (const title of [first, second]) {
        expect((await writeJson(context, "PUT", `/api/heroes/${hero.id}`, { title })).status).toBe(200);
      }
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openHeroEditor(page, hero.id);
      expect(await dialog.getByRole("textbox", { name: "Hero title" }).inputValue()).toBe(second);
      await dialog.getByRole("button", { name: "History" }).click();
      const versions = dialog.getByRole("list", { name: "Versions, newest first" });
      await versions.getByRole("button").nth(1).click();
      await dialog.getByRole("button", { name: new RegExp(`^Restore hero section “${first}”`) }).click();
      await expect.poll(() => dialog.getByRole("textbox", { name: "Hero title" }).inputValue()).toBe(first);
      // The page behind refreshed its hero (hero-section-updated).
      await page.locator("[data-hero-section] h1", { hasText: first }).waitFor();
      expectNoProblems();

      const { page: visitor } = await newPage(browser);
      await visitor.goto(siteUrl(BRIGHTPATH, "/"));
      expect((await visitor.locator("main h1").first().textContent())?.trim()).toBe(first);
      await visitor.close();
    } finally {
      expect((await writeJson(context, "PUT", `/api/heroes/${hero.id}`, { title: hero.title })).status).toBe(200);
      await context.close();
    }
  });
});

describe("creating a hero", () => {
  it("creates one on the current page with 'Create Hero Section'", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const title = `A second hero ${randomBytes(3).toString("hex")}`;
    let createdId: number | null = null;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "create" } })),
      );
      const dialog = page.getByRole("dialog", { name: /Hero Section/ });
      const create = dialog.getByRole("button", { name: "Create Hero Section" });
      await create.waitFor();
      expect(await create.isDisabled()).toBe(true);
      // The defaults of spec §3: the button reads Get Started.
      expect(await dialog.getByRole("textbox", { name: "Button text" }).inputValue()).toBe("Get Started");
      await dialog.getByRole("textbox", { name: "Hero title" }).fill(title);
      const answer = page.waitForResponse(
        (response) => response.url().endsWith("/api/heroes") && response.request().method() === "POST",
      );
      await create.click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { id: number; url_page: string };
      createdId = body.id;
      expect(body.url_page).toBe("/home");
      await page.locator(`[data-hero-section="${createdId}"]`, { hasText: title }).waitFor();
      expectNoProblems();
    } finally {
      if (createdId !== null) {
        expect((await writeJson(context, "DELETE", `/api/heroes/${createdId}`)).status).toBe(200);
      }
      await context.close();
    }
  });
});
