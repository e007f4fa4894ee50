import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODAL_SWITCH_DELAY_MS } from "../../shared/rules/auth-rules.ts";
import {
  accountPage,
  DEMO,
  headerLoginButton,
  profileMenuButton,
  profileMenuEntries,
  sessionCookie,
  signedInState,
  submitLogin,
} from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, GLOBEX, siteUrl } from "./support/site.ts";

type StorageState = NonNullable<Exclude<BrowserContextOptions["storageState"], string>>;

let browser: Browser;
/** Sessions of the demo user and admin, signed in once (the sign-in limit is 10 a minute per IP). */
let asUser: StorageState;
let asAdmin: StorageState;

beforeAll(async () => {
  browser = await launchBrowser();
  asUser = await signedInState(browser, DEMO.brightpathUser);
  asAdmin = await signedInState(browser, DEMO.brightpathAdmin);
});

afterAll(async () => {
  await browser?.close();
});

const ADMIN_ENTRIES = ["Dashboard", "Tickets", "Meetings", "AI Agents", "Logout"];

/** The footer's account or admin column: the entries under the heading `title`. */
async function footerColumn(page: Page, title: string): Promise<string[] | null> {
  return page.locator("footer").evaluate((footer, heading) => {
    const label = [...footer.querySelectorAll("p")].find((p) => p.textContent?.trim() === heading);
    const list = label?.parentElement?.querySelector("ul");
    return list ? [...list.querySelectorAll("a, button")].map((entry) => entry.textContent?.trim() ?? "") : null;
  }, title);
}

async function expectAccessible(page: Page, what: string) {
  const violations = await checkAccessibility(page);
  expect(
    violations,
    `serious or critical axe-core findings on ${what}:\n${JSON.stringify(violations, null, 2)}`,
  ).toEqual([]);
}

describe("the header's profile area for each role (localhost)", () => {
  it("anonymous: a Login button opens the login modal; Escape closes it; it switches to register", async () => {
    const { page, expectNoProblems } = await accountPage(browser);
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    expect(await profileMenuButton(page).count()).toBe(0);

    await headerLoginButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.waitFor();
    const email = dialog.getByLabel("Email", { exact: true });
    await expect.poll(() => email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/");
    await expectAccessible(page, "the open login modal");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The focus goes back to the button that opened the dialog.
    expect(await headerLoginButton(page).evaluate((link) => link === document.activeElement)).toBe(true);

    await headerLoginButton(page).click();
    await dialog.waitFor();
    const clickedAt = Date.now();
    await dialog.getByRole("button", { name: "Create an account" }).click();
    const register = page.getByRole("dialog", { name: "Create an account" });
    await register.getByLabel("Username", { exact: true }).waitFor();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(MODAL_SWITCH_DELAY_MS - 50);
    await register.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("dialog", { name: "Log in" }).getByLabel("Email", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expectNoProblems();
    await page.close();
  });

  it("user: the menu holds Account, Tickets, Contact and Logout, and the footer has no Admin column", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asUser });
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    expect(await headerLoginButton(page).count()).toBe(0);
    expect(await profileMenuEntries(page)).toEqual(["Account", "Tickets", "Contact", "Logout"]);
    expect(await footerColumn(page, "Admin")).toBeNull();
    expect(await footerColumn(page, "Account")).toEqual(["Account", "Logout"]);
    expectNoProblems();
    await page.close();
  });

  it("admin: the menu holds Dashboard, Tickets, Meetings, AI Agents and Logout, and the footer an Admin column", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asAdmin });
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    expect(await profileMenuEntries(page)).toEqual(ADMIN_ENTRIES);
    expect(await footerColumn(page, "Admin")).toEqual(ADMIN_ENTRIES);
    expectNoProblems();
    await page.close();
  });

  it("signing in through the modal as the demo admin updates the header and footer without a reload", async () => {
    const { page, expectNoProblems } = await accountPage(browser);
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload?: string }).__noReload = "still here"));

    await headerLoginButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await submitLogin(dialog, DEMO.brightpathAdmin.email, DEMO.brightpathAdmin.password);
    await profileMenuButton(page).waitFor();
    await dialog.waitFor({ state: "hidden" });

    expect(await page.evaluate(() => (window as unknown as { __noReload?: string }).__noReload)).toBe("still here");
    // The current page is public, so it is the target after login (spec §5): no navigation.
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeTruthy();
    expect(await profileMenuEntries(page)).toEqual(ADMIN_ENTRIES);
    expect(await footerColumn(page, "Admin")).toEqual(ADMIN_ENTRIES);
    expectNoProblems();
    await page.close();
  });
});

describe("role checks in the browser", () => {
  it("/admin as the demo user shows the 403 “Access denied” page", async () => {
    const { page, expectNoProblems, problems } = await accountPage(browser, { storageState: asUser });
    const response = await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    expect(response?.status()).toBe(403);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Access denied", level: 1 }).waitFor();
    await page.getByText("You do not have access to this page.").waitFor();
    expect(await page.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);
    // Chromium reports the 403 of the document itself on the console; nothing else may appear.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 403/.test(problem.text)));
    expectNoProblems();
    await page.close();
  });

  it("/admin as an anonymous visitor redirects to /login?redirectTo=%2Fadmin", async () => {
    const { page, expectNoProblems } = await accountPage(browser);
    await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).search).toBe(`?redirectTo=${encodeURIComponent("/admin")}`);
    await page.getByRole("heading", { name: "Log in", level: 1 }).waitFor();
    expectNoProblems();
    await page.close();
  });

  it("the brightpath admin has no account on globex.localhost", async () => {
    const { page, problems } = await accountPage(browser);
    // Accounts belong to their site (decision 013): Brightpath's admin is unknown to Globex.
    await page.goto(siteUrl(GLOBEX, "/login"));
    await waitForHydration(page);
    await submitLogin(page, DEMO.brightpathAdmin.email, DEMO.brightpathAdmin.password);
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();

    await page.goto(siteUrl(GLOBEX, "/admin"));
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).search).toBe(`?redirectTo=${encodeURIComponent("/admin")}`);
    expect(await page.getByRole("heading", { name: "Dashboard" }).count()).toBe(0);
    expect(problems.filter((problem) => !/status of 401/.test(problem.text))).toEqual([]);
    await page.close();
  });
});

describe("accessibility of the account pages (axe-core: no serious or critical findings)", () => {
  for (const path of ["/login", "/register", "/reset-password"]) {
    it(`${path}`, async () => {
      const { page, expectNoProblems } = await accountPage(browser);
      await page.goto(siteUrl(BRIGHTPATH, path));
      await waitForHydration(page);
      await expectAccessible(page, path);
      expectNoProblems();
      await page.close();
    });
  }

  it("/account as the demo user", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asUser });
    await page.goto(siteUrl(BRIGHTPATH, "/account"));
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    await expectAccessible(page, "/account");
    expectNoProblems();
    await page.close();
  });

  it("/admin as the demo admin", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asAdmin });
    await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await expectAccessible(page, "/admin");
    expectNoProblems();
    await page.close();
  });
});
