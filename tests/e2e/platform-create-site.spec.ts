import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password-hash.ts";
import { openDatabase } from "../../server/db/client.ts";
import { platformAccounts } from "../../server/db/schema/index.ts";
import { asSystem } from "../../server/db/tenant-context.ts";
import { openPlatformSession } from "../../features/platform/server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../features/platform/shared/paths.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { seededDataDir } from "./support/data-dir.ts";
import { startServer, type ServerProcess } from "./support/server-process.ts";
import { siteUrl, withConsentChosen } from "./support/site.ts";

/**
 * A confirmed platform account creates a site from the console (decision 063),
 * lands signed in on it with the launch checklist, edits the hero, publishes; visitors saw
 * "coming soon" before and see the site after, in both of its languages.
 */
const PLATFORM = "app.localhost";
const EMAIL = "maker@example.test";
const SLUG = `lumiere-${Date.now().toString(36)}`;
const SITE = `${SLUG}.localhost`;
const SHOTS = "/tmp/platform-create-site-shots";

let browser: Browser;
let server: ServerProcess;
let sessionToken: string;

beforeAll(async () => {
  // The server's own database, before it starts: a confirmed platform account and its session (a fixture).
  const dataDir = seededDataDir("platform-create-site");
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const [account] = await asSystem("e2e fixture: a confirmed platform account", async () =>
      database.db
        .insert(platformAccounts)
        .values({
          email: EMAIL,
          password_hash: await hashPassword("Correct-horse-2026"),
          email_verified_at: new Date(),
        })
        .returning(),
    );
    sessionToken = await openPlatformSession(database.db, account!.id);
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies([
    {
      name: PLATFORM_SESSION_COOKIE,
      value: sessionToken,
      domain: PLATFORM,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return context;
}

describe("creating a site from the console", () => {
  it("sends a signed-out visitor to sign in, with the way back", async () => {
    const { page } = await newPage(browser);
    const response = await page.goto(siteUrl(PLATFORM, "/console/new", server.port));
    const first = response?.request().redirectedFrom();
    expect(await first?.response().then((answer) => answer?.status())).toBe(302);
    expect(page.url()).toBe(siteUrl(PLATFORM, "/console/sign-in?redirectTo=%2Fconsole%2Fnew", server.port));
    await page.close();
  });

  it("has no serious accessibility problems on /console and /console/new at 1440 and 375 px", async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/console", "/console/new"]) {
        await page.goto(siteUrl(PLATFORM, path, server.port));
        await waitForHydration(page);
        expect(await checkAccessibility(page), `${path} at ${width}px`).toEqual([]);
      }
    }
    await page.screenshot({ path: `${SHOTS}/console-new-375.png`, fullPage: true });
    await context.close();
  });

  it("creates a draft in English and Spanish, signs its maker in there, edits the hero and publishes", async () => {
    // Before: nobody is at the address.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();

    const context = await signedInContext();
    // The maker has answered the new site's cookie banner (it sits over the bottom of the page).
    await withConsentChosen(context, SITE);
    const page = await context.newPage();
    await page.goto(siteUrl(PLATFORM, "/console", server.port));
    await page.getByRole("heading", { name: "You have no site yet" }).waitFor();
    await page.goto(siteUrl(PLATFORM, "/console/new", server.port));
    await waitForHydration(page);
    await page.getByLabel("Name of your business or site").fill("Lumière Studio");
    const address = page.getByLabel("Address");
    expect(await address.inputValue()).toBe("lumiere-studio");
    await address.fill("admin");
    await page.getByText("This address is reserved").waitFor();
    await address.fill(SLUG);
    await page.getByText("This address is free").waitFor();
    await page.getByLabel("Kind of business").selectOption("beauty");
    await page.getByRole("checkbox", { name: "Español" }).check();
    await page.getByText("Classic (emerald, Lora)").click();
    await page.screenshot({ path: `${SHOTS}/console-new-1440.png`, fullPage: true });
    await page.getByRole("button", { name: "Create the site" }).click();

    // Landed on the new site, signed in, with the launch checklist.
    await page.waitForURL((url) => url.hostname === SITE && url.pathname === "/", { timeout: 30_000 });
    await waitForHydration(page);
    const checklist = page.locator("[data-launch-checklist]");
    await checklist.getByRole("heading", { name: /Before you publish/ }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/checklist.png` });

    const comingSoon = await visitor.goto(siteUrl(SITE, "/", server.port));
    expect(comingSoon?.status()).toBe(503);
    expect(await visitor.getByRole("heading", { name: "Coming soon" }).count()).toBe(1);

    // The home page's top (the kit makes it a heading section), through the checklist's own button
    // and the existing editor.
    await checklist.getByRole("button", { name: "Edit: Home page picture and words" }).click();
    const dialog = page.getByRole("dialog", { name: /Heading Section/ });
    await dialog.waitFor({ timeout: 15_000 });
    const title = `Welcome to Lumière ${Date.now().toString(36)}`;
    await dialog.getByLabel("Heading name").fill(title);
    const saved = page.waitForResponse(
      (response) =>
        /\/api\/template-heading-sections\/\d+/.test(response.url()) && response.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Update" }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: "detached" });

    // Nothing covers the Publish button: not the cookie banner (still unanswered here), not the help button.
    const publish = checklist.getByRole("button", { name: "Publish the site" });
    await publish.scrollIntoViewIfNeeded();
    expect(
      await publish.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top === button || button.contains(top);
      }),
    ).toBe(true);
    const published = page.waitForResponse((response) => response.url().endsWith("/api/site/publish"));
    await checklist.getByRole("button", { name: "Publish the site" }).click();
    expect((await published).status()).toBe(200);
    await checklist.getByRole("heading", { name: "Your site is live" }).waitFor();

    // Visitors see it, in both languages.
    const home = await visitor.goto(siteUrl(SITE, "/", server.port));
    expect(home?.status()).toBe(200);
    expect(await visitor.locator("main h1").first().textContent()).toContain(title);
    const spanish = await visitor.goto(siteUrl(SITE, "/es", server.port));
    expect(spanish?.status()).toBe(200);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("es");

    // The console lists it, live.
    await page.goto(siteUrl(PLATFORM, "/console", server.port));
    await page.getByRole("heading", { name: "Lumière Studio" }).waitFor();
    await page.getByText("Live", { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/console.png`, fullPage: true });
    await anonymous.close();
    await context.close();
  });
});
