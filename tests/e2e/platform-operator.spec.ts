import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlatformSession } from "../../features/platform/server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../features/platform/shared/paths.ts";
import { openDatabase } from "../../server/db/client.ts";
import { platformAccounts } from "../../server/db/schema/index.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { seededDataDir } from "./support/data-dir.ts";
import { projectRoot, type ServerProcess, startServer } from "./support/server-process.ts";
import { fetchRaw, GLOBEX, siteUrl } from "./support/site.ts";

const PLATFORM = "app.localhost";
let server: ServerProcess;
let browser: Browser;
let operatorToken = "";

/** A server of its own, on a copy of the demo database with an operator (a fixture) and their session. */
beforeAll(async () => {
  const dataDir = seededDataDir("operator");
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const [operator] = await database.db
      .insert(platformAccounts)
      .values({ email: "operator@example.test", password_hash: "x", email_verified_at: new Date(), is_operator: true })
      .returning();
    operatorToken = await openPlatformSession(database.db, operator!.id);
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const platformUrl = (pathname: string) => siteUrl(PLATFORM, pathname, server.port);

async function operatorPage(width = 1440, height = 900): Promise<{ page: Page; context: BrowserContext }> {
  const { page } = await newPage(browser, { viewport: { width, height } });
  const context = page.context();
  await context.addCookies([{ name: PLATFORM_SESSION_COOKIE, value: operatorToken, url: platformUrl("/") }]);
  return { page, context };
}

async function siteRow(page: Page, slug: string) {
  return page.locator(`tr[data-site="${slug}"]`);
}

describe("the operators' console", () => {
  it("is the operators' only: signed out it asks to sign in", async () => {
    const response = await fetchRaw(PLATFORM, "/operator", { port: server.port });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/console/sign-in?redirectTo=%2Foperator");
    const api = await fetchRaw(PLATFORM, "/api/operator/sites", { port: server.port });
    expect(api.status).toBe(401);
  });

  it("finds a demo site, suspends it with a reason (its visitors get 503 paused at once), and resumes it", async () => {
    const { page } = await operatorPage();
    await page.goto(platformUrl("/operator"), { waitUntil: "load" });
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Operators' console" }).waitFor();

    // Search by address, with the keyboard.
    await page.getByLabel("Search sites by name, address or owner's e-mail").fill("globex");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=globex/);
    const row = await siteRow(page, "globex");
    await row.waitFor();
    // The URL may change a moment before the filtered list replaces the whole one.
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1);

    // A sortable header says how the table is sorted.
    await page.getByRole("button", { name: /^Name/ }).click();
    await page.waitForURL(/sort=name/);
    await page.locator('th[aria-sort="ascending"]', { has: page.getByRole("button", { name: /^Name/ }) }).waitFor();

    // The visitor's page is served (and cached) before.
    expect((await fetchRaw(GLOBEX, "/", { port: server.port })).status).toBe(200);

    await row.getByRole("link", { name: /^Suspend / }).click();
    const dialog = page.getByRole("dialog", { name: /^Suspend / });
    await dialog.waitFor();
    // The reason is required: an empty one is not sent.
    await dialog.getByRole("button", { name: "Suspend site" }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel(/^Reason/).fill("Reported for phishing (ticket 42)");
    await dialog.getByRole("button", { name: "Suspend site" }).click();
    await dialog.waitFor({ state: "detached" });
    await row.getByText("Suspended", { exact: true }).waitFor();

    const paused = await fetchRaw(GLOBEX, "/", { port: server.port });
    expect(paused.status).toBe(503);
    expect(paused.body).toContain("This site is paused");
    // A visitor in a browser of their own sees the same.
    const visitor = await newPage(browser);
    const visit = await visitor.page.goto(siteUrl(GLOBEX, "/", server.port));
    expect(visit?.status()).toBe(503);
    await visitor.page.getByText("This site is paused").first().waitFor();
    await visitor.page.close();

    // Keyboard: the quotas dialog opens and Escape closes it.
    await row.getByRole("link", { name: /^Quotas of / }).click();
    const quotas = page.getByRole("dialog", { name: /^Quotas of / });
    await quotas.waitFor();
    await page.keyboard.press("Escape");
    await quotas.waitFor({ state: "detached" });

    await row.getByRole("link", { name: /^Resume / }).click();
    const resume = page.getByRole("dialog", { name: /^Resume / });
    await resume.getByLabel(/^Reason/).fill("Owner removed the page");
    await resume.getByRole("button", { name: "Resume site" }).click();
    await resume.waitFor({ state: "detached" });
    await row.getByText("Live", { exact: true }).waitFor();
    expect((await fetchRaw(GLOBEX, "/", { port: server.port })).status).toBe(200);

    // Both are in the audit log with who and why.
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    const log = await page.locator("tbody").innerText();
    expect(log).toContain("Reported for phishing (ticket 42)");
    expect(log).toContain("Owner removed the page");
    expect(log).toContain("operator@example.test");
    await page.close();
  });

  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    it(`is axe-clean at ${width} px, its tables scrolling sideways on a phone`, async () => {
      const { page } = await operatorPage(width, height);
      const shots = path.join(projectRoot, "test-results", "operator");
      mkdirSync(shots, { recursive: true });
      for (const pathname of ["/operator", "/operator/audit", "/operator/outbox", "/operator?dialog=quotas-1"]) {
        await page.goto(platformUrl(pathname), { waitUntil: "load" });
        await waitForHydration(page);
        expect(await checkAccessibility(page), `${pathname} at ${width} px`).toEqual([]);
        if (pathname === "/operator") {
          await page.screenshot({ path: path.join(shots, `sites-${width}.png`), fullPage: true });
          // The page itself never scrolls sideways: the table's region does.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
      }
      await page.close();
    });
  }
});
